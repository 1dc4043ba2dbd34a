import { Descriptions, Modal } from "antd";
import { Typography } from "../../ui/Typography";
import { SMS_PRICE_PAISE_PER_PART } from "../../../resources/communication";
import { formatMobile } from "../../../resources/validators";
import { formatPaise } from "../../../resources/money";
import { costLine } from "./sms-wording";

const SHOWN = 5;

/**
 * The last look before an SMS goes: it is sent at once and charged to the wallet, so the owner sees the exact
 * text, who gets it and what it costs (parts × the rate the server charges) and confirms.
 */
export function SendConfirm({ open, text, numbers, parts, sending, onConfirm, onCancel }: { open: boolean; text: string; numbers: string[]; parts: number; sending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cost = costLine(parts, numbers.length, SMS_PRICE_PAISE_PER_PART);
  const shown = numbers.slice(0, SHOWN).map(formatMobile).join(", ");
  const more = numbers.length > SHOWN ? ` and ${(numbers.length - SHOWN).toLocaleString("en-IN")} more` : "";
  return (
    <Modal
      open={open}
      title={numbers.length === 1 ? "Send this SMS?" : `Send this SMS to ${numbers.length.toLocaleString("en-IN")} numbers?`}
      okText={`Send · ${formatPaise(cost.total)}`}
      cancelText="Back to edit"
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={sending}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Message">
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }} data-testid="confirm-text">
            {text}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="To">
          <span data-testid="confirm-recipients">
            {shown}
            {more}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Cost">
          <span data-testid="confirm-cost">{cost.text}</span>, debited from your wallet as it is sent
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
