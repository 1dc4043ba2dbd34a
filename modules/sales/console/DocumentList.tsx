import { useState } from "react";
import { Alert, Button, Card, Input, Popconfirm, Segmented, Space, Statistic, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { salesApi, type DocKind, type DocRow } from "./api";
import { RangeBar } from "./RangeBar";
import { OutboxPanel } from "./OutboxPanel";
import { downloadCsv, presetRange, rupees, showDate, type DateRange } from "./format";
import { duplicatePath, editPath, newPath, printPath } from "./paths";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

const PAGE = 20;
/** The server's status words (reports.ts) and their keys. */
const STATUS_KEY: Record<string, string> = { Paid: "paid", Unpaid: "unpaid", "Partly paid": "partlyPaid", Cancelled: "cancelled" };

/** Sale invoices or purchase bills of a period: search, paid/unpaid filter, server pages, actions. */
export default function DocumentList({ kind }: { kind: DocKind }) {
  const navigate = useNavigate();
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DateRange>(presetRange("month"));
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<"all" | "open" | "paid">("all");
  const [page, setPage] = useState(1);
  const params = { ...range, q: q || undefined, status: status === "all" ? undefined : status, _start: (page - 1) * PAGE, _end: page * PAGE };
  const list = useQuery({ queryKey: ["sales-docs", kind, params], queryFn: () => salesApi.list(kind, params) });

  async function remove(row: DocRow) {
    try {
      const res = await salesApi.remove(kind, row.id);
      open?.({ type: "success", message: res.message, description: t("docs.deleted", { number: row.number }) });
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? t("common.couldNotDelete") });
    }
  }

  async function cancel(row: DocRow) {
    try {
      const res = await salesApi.cancel(kind, row.id);
      open?.({ type: "success", message: res.message, description: t("cancel.done") });
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? t("cancel.failed") });
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
          {t(`docs.${kind}.title`)}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(newPath(kind))} data-testid="new-document">
          {t(kind === "sale" ? "common.newSale" : "common.newPurchase")}
        </Button>
      </Space>
      {kind === "sale" && <OutboxPanel />}
      <RangeBar range={range} onChange={(r) => { setRange(r); setPage(1); }} onCsv={csv} />
      <Space style={{ margin: "12px 0" }} wrap>
        <Input.Search placeholder={t(`docs.${kind}.search`)} allowClear onSearch={(v) => { setQ(v); setPage(1); }} style={{ width: 280 }} />
        <Segmented value={status} onChange={(v) => { setStatus(v as typeof status); setPage(1); }} options={[{ value: "all", label: t("docs.all") }, { value: "open", label: t("docs.status.unpaid") }, { value: "paid", label: t("docs.status.paid") }]} />
      </Space>
      {list.data?.sums && (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Card size="small"><Statistic title={t(`docs.${kind}.total`, { count: list.data.total })} value={rupees(list.data.sums.total)} /></Card>
          <Card size="small"><Statistic title={t(kind === "sale" ? "common.toReceive" : "common.toPay")} value={rupees(list.data.sums.balance)} valueStyle={{ color: list.data.sums.balance > 0 ? "#cf1322" : undefined }} /></Card>
        </Space>
      )}
      {list.isError && <Alert type="error" showIcon message={(list.error as { message?: string }).message ?? t("common.couldNotLoad")} />}
      <DataTable<DocRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t(`docs.${kind}.empty`, { action: t(kind === "sale" ? "common.newSale" : "common.newPurchase") }) }}
        pagination={{ current: page, pageSize: PAGE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        stackOnPhone={{ beside: "total" }}
        columns={[
          { title: t("common.number"), dataIndex: "number", render: (v, r) => <Link to={printPath(kind, r.id)}>{v}</Link> },
          { title: t("common.date"), dataIndex: "date", render: showDate },
          { title: t("common.party"), dataIndex: "party_name" },
          { title: t("common.type"), dataIndex: "payment_type", render: (v) => <Tag>{t(v === "cash" ? "common.cash" : "common.credit").toUpperCase()}</Tag> },
          { title: t("common.total"), dataIndex: "total", align: "right", render: rupees },
          { title: t("common.balance"), dataIndex: "balance", align: "right", render: rupees },
          { title: t("common.status"), dataIndex: "status", render: (v) => <Tag color={v === "Paid" ? "green" : v === "Unpaid" ? "red" : v === "Cancelled" ? "default" : "orange"}>{STATUS_KEY[v] ? t(`docs.status.${STATUS_KEY[v]}`) : v}</Tag> },
          {
            title: "",
            render: (_, r) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => navigate(printPath(kind, r.id))}>{t("common.print")}</Button>
                {r.status !== "Cancelled" && <Button size="small" onClick={() => navigate(editPath(kind, r.id, r.payment_type))}>{t("common.edit")}</Button>}
                <Button size="small" onClick={() => navigate(duplicatePath(kind, r.id, r.payment_type))}>{t("docs.duplicate")}</Button>
                {kind === "sale" && r.balance > 0 && <Button size="small" onClick={() => navigate(`/sales&purchase/payment_links_and_send?invoice=${r.id}`)}>{t("docs.sendLink")}</Button>}
                {kind === "sale" ? (
                  // An issued invoice is cancelled, never deleted: its number stays in the series (CGST rule 46).
                  r.status !== "Cancelled" && (
                    <Popconfirm title={t("cancel.title", { number: r.number })} description={t("cancel.description")} okText={t("cancel.invoice")} cancelText={t("cancel.keep")} okButtonProps={{ danger: true }} onConfirm={() => cancel(r)}>
                      <Button size="small" danger>{t("cancel.short")}</Button>
                    </Popconfirm>
                  )
                ) : (
                  <Popconfirm title={t("docs.deleteTitle", { number: r.number })} description={t("docs.deleteDescription")} okText={t("common.delete")} okButtonProps={{ danger: true }} onConfirm={() => remove(r)}>
                    <Button size="small" danger>{t("common.delete")}</Button>
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
