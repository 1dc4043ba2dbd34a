import { Alert, Button, Card, Form, InputNumber, Skeleton, Switch } from "antd";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../src/i18n/use-translation";
import { reminderApi, type ReminderSettingsValues } from "./reminder-api";
import { useCanRemind } from "./Reminders";

/** Automatic reminders of dues: off until the owner turns them on; every N days after the due date, until paid. */
export function ReminderSettingsCard() {
  const { t } = useTranslation("sales");
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const canChange = useCanRemind();
  const [form] = Form.useForm<ReminderSettingsValues>();
  const q = useQuery({ queryKey: ["sales-reminders", "settings"], queryFn: reminderApi.settings });
  const auto = Form.useWatch("auto", form) ?? q.data?.auto;

  async function save(values: ReminderSettingsValues) {
    try {
      const res = await reminderApi.saveSettings(values);
      open?.({ type: "success", message: res.message });
      queryClient.setQueryData(["sales-reminders", "settings"], res.data);
    } catch (err) {
      const e = err as { message?: string; field?: string };
      if (e.field) form.setFields([{ name: e.field as keyof ReminderSettingsValues, errors: [e.message ?? t("settings.invalid")] }]);
      open?.({ type: "error", message: e.message ?? t("common.couldNotSave") });
    }
  }

  return (
    <Card title={t("remind.settingsTitle")} style={{ marginTop: 16 }} data-testid="reminder-settings">
      {q.isLoading && <Skeleton active />}
      {q.isError && <Alert type="error" showIcon message={(q.error as { message?: string }).message ?? t("settings.couldNotLoad")} />}
      {q.data && (
        <Form form={form} layout="vertical" initialValues={q.data} onFinish={save} requiredMark={false} disabled={!canChange}>
          <Form.Item label={t("remind.autoLabel")} name="auto" valuePropName="checked" extra={t("remind.autoHelp")}>
            <Switch aria-label={t("remind.autoLabel")} data-testid="reminder-auto" />
          </Form.Item>
          <Form.Item label={t("remind.creditDays")} name="credit_days" extra={t("remind.creditDaysHelp")} rules={[{ required: true, type: "integer", min: 0, max: 365, message: t("remind.creditDaysRule") }]}>
            <InputNumber min={0} max={365} precision={0} disabled={!auto} style={{ width: 160 }} addonAfter={t("remind.days")} />
          </Form.Item>
          <Form.Item label={t("remind.everyDays")} name="every_days" extra={t("remind.everyDaysHelp")} rules={[{ required: true, type: "integer", min: 1, max: 90, message: t("remind.everyDaysRule") }]}>
            <InputNumber min={1} max={90} precision={0} disabled={!auto} style={{ width: 160 }} addonAfter={t("remind.days")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="reminder-settings-save">{t("remind.saveSettings")}</Button>
        </Form>
      )}
    </Card>
  );
}
