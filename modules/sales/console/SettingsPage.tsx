import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Spin } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { allowedGstRates, fyLabel } from "../../../resources/gst";
import { salesApi, type SalesSettings } from "./api";
import { STATE_SELECT, today } from "./format";
import { useTranslation } from "../../../src/i18n/use-translation";

/** Invoice prefix and next number (this financial year), default GST rate, state, terms, print format, invoice language, HSN digits. */
export default function SalesSettingsPage() {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Omit<SalesSettings, "financial_year">>();
  const q = useQuery({ queryKey: ["sales-settings"], queryFn: salesApi.settings });
  const prefix = Form.useWatch("invoice_prefix", form) ?? q.data?.invoice_prefix;
  const next = Form.useWatch("next_number", form) ?? q.data?.next_number;
  if (q.isLoading) return <Spin size="large" style={{ display: "block", margin: 64 }} />;
  if (q.isError || !q.data) return <Alert type="error" showIcon message={(q.error as { message?: string })?.message ?? t("settings.couldNotLoad")} />;

  async function save(values: Omit<SalesSettings, "financial_year">) {
    try {
      const res = await salesApi.saveSettings(values);
      open?.({ type: "success", message: res.message });
      queryClient.invalidateQueries({ queryKey: ["sales-settings"] });
    } catch (err) {
      const e = err as { message?: string; field?: string };
      if (e.field) form.setFields([{ name: e.field as "next_number", errors: [e.message ?? t("settings.invalid")] }]);
      open?.({ type: "error", message: e.message ?? t("common.couldNotSave") });
    }
  }

  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={1} className="gt-page-title">{t("settings.title")}</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={q.data} onFinish={save} requiredMark={false}>
          <Form.Item label={t("settings.prefix")} name="invoice_prefix" rules={[{ pattern: /^[A-Za-z0-9/-]{0,10}$/, message: t("settings.prefixRule") }]} extra={t("settings.prefixHelp")}>
            <Input maxLength={10} placeholder="INV-" />
          </Form.Item>
          <Form.Item label={t("settings.next", { fy: fyLabel(q.data.financial_year) })} name="next_number" rules={[{ required: true, message: t("settings.nextRequired") }]} extra={t("settings.nextHelp", { number: `${prefix ?? ""}${next ?? ""}` })}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t("settings.gstRate")} name="default_gst_rate">
            <Select style={{ width: 200 }} options={allowedGstRates(today()).map((r) => ({ value: r, label: `${r}%` }))} />
          </Form.Item>
          <Form.Item label={t("settings.state")} name="state_code" rules={[{ required: true, message: t("settings.stateRequired") }]}>
            <Select showSearch optionFilterProp="label" options={STATE_SELECT} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item label={t("settings.terms")} name="terms">
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item label={t("settings.printFormat")} name="print_format">
            <Radio.Group options={[{ value: "A4", label: t("settings.a4") }, { value: "thermal", label: t("settings.thermal") }]} />
          </Form.Item>
          <Form.Item label={t("settings.invoiceLanguage")} name="invoice_language" extra={t("settings.invoiceLanguageHelp")}>
            <Radio.Group options={[{ value: "en", label: t("settings.english") }, { value: "hi", label: t("settings.hindiEnglish") }]} data-testid="invoice-language" />
          </Form.Item>
          <Form.Item label={t("settings.hsnDigits")} name="hsn_digits" extra={t("settings.hsnHelp")}>
            <Radio.Group options={[{ value: 4, label: t("settings.hsn4") }, { value: 6, label: t("settings.hsn6") }]} data-testid="hsn-digits" />
          </Form.Item>
          <Button type="primary" htmlType="submit">{t("settings.save")}</Button>
        </Form>
      </Card>
    </div>
  );
}
