import { useState } from "react";
import { Button, Empty, Flex, Form, Input, InputNumber, Popconfirm } from "antd";
import { Typography } from "../../ui/Typography";
import { DateInput } from "../../ui/DateInput";
import { DataTable } from "../../ui/DataTable";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useCreate, useDelete, useList } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { PayItemKind } from "../../../resources/staff";
import { formatRupees } from "../../../resources/money";
import { formatDate } from "../../engine/relative-time";
import { useBusiness } from "../../business/BusinessContext";
import { todayIst } from "./api";

interface PayItem {
  id: number;
  date: string;
  amount: number;
  hours: number | null;
  description: string;
}

const WORDS: Record<PayItemKind, { title: string; hint: string; placeholder: string }> = {
  allowance: { title: "Allowances", hint: "Travel, food, mobile or other allowances added to this month's pay.", placeholder: "Travel allowance" },
  bonus: { title: "Bonuses", hint: "Festival or performance bonus added to pay.", placeholder: "Diwali bonus" },
  payment: { title: "Payments & advances", hint: "Salary paid and advances given: they reduce the balance to pay.", placeholder: "Salary for October (UPI)" },
  deduction: { title: "Deductions", hint: "Fines, loan EMI or other amounts cut from pay.", placeholder: "Late coming fine" },
  overtime: { title: "Overtime", hint: "Extra hours and what you pay for them.", placeholder: "Sunday extra shift" },
};

/** One pay item kind of one staff member: the list, its total and a quick add form. */
export function PayItemsTab({ staffId, kind }: { staffId: number; kind: PayItemKind }) {
  const [form] = Form.useForm();
  const { businessId } = useBusiness();
  const queryClient = useQueryClient();
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
  const words = WORDS[kind];

  // The header's pay summary is computed on the server from these items.
  const refreshPay = () => void queryClient.invalidateQueries({ queryKey: ["staff-pay"] });

  const add = (values: { date: string; amount: number; hours?: number; description: string }) =>
    create(
      {
        resource: "staff_pay_items",
        values: { staff_id: staffId, kind, date: values.date, amount: values.amount, hours: values.hours ?? null, description: values.description },
        successNotification: () => ({ type: "success", message: `${words.title.replace(/s$/, "")} added` }),
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
      <Typography.Text type="secondary">{words.hint}</Typography.Text>
      <Form form={form} layout="inline" onFinish={add} initialValues={{ date: todayIst() }} style={{ rowGap: 8 }}>
        <Form.Item name="date" rules={[{ required: true, message: "Date is required" }]}>
          <DateInput allowClear={false} max={todayIst()} aria-label="Date" />
        </Form.Item>
        <Form.Item name="amount" rules={[{ required: true, message: "Amount is required" }, { type: "number", min: 1, message: "Amount must be at least ₹1" }]}>
          <InputNumber prefix="₹" placeholder="Amount" min={0} precision={2} style={{ width: 150 }} />
        </Form.Item>
        {kind === "overtime" && (
          <Form.Item name="hours" rules={[{ type: "number", min: 0.5, max: 24, message: "Hours must be 0.5 to 24" }]}>
            <InputNumber placeholder="Hours" step={0.5} style={{ width: 110 }} />
          </Form.Item>
        )}
        <Form.Item name="description" rules={[{ required: true, message: "Description is required" }]}>
          <Input placeholder={words.placeholder} style={{ width: 240 }} maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={creating} disabled={!businessId}>
          Add
        </Button>
      </Form>
      <DataTable<PayItem>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={result.data ?? []}
        locale={{ emptyText: <Empty description={`No ${words.title.toLowerCase()} yet`} /> }}
        pagination={{ current: page, pageSize: 10, total: result.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: "Date", dataIndex: "date", render: (v: string) => formatDate(v), width: 140 },
          { title: "Description", dataIndex: "description" },
          ...(kind === "overtime" ? [{ title: "Hours", dataIndex: "hours", width: 90, render: (v: number | null) => v ?? "—" }] : []),
          { title: "Amount", dataIndex: "amount", align: "right" as const, width: 140, render: (v: number) => formatRupees(Number(v)) },
          {
            title: "",
            key: "actions",
            width: 60,
            render: (_: unknown, row: PayItem) => (
              <Popconfirm title="Delete this entry?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove({ resource: "staff_pay_items", id: row.id }, { onSuccess: refreshPay })}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Delete" />
              </Popconfirm>
            ),
          },
        ]}
        summary={() =>
          result.data?.length ? (
            <DataTable.SummaryRow>
              <DataTable.SummaryCell index={0} colSpan={kind === "overtime" ? 3 : 2}>
                <Typography.Text strong>Total on this page</Typography.Text>
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
