import { useState } from "react";
import { Alert, Button, Card, Input, Popconfirm, Segmented, Space, Statistic, Tag } from "antd";
import { Typography } from "../../ui/Typography";
import { DataTable } from "../../ui/DataTable";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { salesApi, type DocKind, type DocRow } from "./api";
import { RangeBar } from "./RangeBar";
import { downloadCsv, presetRange, rupees, showDate, type DateRange } from "./format";
import { duplicatePath, editPath, newPath, printPath } from "./paths";
import "./sales.css";

const PAGE = 20;

/** Sale invoices or purchase bills of a period: search, paid/unpaid filter, server pages, actions. */
export default function DocumentList({ kind }: { kind: DocKind }) {
  const navigate = useNavigate();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DateRange>(presetRange("month"));
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<"all" | "open" | "paid">("all");
  const [page, setPage] = useState(1);
  const params = { ...range, q: q || undefined, status: status === "all" ? undefined : status, _start: (page - 1) * PAGE, _end: page * PAGE };
  const list = useQuery({ queryKey: ["sales-docs", kind, params], queryFn: () => salesApi.list(kind, params) });
  const noun = kind === "sale" ? "invoice" : "bill";

  async function remove(row: DocRow) {
    try {
      const res = await salesApi.remove(kind, row.id);
      open?.({ type: "success", message: res.message, description: `${row.number} deleted; stock and balances corrected` });
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? "Could not delete" });
    }
  }

  async function cancel(row: DocRow) {
    try {
      const res = await salesApi.cancel(kind, row.id);
      open?.({ type: "success", message: res.message, description: "Kept with its number; out of every total, stock put back" });
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? "Could not cancel" });
    }
  }

  async function csv() {
    const all = await salesApi.list(kind, { ...params, _start: 0, _end: 200 });
    downloadCsv(`${kind === "sale" ? "sale-invoices" : "purchase-bills"}-${range.from}-to-${range.to}.csv`, ["Number", "Date", "Party", "Type", "Total", "Paid", "Balance", "Status"], all.data.map((r) => [r.number, r.date, r.party_name, r.payment_type, r.total, r.paid, r.balance, r.status]));
  }

  return (
    <div>
      <Space style={{ justifyContent: "space-between", width: "100%", marginBottom: 12 }} wrap>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {kind === "sale" ? "Sale Invoices" : "Purchase Bills"}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(newPath(kind))} data-testid="new-document">
          {kind === "sale" ? "+ New Sale" : "+ New Purchase"}
        </Button>
      </Space>
      <RangeBar range={range} onChange={(r) => { setRange(r); setPage(1); }} onCsv={csv} />
      <Space style={{ margin: "12px 0" }} wrap>
        <Input.Search placeholder={`Search ${noun} number or party`} allowClear onSearch={(v) => { setQ(v); setPage(1); }} style={{ width: 280 }} />
        <Segmented value={status} onChange={(v) => { setStatus(v as typeof status); setPage(1); }} options={[{ value: "all", label: "All" }, { value: "open", label: "Unpaid" }, { value: "paid", label: "Paid" }]} />
      </Space>
      {list.data && (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Card size="small"><Statistic title={`Total (${list.data.total} ${noun}s)`} value={rupees(list.data.sums.total)} /></Card>
          <Card size="small"><Statistic title={kind === "sale" ? "To receive" : "To pay"} value={rupees(list.data.sums.balance)} valueStyle={{ color: list.data.sums.balance > 0 ? "#cf1322" : undefined }} /></Card>
        </Space>
      )}
      {list.isError && <Alert type="error" showIcon message={(list.error as { message?: string }).message ?? "Could not load"} />}
      <DataTable<DocRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: `No ${noun}s in this period. Create one with "${kind === "sale" ? "+ New Sale" : "+ New Purchase"}".` }}
        pagination={{ current: page, pageSize: PAGE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 900 }}
        columns={[
          { title: "Number", dataIndex: "number", render: (v, r) => <Link to={printPath(kind, r.id)}>{v}</Link> },
          { title: "Date", dataIndex: "date", render: showDate },
          { title: "Party", dataIndex: "party_name" },
          { title: "Type", dataIndex: "payment_type", render: (v) => <Tag>{String(v).toUpperCase()}</Tag> },
          { title: "Total", dataIndex: "total", align: "right", render: rupees },
          { title: "Balance", dataIndex: "balance", align: "right", render: rupees },
          { title: "Status", dataIndex: "status", render: (v) => <Tag color={v === "Paid" ? "green" : v === "Unpaid" ? "red" : v === "Cancelled" ? "default" : "orange"}>{v}</Tag> },
          {
            title: "",
            render: (_, r) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => navigate(printPath(kind, r.id))}>Print</Button>
                {r.status !== "Cancelled" && <Button size="small" onClick={() => navigate(editPath(kind, r.id, r.payment_type))}>Edit</Button>}
                <Button size="small" onClick={() => navigate(duplicatePath(kind, r.id, r.payment_type))}>Duplicate</Button>
                {kind === "sale" && r.balance > 0 && <Button size="small" onClick={() => navigate(`/sales&purchase/payment_links_and_send?invoice=${r.id}`)}>Send link</Button>}
                {kind === "sale" ? (
                  // An issued invoice is cancelled, never deleted: its number stays in the series (CGST rule 46).
                  r.status !== "Cancelled" && (
                    <Popconfirm title={`Cancel ${r.number}?`} description="It stays with its number, marked CANCELLED, and leaves every total; stock comes back." okText="Cancel invoice" cancelText="Keep" okButtonProps={{ danger: true }} onConfirm={() => cancel(r)}>
                      <Button size="small" danger>Cancel</Button>
                    </Popconfirm>
                  )
                ) : (
                  <Popconfirm title={`Delete ${r.number}?`} description="Stock and the party's balance are corrected." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(r)}>
                    <Button size="small" danger>Delete</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
