import { useEffect } from "react";
import { Form, Input } from "antd";
import { useGetIdentity } from "@refinedev/core";
import { normalizeMobile } from "../../../../../resources/validators";
import { checkRule, mobileRule } from "../../formRules";
import { useTranslation } from "../../../../i18n/use-translation";

export function ContactFields() {
  const form = Form.useFormInstance();
  const { t } = useTranslation("onboarding");
  const { data: me } = useGetIdentity<{ mobile: string }>();
  // The number the owner just verified by OTP is the likeliest shop number: filled in, still editable.
  useEffect(() => {
    if (me?.mobile && !form.getFieldValue("phone")) form.setFieldValue("phone", me.mobile);
  }, [me?.mobile, form]);
  return (
    <>
      <Form.Item
        name="phone"
        label={t("onboarding.contact.phone")}
        rules={[mobileRule(t("onboarding.contact.phone"))]}
        normalize={(v: string) => v.replace(/[^\d+\s]/g, "")}
        extra={t("onboarding.contact.phoneHint")}
      >
        <Input size="large" addonBefore="+91" inputMode="numeric" maxLength={15} placeholder="98765 43210" autoFocus />
      </Form.Item>
      <Form.Item name="business_email" label={t("onboarding.contact.email")} rules={[checkRule("email", t("onboarding.contact.email"))]}>
        <Input size="large" type="email" placeholder="accounts@yourshop.in" autoComplete="email" />
      </Form.Item>
    </>
  );
}

/** Stored as the bare 10 digits the API expects. */
export const cleanContact = (values: { phone?: string; business_email?: string }) => ({
  phone: values.phone ? normalizeMobile(values.phone) : undefined,
  business_email: values.business_email?.trim(),
});
