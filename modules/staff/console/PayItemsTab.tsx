import { useState } from "react";
import { Button, Empty, Flex, Form, Input, InputNumber, Popconfirm } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useCreate, useDelete, useList } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { PayItemKind } from "../resources";
import { formatRupees } from "../../../resources/money";
import { formatDate } from "../../../src/engine/relative-time";
import { useBusiness } from "../../../src/business/BusinessContext";
import { useTranslation } from "../../../src/i18n/use-translation";
import { todayIst } from "./api";

interface PayItem {
  id: number;
  date: string;
  amount: number;
  hours: number | null;
  description: string;
}

/** One pay item kind of one staff member: the list, its total and a quick add form. */
export function PayItemsTab({ staffId, kind }: { staffId: number; kind: PayItemKind }) {
  const [form] = Form.useForm();
  const { businessId } = useBusiness();
  const queryClient = useQueryClient();
  const { t } = useTranslation("staff");
  const [page, setPage] = useState(1);
  const { result, query } = useList<PayItem>({
    resource: "staff_pay_items",
    filters: [
      { field: "staff_id", operator: "eq", value: staffId },
      { field: "kind", operator: "eq", value: kind },
    ],
    sorters: [{ field: "date", order: "desc" }],
    pagination: { currentPage: page, pageSize: 10 },
  });
  const { mutate: create, mutation: createMutation } = useCreate();
  const creating = createMutation.isPending;
  const { mutate: remove } = useDelete();

  // The header's pay summary is computed on the server from these items.
  const refreshPay = () => void queryClient.invalidateQueries({ queryKey: ["staff-pay"] });

  const add = (values: { date: string; amount: number; hours?: number; description: string }) =>
    create(
      {
        resource: "staff_pay_items",
        values: { staff_id: staffId, kind, date: values.date, amount: values.amount, hours: values.hours ?? null, description: values.description },
        successNotification: () => ({ type: "success", message: t(`payItems.${kind}.added`) }),
      },
      {
        onSuccess: () => {
          form.resetFields(["amount", "hours", "description"]);
          refreshPay();
        },
        onError: (err) => {
          const field = (err as { field?: string })?.field;
          if (field) form.setFields([{ name: field, errors: [err.message] }]);
        },
      },
    );

  const total = (result.data ?? []).reduce((s, r) => s + Number(r.amount), 0);
  return (
    <Flex vertical gap={16} data-testid={`pay-items-${kind}`}>
      <Typography.Text type="secondary">{t(`payItems.${kind}.hint`)}</Typography.Text>
      <Form form={form} layout="inline" onFinish={add} initialValues={{ date: todayIst() }} style={{ rowGap: 8 }}>
        <Form.Item name="date" rules={[{ required: true, message: t("payItems.dateRequired") }]}>
          <DateInput allowClear={false} max={todayIst()} aria-label={t("payItems.date")} />
        </Form.Item>
        <Form.Item name="amount" rules={[{ required: true, message: t("payItems.amountRequired") }, { type: "number", min: 1, message: t("payItems.amountMin") }]}>
          <InputNumber prefix="₹" placeholder={t("payItems.amount")} min={0} precision={2} style={{ width: 150 }} />
        </Form.Item>
        {kind === "overtime" && (
          <Form.Item name="hours" rules={[{ type: "number", min: 0.5, max: 24, message: t("payItems.hoursRange") }]}>
            <InputNumber placeholder={t("payItems.hours")} step={0.5} style={{ width: 110 }} />
          </Form.Item>
        )}
        <Form.Item name="description" rules={[{ required: true, message: t("payItems.descriptionRequired") }]}>
          <Input placeholder={t(`payItems.${kind}.placeholder`)} style={{ width: 240 }} maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={creating} disabled={!businessId}>
          {t("payItems.add")}
        </Button>
      </Form>
      <DataTable<PayItem>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={result.data ?? []}
        locale={{ emptyText: <Empty description={t(`payItems.${kind}.empty`)} /> }}
        pagination={{ current: page, pageSize: 10, total: result.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: t("payItems.date"), dataIndex: "date", render: (v: string) => formatDate(v), width: 140 },
          { title: t("payItems.description"), dataIndex: "description" },
          ...(kind === "overtime" ? [{ title: t("payItems.hours"), dataIndex: "hours", width: 90, render: (v: number | null) => v ?? "—" }] : []),
          { title: t("payItems.amount"), dataIndex: "amount", align: "right" as const, width: 140, render: (v: number) => formatRupees(Number(v)) },
          {
            title: "",
            key: "actions",
            width: 60,
            render: (_: unknown, row: PayItem) => (
              <Popconfirm title={t("payItems.deleteConfirm")} okText={t("payItems.delete")} okButtonProps={{ danger: true }} onConfirm={() => remove({ resource: "staff_pay_items", id: row.id }, { onSuccess: refreshPay })}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("payItems.delete")} />
              </Popconfirm>
            ),
          },
        ]}
        summary={() =>
          result.data?.length ? (
            <DataTable.SummaryRow>
              <DataTable.SummaryCell index={0} colSpan={kind === "overtime" ? 3 : 2}>
                <Typography.Text strong>{t("payItems.totalOnPage")}</Typography.Text>
              </DataTable.SummaryCell>
              <DataTable.SummaryCell index={1} align="right">
                <Typography.Text strong>{formatRupees(total)}</Typography.Text>
              </DataTable.SummaryCell>
              <DataTable.SummaryCell index={2} />
            </DataTable.SummaryRow>
          ) : null
        }
      />
    </Flex>
  );
}
