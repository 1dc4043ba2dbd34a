import { Form, Input } from "antd";
import { Typography } from "../../../../ui/Typography";
import { checkRule } from "../../formRules";
import { readDraft } from "../draft";

export function UpiFields() {
  const upi: string | undefined = Form.useWatch("upi_id");
  const name = readDraft().business_name;
  return (
    <>
      <Form.Item
        name="upi_id"
        label="UPI id (VPA)"
        normalize={(v: string) => v.replace(/\s/g, "")}
        rules={[checkRule("vpa", "UPI id")]}
        extra="Find it in your UPI app under your profile, e.g. sharmastore@okhdfcbank or 9876543210@ybl."
      >
        <Input size="large" placeholder="yourshop@okhdfcbank" autoCapitalize="none" autoCorrect="off" spellCheck={false} autoFocus />
      </Form.Item>
      {upi && (
        <Typography.Paragraph type="secondary">
          Customers will pay <strong>{name}</strong> at <strong>{upi}</strong>. Make sure the name your UPI app shows for this id is
          yours: payments cannot be pulled back once made.
        </Typography.Paragraph>
      )}
    </>
  );
}
