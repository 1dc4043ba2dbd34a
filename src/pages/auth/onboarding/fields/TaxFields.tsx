import { useEffect } from "react";
import { Form, Input } from "antd";
import { GST_STATES, isGstin } from "../../../../../resources/validators";
import { checkRule, upper } from "../../formRules";
import { readDraft } from "../draft";

/** GSTIN with its checksum; the PAN is characters 3–12 of a GSTIN, so it is filled in and locked. */
export function TaxFields() {
  const form = Form.useFormInstance();
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
            // Not a hard stop: a business may bill from a registration in another state.
            warningOnly: true,
            validator: async (_r, value?: string) => {
              if (value && isGstin(value) && draftState && value.slice(0, 2) !== draftState) {
                throw new Error(
                  `This GSTIN is registered in ${GST_STATES[value.slice(0, 2)] ?? "another state"}, but your shop address is in ${GST_STATES[draftState]}.`,
                );
              }
            },
          },
        ]}
        extra="15 characters, e.g. 27AAPFU0939F1ZV. Leave empty if you are not registered under GST."
      >
        <Input size="large" maxLength={15} placeholder="27AAPFU0939F1ZV" style={{ fontFamily: "monospace" }} autoFocus />
      </Form.Item>
      <Form.Item
        name="pan"
        label={derived ? "PAN (from your GSTIN)" : "PAN"}
        normalize={upper}
        rules={[checkRule("pan", "PAN")]}
        extra={derived ? undefined : "10 characters, e.g. ABCDE1234F"}
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
