import { Descriptions, Modal } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { SMS_PRICE_PAISE_PER_PART } from "../resources";
import { formatMobile } from "../../../resources/validators";
import { formatPaise } from "../../../resources/money";
import { costLine } from "./sms-wording";
import { formatNumber } from "../../../resources/locale-format";
import { useTranslation } from "../../../src/i18n/use-translation";

const SHOWN = 5;

/**
 * The last look before an SMS goes: it is sent at once and charged to the wallet, so the owner sees the exact
 * text, who gets it and what it costs (parts × the rate the server charges) and confirms.
 */
export function SendConfirm({ open, text, numbers, parts, sending, onConfirm, onCancel }: { open: boolean; text: string; numbers: string[]; parts: number; sending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation("communication");
  const cost = costLine(parts, numbers.length, SMS_PRICE_PAISE_PER_PART, (key, values) => t(key, values));
  const shown = numbers.slice(0, SHOWN).map(formatMobile).join(", ");
  const more = numbers.length > SHOWN ? ` ${t("sms.andMore", { formatted: formatNumber(numbers.length - SHOWN) })}` : "";
  return (
    <Modal
      open={open}
      title={numbers.length === 1 ? t("sms.confirmOne") : t("sms.confirmMany", { formatted: formatNumber(numbers.length) })}
      okText={t("sms.sendCost", { cost: formatPaise(cost.total) })}
      cancelText={t("sms.backToEdit")}
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={sending}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("sms.message")}>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }} data-testid="confirm-text">
            {text}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t("sms.to")}>
          <span data-testid="confirm-recipients">
            {shown}
            {more}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t("sms.cost")}>
          <span data-testid="confirm-cost">{cost.text}</span>
          {t("sms.debited")}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
