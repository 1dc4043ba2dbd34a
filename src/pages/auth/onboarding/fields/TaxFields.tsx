import { useEffect } from "react";
import { Form, Input } from "antd";
import { GST_STATES, isGstin } from "../../../../../resources/validators";
import { gstinStateMismatch } from "../../../../../resources/gst";
import { checkRule, upper } from "../../formRules";
import { say } from "../../../../i18n/words";
import { readDraft } from "../draft";
import { useTranslation } from "../../../../i18n/use-translation";

/** GSTIN with its checksum; the PAN is characters 3–12 of a GSTIN, so it is filled in and locked. */
export function TaxFields() {
  const form = Form.useFormInstance();
  const { t } = useTranslation("onboarding");
  const gstin: string = Form.useWatch("gstin", form) ?? "";
  const derived = isGstin(gstin);
  const draftState = readDraft().state_code;

  useEffect(() => {
    if (derived) form.setFieldValue("pan", gstin.slice(2, 12));
  }, [derived, gstin, form]);

  return (
    <>
      <Form.Item
        name="gstin"
        label="GSTIN"
        normalize={upper}
        rules={[
          checkRule("gstin", "GSTIN"),
          {
            // A hard stop: the state decides CGST + SGST or IGST on every invoice (the server refuses it too).
            validator: async (_r, value?: string) => {
              const mismatch = value && isGstin(value) ? gstinStateMismatch(value, draftState, GST_STATES, say) : undefined;
              if (mismatch) throw new Error(t("onboarding.tax.mismatch", { mismatch }));
            },
          },
        ]}
        extra={t("onboarding.tax.gstinHint")}
      >
        <Input size="large" maxLength={15} placeholder="27AAPFU0939F1ZV" style={{ fontFamily: "monospace" }} autoFocus />
      </Form.Item>
      <Form.Item
        name="pan"
        label={derived ? t("onboarding.tax.panDerived") : "PAN"}
        normalize={upper}
        rules={[checkRule("pan", "PAN")]}
        extra={derived ? undefined : t("onboarding.tax.panHint")}
      >
        <Input size="large" maxLength={10} placeholder="ABCDE1234F" disabled={derived} style={{ fontFamily: "monospace" }} />
      </Form.Item>
    </>
  );
}

/** With a valid GSTIN the PAN always follows it, whatever the PAN box held before. */
export const cleanTax = (values: { gstin?: string; pan?: string }) => {
  const gstin = values.gstin?.trim();
  return { gstin, pan: gstin && isGstin(gstin) ? gstin.slice(2, 12) : values.pan?.trim() };
};
