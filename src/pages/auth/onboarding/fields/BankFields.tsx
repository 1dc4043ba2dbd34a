import { Form, Input } from "antd";
import type { FormRule } from "antd";
import { checkRule, upper } from "../../formRules";
import { bankOfIfsc } from "./banks";

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
  return (
    <>
      <Form.Item
        name="bank_account_name"
        label="Account holder name"
        dependencies={BANK_FIELDS.filter((f) => f !== "bank_account_name")}
        rules={[requiredWithOthers("Please enter the account holder's name"), { max: 200, message: "Name must be at most 200 characters" }]}
      >
        <Input size="large" placeholder="As printed on the passbook or cheque" autoFocus />
      </Form.Item>
      <Form.Item
        name="bank_account_number"
        label="Account number"
        dependencies={BANK_FIELDS.filter((f) => f !== "bank_account_number")}
        normalize={(v: string) => v.replace(/\D/g, "")}
        rules={[
          requiredWithOthers("Please enter the account number"),
          { pattern: /^[0-9]{9,18}$/, message: "Account number must be 9 to 18 digits" },
        ]}
      >
        <Input size="large" inputMode="numeric" maxLength={18} placeholder="9 to 18 digits" style={{ fontFamily: "monospace" }} />
      </Form.Item>
      <Form.Item
        name="bank_account_confirm"
        label="Re-enter account number"
        dependencies={["bank_account_number"]}
        normalize={(v: string) => v.replace(/\D/g, "")}
        rules={[
          requiredWithOthers("Please re-enter the account number"),
          ({ getFieldValue }) => ({
            validator: async (_r, value?: string) => {
              if (value && value !== getFieldValue("bank_account_number")) throw new Error("The account numbers do not match");
            },
          }),
        ]}
      >
        <Input.Password size="large" inputMode="numeric" maxLength={18} visibilityToggle placeholder="Type it again to be sure" />
      </Form.Item>
      <Form.Item
        name="ifsc"
        label="IFSC"
        normalize={upper}
        dependencies={BANK_FIELDS.filter((f) => f !== "ifsc")}
        rules={[requiredWithOthers("Please enter the IFSC"), checkRule("ifsc", "IFSC")]}
        extra={bank ? `${bank} — check the branch on your cheque book` : "11 characters on your cheque book, e.g. HDFC0001234"}
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
