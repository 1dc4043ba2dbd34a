import { useEffect } from "react";
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Select, Skeleton, Space } from "antd";
import { Typography } from "../../ui/Typography";
import { DateInput } from "../../ui/DateInput";
import { SaveOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { WEEKDAYS } from "../../../resources/payments";
import { useBusiness } from "../../business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { TeamAccessCard } from "../members/TeamAccessCard";
import { fetchStaffSettings, saveStaffSettings, type StaffSettings } from "./api";

type FormValues = StaffSettings;

/** /staffmanagement/setting: how salaries become a day's pay, the shift and the weekly off, and who of the staff may sign in. */
export default function StaffSettingsPage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const query = useQuery({ queryKey: ["staff-settings", businessId], queryFn: () => fetchStaffSettings(businessId!), enabled: Boolean(businessId) });
  const mutation = useMutation({
    mutationFn: (body: StaffSettings) => saveStaffSettings(businessId!, body),
    onSuccess: (data) => {
      queryClient.setQueryData(["staff-settings", businessId], data);
      void queryClient.invalidateQueries({ queryKey: ["staff-pay"] });
      notify?.({ type: "success", message: "Staff settings saved" });
    },
    onError: (err) => {
      const field = (err as { field?: string }).field;
      if (field) form.setFields([{ name: field as keyof FormValues, errors: [errorMessage(err)] }]);
      notify?.({ type: "error", message: "Settings not saved", description: errorMessage(err) });
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
        Staff Settings
      </Typography.Title>
      {query.isError ? (
        <Alert type="error" showIcon message="Settings could not be loaded" description={errorMessage(query.error)} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Card title="Salary calculation" style={{ height: "100%" }}>
                <Form.Item name="month_basis" label="A month's salary is divided by" extra="Per-day rate = monthly salary ÷ these days; pay = rate × payable days.">
                  <Radio.Group
                    options={[
                      { value: "calendar", label: "Days in the month" },
                      { value: "30", label: "30 days" },
                      { value: "26", label: "26 days (weekly offs unpaid)" },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="hours_per_day" label="Working hours per day (hourly staff)" rules={[{ required: true, type: "number", min: 1, max: 16, message: "Hours must be 1 to 16" }]}>
                  <InputNumber min={1} max={16} step={0.5} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="salary_day" label="Salary paid on day" rules={[{ required: true, type: "number", min: 1, max: 28, message: "Pick a day from 1 to 28" }]}>
                  <InputNumber min={1} max={28} style={{ width: 220 }} suffix="of the month" />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Shift and weekly off" style={{ height: "100%" }}>
                <Form.Item label="Shift timing" required>
                  <Space.Compact>
                    <Form.Item name="shift_start" noStyle rules={[{ required: true, message: "Shift start is required" }]}>
                      <DateInput kind="time" allowClear={false} aria-label="Shift starts" />
                    </Form.Item>
                    <Form.Item name="shift_end" noStyle rules={[{ required: true, message: "Shift end is required" }]}>
                      <DateInput kind="time" allowClear={false} aria-label="Shift ends" />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Form.Item name="late_after_minutes" label="Late after (minutes past shift start)" rules={[{ required: true, type: "number", min: 0, max: 240, message: "0 to 240 minutes" }]}>
                  <InputNumber min={0} max={240} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="weekly_off" label="Weekly off">
                  <Select options={WEEKDAYS.map((d) => ({ value: d, label: d === "None" ? "No weekly off" : d }))} style={{ width: 200 }} />
                </Form.Item>
              </Card>
            </Col>
          </Row>
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={mutation.isPending}>
              Save settings
            </Button>
          </Flex>
        </Form>
      )}
      <TeamAccessCard />
    </Flex>
  );
}
