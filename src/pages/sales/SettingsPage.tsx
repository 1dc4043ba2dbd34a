import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Spin } from "antd";
import { Typography } from "../../ui/Typography";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { allowedGstRates, fyLabel } from "../../../resources/gst";
import { salesApi, type SalesSettings } from "./api";
import { STATE_SELECT, today } from "./format";

/** Invoice prefix and next number (this financial year), default GST rate, state, terms, print format. */
export default function SalesSettingsPage() {
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Omit<SalesSettings, "financial_year">>();
  const q = useQuery({ queryKey: ["sales-settings"], queryFn: salesApi.settings });
  const prefix = Form.useWatch("invoice_prefix", form) ?? q.data?.invoice_prefix;
  const next = Form.useWatch("next_number", form) ?? q.data?.next_number;
  if (q.isLoading) return <Spin size="large" style={{ display: "block", margin: 64 }} />;
  if (q.isError || !q.data) return <Alert type="error" showIcon message={(q.error as { message?: string })?.message ?? "Could not load settings"} />;

  async function save(values: Omit<SalesSettings, "financial_year">) {
    try {
      const res = await salesApi.saveSettings(values);
      open?.({ type: "success", message: res.message });
      queryClient.invalidateQueries({ queryKey: ["sales-settings"] });
    } catch (err) {
      const e = err as { message?: string; field?: string };
      if (e.field) form.setFields([{ name: e.field as "next_number", errors: [e.message ?? "Invalid"] }]);
      open?.({ type: "error", message: e.message ?? "Could not save" });
    }
  }

  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={1} className="gt-page-title">Sales Settings</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={q.data} onFinish={save} requiredMark={false}>
          <Form.Item label="Invoice prefix" name="invoice_prefix" rules={[{ pattern: /^[A-Za-z0-9/-]{0,10}$/, message: "Up to 10 letters, digits, - or /" }]} extra="Letters, digits, - and / only (CGST rule 46).">
            <Input maxLength={10} placeholder="INV-" />
          </Form.Item>
          <Form.Item label={`Next invoice number (financial year ${fyLabel(q.data.financial_year)})`} name="next_number" rules={[{ required: true, message: "Next number is required" }]} extra={`The next invoice will be ${prefix ?? ""}${next ?? ""} (at most 16 characters).`}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="Default GST rate" name="default_gst_rate">
            <Select style={{ width: 200 }} options={allowedGstRates(today()).map((r) => ({ value: r, label: `${r}%` }))} />
          </Form.Item>
          <Form.Item label="Business state (for CGST + SGST or IGST)" name="state_code" rules={[{ required: true, message: "State is required" }]}>
            <Select showSearch optionFilterProp="label" options={STATE_SELECT} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item label="Terms printed on the invoice" name="terms">
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item label="Default print format" name="print_format">
            <Radio.Group options={[{ value: "A4", label: "A4 tax invoice" }, { value: "thermal", label: "Thermal receipt (80 mm)" }]} />
          </Form.Item>
          <Button type="primary" htmlType="submit">Save settings</Button>
        </Form>
      </Card>
    </div>
  );
}
