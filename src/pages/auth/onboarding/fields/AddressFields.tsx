import { Col, Form, Input, Row, Select } from "antd";
import { GST_STATES } from "../../../../../resources/validators";
import { checkRule } from "../../formRules";
import { placeOfPincode } from "./pincode";
import { useTranslation } from "../../../../i18n/use-translation";

export const STATE_OPTIONS = Object.entries(GST_STATES)
  .map(([code, name]) => ({ value: code, label: name }))
  .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));

export function AddressFields() {
  const form = Form.useFormInstance();
  const { t } = useTranslation("onboarding");
  // A complete pincode sets the state it belongs to, and the city where the pincode names it and
  // none is typed yet; what the owner typed or chose by hand otherwise stays.
  const fillFromPincode = (pincode: string) => {
    const { stateCode, city } = placeOfPincode(pincode);
    if (stateCode) form.setFieldValue("state_code", stateCode);
    if (city && !String(form.getFieldValue("city") ?? "").trim()) form.setFieldValue("city", city);
  };
  return (
    <>
      <Form.Item
        name="address"
        label={t("onboarding.fields.address")}
        rules={[
          { required: true, whitespace: true, message: t("onboarding.address.required") },
          { max: 200, message: t("onboarding.address.max", { limit: 200 }) },
        ]}
      >
        <Input.TextArea rows={2} maxLength={200} placeholder={t("onboarding.address.placeholder")} autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={9}>
          <Form.Item
            name="pincode"
            label={t("onboarding.fields.pincode")}
            rules={[{ required: true, message: t("onboarding.address.pincodeRequired") }, checkRule("pincode", t("onboarding.fields.pincode"))]}
            normalize={(v: string) => v.replace(/\D/g, "")}
          >
            <Input
              size="large"
              inputMode="numeric"
              maxLength={6}
              placeholder="411001"
              autoComplete="postal-code"
              onChange={(e) => fillFromPincode(e.target.value.replace(/\D/g, ""))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={15}>
          <Form.Item
            name="city"
            label={t("onboarding.address.cityTown")}
            rules={[
              { required: true, whitespace: true, message: t("onboarding.address.cityRequired") },
              { max: 100, message: t("onboarding.address.cityMax", { limit: 100 }) },
            ]}
          >
            <Input size="large" placeholder={t("onboarding.address.cityPlaceholder")} autoComplete="address-level2" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="state_code" label={t("onboarding.address.stateUt")} rules={[{ required: true, message: t("onboarding.address.stateRequired") }]}>
        <Select size="large" showSearch optionFilterProp="label" placeholder={t("onboarding.address.statePlaceholder")} options={STATE_OPTIONS} />
      </Form.Item>
    </>
  );
}
