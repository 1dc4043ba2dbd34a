import { Form, Input } from "antd";
import { Typography } from "../../../../ui/Typography";
import { checkRule } from "../../formRules";
import { readDraft } from "../draft";
import { Trans } from "react-i18next";
import { useTranslation } from "../../../../i18n/use-translation";

export function UpiFields() {
  const upi: string | undefined = Form.useWatch("upi_id");
  const name = readDraft().business_name;
  const { t, i18n } = useTranslation("onboarding");
  return (
    <>
      <Form.Item
        name="upi_id"
        label={t("onboarding.upi.label")}
        normalize={(v: string) => v.replace(/\s/g, "")}
        rules={[checkRule("vpa", t("onboarding.fields.upiId"))]}
        extra={t("onboarding.upi.hint")}
      >
        <Input size="large" placeholder="yourshop@okhdfcbank" autoCapitalize="none" autoCorrect="off" spellCheck={false} autoFocus />
      </Form.Item>
      {upi && (
        <Typography.Paragraph type="secondary">
          <Trans i18n={i18n} t={t} i18nKey="onboarding.upi.check" values={{ name, upi }} components={{ strong: <strong /> }} />
        </Typography.Paragraph>
      )}
    </>
  );
}
