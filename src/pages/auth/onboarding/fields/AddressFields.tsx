import { Col, Form, Input, Row, Select } from "antd";
import { GST_STATES } from "../../../../../resources/validators";
import { checkRule } from "../../formRules";
import { placeOfPincode } from "./pincode";

export const STATE_OPTIONS = Object.entries(GST_STATES)
  .map(([code, name]) => ({ value: code, label: name }))
  .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));

export function AddressFields() {
  const form = Form.useFormInstance();
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
        label="Address"
        rules={[
          { required: true, whitespace: true, message: "Please enter the shop address" },
          { max: 200, message: "Address must be at most 200 characters" },
        ]}
      >
        <Input.TextArea rows={2} maxLength={200} placeholder="Shop no., building, street, area" autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={9}>
          <Form.Item
            name="pincode"
            label="Pincode"
            rules={[{ required: true, message: "Please enter the pincode" }, checkRule("pincode", "Pincode")]}
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
            label="City / town"
            rules={[
              { required: true, whitespace: true, message: "Please enter the city" },
              { max: 100, message: "City must be at most 100 characters" },
            ]}
          >
            <Input size="large" placeholder="e.g. Pune" autoComplete="address-level2" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="state_code" label="State / UT" rules={[{ required: true, message: "Please choose the state" }]}>
        <Select size="large" showSearch optionFilterProp="label" placeholder="Choose state" options={STATE_OPTIONS} />
      </Form.Item>
    </>
  );
}
