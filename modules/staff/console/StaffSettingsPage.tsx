import { useEffect } from "react";
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Select, Skeleton, Space } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { SaveOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { WEEKDAYS } from "../../core/module";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { TeamAccessCard } from "../../../src/pages/members/TeamAccessCard";
import { useTranslation } from "../../../src/i18n/use-translation";
import { fetchStaffSettings, saveStaffSettings, type StaffSettings } from "./api";

type FormValues = StaffSettings;

/** /staffmanagement/setting: how salaries become a day's pay, the shift and the weekly off, and who of the staff may sign in. */
export default function StaffSettingsPage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const { t } = useTranslation("staffSettings");
  const [form] = Form.useForm<FormValues>();
  const query = useQuery({ queryKey: ["staff-settings", businessId], queryFn: () => fetchStaffSettings(businessId!), enabled: Boolean(businessId) });
  const mutation = useMutation({
    mutationFn: (body: StaffSettings) => saveStaffSettings(businessId!, body),
    onSuccess: (data) => {
      queryClient.setQueryData(["staff-settings", businessId], data);
      void queryClient.invalidateQueries({ queryKey: ["staff-pay"] });
      notify?.({ type: "success", message: t("settings.saved") });
    },
    onError: (err) => {
      const field = (err as { field?: string }).field;
      if (field) form.setFields([{ name: field as keyof FormValues, errors: [errorMessage(err)] }]);
      notify?.({ type: "error", message: t("settings.notSaved"), description: errorMessage(err) });
    },
  });

  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue(query.data);
  }, [query.data, form]);

  const submit = (values: FormValues) => mutation.mutate(values);

  return (
    <Flex vertical gap={16} data-testid="staff-settings-page">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {t("settings.title")}
      </Typography.Title>
      {query.isError ? (
        <Alert type="error" showIcon message={t("settings.loadFailed")} description={errorMessage(query.error)} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Card title={t("settings.salaryCard")} style={{ height: "100%" }}>
                <Form.Item name="month_basis" label={t("settings.monthBasis")} extra={t("settings.monthBasisHelp")}>
                  <Radio.Group
                    options={[
                      { value: "calendar", label: t("settings.basisCalendar") },
                      { value: "30", label: t("settings.basis30") },
                      { value: "26", label: t("settings.basis26") },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="hours_per_day" label={t("settings.hoursPerDay")} rules={[{ required: true, type: "number", min: 1, max: 16, message: t("settings.hoursRange") }]}>
                  <InputNumber min={1} max={16} step={0.5} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="salary_day" label={t("settings.salaryDay")} rules={[{ required: true, type: "number", min: 1, max: 28, message: t("settings.salaryDayRange") }]}>
                  <InputNumber min={1} max={28} style={{ width: 220 }} suffix={t("settings.ofMonth")} />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t("settings.shiftCard")} style={{ height: "100%" }}>
                <Form.Item label={t("settings.shift")} required>
                  <Space.Compact>
                    <Form.Item name="shift_start" noStyle rules={[{ required: true, message: t("settings.shiftStartRequired") }]}>
                      <DateInput kind="time" allowClear={false} aria-label={t("settings.shiftStarts")} />
                    </Form.Item>
                    <Form.Item name="shift_end" noStyle rules={[{ required: true, message: t("settings.shiftEndRequired") }]}>
                      <DateInput kind="time" allowClear={false} aria-label={t("settings.shiftEnds")} />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Form.Item name="late_after_minutes" label={t("settings.lateAfter")} rules={[{ required: true, type: "number", min: 0, max: 240, message: t("settings.lateRange") }]}>
                  <InputNumber min={0} max={240} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="weekly_off" label={t("settings.weeklyOff")}>
                  <Select options={WEEKDAYS.map((d) => ({ value: d, label: d === "None" ? t("settings.noWeeklyOff") : t(`weekdays.${d}`) }))} style={{ width: 200 }} />
                </Form.Item>
              </Card>
            </Col>
          </Row>
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={mutation.isPending}>
              {t("settings.save")}
            </Button>
          </Flex>
        </Form>
      )}
      <TeamAccessCard />
    </Flex>
  );
}
