import { Form, Input } from "antd";
import type { FormRule } from "antd";
import { checkRule, upper } from "../../formRules";
import { bankOfIfsc } from "./banks";
import { useTranslation } from "../../../../i18n/use-translation";

const BANK_FIELDS = ["bank_account_name", "bank_account_number", "bank_account_confirm", "ifsc"] as const;

/** The bank step is optional, but half an account is no account: once one box is filled, all are needed. */
const requiredWithOthers = (message: string): FormRule => ({ getFieldValue }) => ({
  validator: async (_r, value?: string) => {
    const anyFilled = BANK_FIELDS.some((f) => String(getFieldValue(f) ?? "").trim() !== "");
    if (anyFilled && !String(value ?? "").trim()) throw new Error(message);
  },
});

export function BankFields() {
  const ifsc: string | undefined = Form.useWatch("ifsc");
  const bank = bankOfIfsc(ifsc);
  const { t } = useTranslation("onboarding");
  return (
    <>
      <Form.Item
        name="bank_account_name"
        label={t("onboarding.bank.holder")}
        dependencies={BANK_FIELDS.filter((f) => f !== "bank_account_name")}
        rules={[requiredWithOthers(t("onboarding.bank.holderRequired")), { max: 200, message: t("onboarding.bank.holderMax", { limit: 200 }) }]}
      >
        <Input size="large" placeholder={t("onboarding.bank.holderPlaceholder")} autoFocus />
      </Form.Item>
      <Form.Item
        name="bank_account_number"
        label={t("onboarding.fields.accountNumber")}
        dependencies={BANK_FIELDS.filter((f) => f !== "bank_account_number")}
        normalize={(v: string) => v.replace(/\D/g, "")}
        rules={[
          requiredWithOthers(t("onboarding.bank.numberRequired")),
          { pattern: /^[0-9]{9,18}$/, message: t("onboarding.bank.numberDigits") },
        ]}
      >
        <Input size="large" inputMode="numeric" maxLength={18} placeholder={t("onboarding.bank.numberPlaceholder")} style={{ fontFamily: "monospace" }} />
      </Form.Item>
      <Form.Item
        name="bank_account_confirm"
        label={t("onboarding.bank.confirm")}
        dependencies={["bank_account_number"]}
        normalize={(v: string) => v.replace(/\D/g, "")}
        rules={[
          requiredWithOthers(t("onboarding.bank.confirmRequired")),
          ({ getFieldValue }) => ({
            validator: async (_r, value?: string) => {
              if (value && value !== getFieldValue("bank_account_number")) throw new Error(t("onboarding.bank.mismatch"));
            },
          }),
        ]}
      >
        <Input.Password size="large" inputMode="numeric" maxLength={18} visibilityToggle placeholder={t("onboarding.bank.confirmPlaceholder")} />
      </Form.Item>
      <Form.Item
        name="ifsc"
        label="IFSC"
        normalize={upper}
        dependencies={BANK_FIELDS.filter((f) => f !== "ifsc")}
        rules={[requiredWithOthers(t("onboarding.bank.ifscRequired")), checkRule("ifsc", "IFSC")]}
        extra={bank ? t("onboarding.bank.ifscBank", { bank }) : t("onboarding.bank.ifscHint")}
      >
        <Input size="large" maxLength={11} placeholder="HDFC0001234" style={{ fontFamily: "monospace" }} />
      </Form.Item>
    </>
  );
}

/** The confirmation box only guards typing; it is not stored. */
export const cleanBank = ({ bank_account_confirm: _confirm, ...values }: Record<string, string | undefined>) => ({
  bank_account_name: values.bank_account_name?.trim(),
  bank_account_number: values.bank_account_number,
  ifsc: values.ifsc,
});

/** Re-entering an edit screen starts with the confirmation already matching the saved number. */
export const bankInitialValues = (draft: { bank_account_number?: string }) => ({ bank_account_confirm: draft.bank_account_number });
