import { useEffect, useState } from "react";
import { Alert, Button, Card, Drawer, Input, InputNumber, Popconfirm, Select, Space, Statistic, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { salesApi, type DocRow, type PaymentRow, type PayMode } from "./api";
import { PartySelect } from "./pickers";
import { RangeBar } from "./RangeBar";
import { downloadCsv, presetRange, rupees, showDate, today, type DateRange } from "./format";
import { ledgerPath, printPath } from "./paths";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

const PAGE = 20;

function PaymentForm({ direction, partyId: initialParty, onDone }: { direction: "in" | "out"; partyId?: number; onDone: () => void }) {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const [partyId, setPartyId] = useState<number | null>(initialParty ?? null);
  const [date, setDate] = useState(today());
  const [amount, setAmount] = useState<number | null>(null);
  const [mode, setMode] = useState<PayMode>("cash");
  const [reference, setReference] = useState("");
  const [alloc, setAlloc] = useState<Record<number, number | null>>({});
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = direction === "in" ? "sale" : "purchase";
  const docs = useQuery({ queryKey: ["sales-open", kind, partyId], queryFn: () => salesApi.open(kind, partyId!), enabled: Boolean(partyId) });

  // A typed amount settles the oldest open documents first; each allocation can then be changed.
  useEffect(() => {
    if (!docs.data) return;
    let left = Math.round((amount ?? 0) * 100);
    const next: Record<number, number | null> = {};
    for (const d of docs.data) {
      const take = Math.min(left, Math.round(d.balance * 100));
      next[d.id] = take > 0 ? take / 100 : null;
      left -= Math.max(0, take);
    }
    setAlloc(next);
  }, [amount, docs.data]);

  const allocated = Object.values(alloc).reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0) / 100;

  async function submit() {
    setError(null);
    setSaving(true);
    try {
      const res = await salesApi.pay(direction, {
        party_id: partyId!,
        date,
        amount: amount ?? 0,
        mode,
        reference: reference || undefined,
        allocations: Object.entries(alloc).flatMap(([id, v]) => (v ? [{ invoice_id: Number(id), amount: v }] : [])),
      });
      open?.({ type: "success", message: res.message, description: t(`payments.${direction}.done`, { amount: rupees(amount ?? 0) }) });
      onDone();
    } catch (err) {
      const e = err as { message?: string; field?: string };
      setError({ message: e.message ?? t("common.couldNotSave"), field: e.field });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Space direction="vertical" style={{ width: "100%" }} size="middle">
      {error && <Alert type="error" showIcon message={error.message} data-testid="payment-error" />}
      <div>
        <label className="sales-label" htmlFor="payment-party">{t("common.party")}</label>
        <PartySelect id="payment-party" value={partyId} onChange={setPartyId} />
      </div>
      <Space wrap>
        <div>
          <label className="sales-label" htmlFor="payment-date">{t("common.date")}</label>
          <DateInput id="payment-date" value={date} allowClear={false} onChange={(d) => d && setDate(d)} aria-label={t("payments.date")} />
        </div>
        <div>
          <label className="sales-label" htmlFor="payment-amount">{t("payments.amountRupees")}</label>
          <InputNumber id="payment-amount" value={amount} min={0} precision={2} onChange={setAmount} status={error?.field === "amount" ? "error" : undefined} aria-label={t("payments.amount")} style={{ width: 160 }} />
        </div>
        <div>
          <label className="sales-label" htmlFor="payment-mode">{t("common.mode")}</label>
          <Select id="payment-mode" value={mode} onChange={setMode} style={{ width: 120 }} options={[{ value: "cash", label: t("common.cash") }, { value: "upi", label: "UPI" }, { value: "bank", label: t("common.bank") }, { value: "cheque", label: t("common.cheque") }]} aria-label={t("common.mode")} />
        </div>
        {mode !== "cash" && (
          <div>
            <label className="sales-label" htmlFor="payment-reference">{t(mode === "cheque" ? "payments.chequeNo" : mode === "bank" ? "payments.utr" : "payments.upiRef")}</label>
            <Input id="payment-reference" value={reference} onChange={(e) => setReference(e.target.value)} status={error?.field === "reference" ? "error" : undefined} />
          </div>
        )}
      </Space>
      {partyId && (
        <DataTable<DocRow>
          size="small"
          rowKey="id"
          loading={docs.isLoading}
          pagination={false}
          dataSource={docs.data ?? []}
          locale={{ emptyText: t(`payments.${direction}.noneOpen`) }}
          columns={[
            { title: t(direction === "in" ? "common.invoice" : "common.bill"), dataIndex: "number" },
            { title: t("common.date"), dataIndex: "date", render: showDate },
            { title: t("payments.due"), dataIndex: "balance", align: "right", render: rupees },
            {
              title: t("payments.settleRupees"),
              render: (_, d) => <InputNumber size="small" min={0} max={d.balance} precision={2} value={alloc[d.id] ?? null} onChange={(v) => setAlloc((a) => ({ ...a, [d.id]: v }))} aria-label={t("payments.settle", { number: d.number })} />,
            },
          ]}
          footer={() => <span>{t("payments.settled", { settled: rupees(allocated), advance: rupees(Math.max(0, (amount ?? 0) - allocated)) })}</span>}
        />
      )}
      <Button type="primary" onClick={submit} loading={saving} disabled={!partyId} data-testid="save-payment">
        {t(`payments.${direction}.save`)}
      </Button>
    </Space>
  );
}

/** Payment in (from customers) or out (to suppliers), settling their open invoices or bills. */
export default function PaymentsPage({ direction }: { direction: "in" | "out" }) {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [range, setRange] = useState<DateRange>(presetRange("month"));
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState(Boolean(search.get("party_id")));
  const params = { ...range, _start: (page - 1) * PAGE, _end: page * PAGE };
  const list = useQuery({ queryKey: ["sales-payments", direction, params], queryFn: () => salesApi.payments(direction, params) });
  const title = t(`payments.${direction}.title`);
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: ["sales-payments"] });
    queryClient.invalidateQueries({ queryKey: ["sales-open"] });
    queryClient.invalidateQueries({ queryKey: ["sales-parties"] });
  };

  return (
    <div>
      <Space style={{ justifyContent: "space-between", width: "100%", marginBottom: 12 }}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
        <Button type="primary" onClick={() => setDrawer(true)} data-testid="new-payment">
          {t(`payments.${direction}.new`)}
        </Button>
      </Space>
      <RangeBar
        range={range}
        onChange={(r) => { setRange(r); setPage(1); }}
        onCsv={() =>
          downloadCsv(`payment-${direction}-${range.from}-to-${range.to}.csv`, ["Date", "Party", "Amount", "Mode", "Reference", "Settled"], (list.data?.data ?? []).map((p) => [p.date, p.party_name, p.amount, p.mode, p.reference, p.allocations.map((a) => `${a.number}: ${a.amount}`).join("; ")]))
        }
      />
      {list.data && <Card size="small" style={{ display: "inline-block", marginBottom: 12 }}><Statistic title={t("payments.count", { count: list.data.total })} value={rupees(list.data.sum)} /></Card>}
      {list.isError && <Alert type="error" showIcon message={(list.error as { message?: string }).message} />}
      <DataTable<PaymentRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t("payments.none") }}
        stackOnPhone={{ beside: "amount" }}
        pagination={{ current: page, pageSize: PAGE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t("common.date"), dataIndex: "date", render: showDate },
          { title: t("common.party"), dataIndex: "party_name", render: (v, p) => <Link to={ledgerPath(p.party_id)}>{v}</Link> },
          { title: t("common.amount"), dataIndex: "amount", align: "right", render: rupees },
          { title: t("common.mode"), dataIndex: "mode", render: (m, p) => <span><Tag>{String(m).toUpperCase()}</Tag>{p.reference}</span> },
          {
            title: t("payments.settles"),
            render: (_, p) => (
              <Space size={4} wrap>
                {p.allocations.map((a) => <Link key={a.invoice_id} to={printPath(direction === "in" ? "sale" : "purchase", a.invoice_id)}><Tag color="blue">{a.number}: {rupees(a.amount)}</Tag></Link>)}
                {p.unallocated > 0 && <Tag>{t("payments.advance", { amount: rupees(p.unallocated) })}</Tag>}
              </Space>
            ),
          },
          {
            title: "",
            render: (_, p) => (
              <Popconfirm
                title={t("payments.deleteTitle")}
                description={t("payments.deleteDescription")}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    open?.({ type: "success", message: (await salesApi.removePayment(direction, p.id)).message });
                    refresh();
                  } catch (err) {
                    open?.({ type: "error", message: (err as { message?: string }).message ?? t("common.couldNotDelete") });
                  }
                }}
              >
                <Button size="small" danger>{t("common.delete")}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Drawer title={t(`payments.${direction}.drawer`)} open={drawer} onClose={() => setDrawer(false)} width={560} destroyOnHidden>
        <PaymentForm direction={direction} partyId={search.get("party_id") ? Number(search.get("party_id")) : undefined} onDone={() => { setDrawer(false); refresh(); }} />
      </Drawer>
    </div>
  );
}
