import { Alert, Button, Card, Col, Empty, Row, Space, Statistic } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { salesApi, type Ledger } from "./api";
import { PartySelect } from "./pickers";
import { downloadCsv, rupees, showDate, stateName } from "./format";
import { ledgerPath, newPath, printPath } from "./paths";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";
import { PartyAutoSwitch, RemindAllButton, RemindButton, ReminderLog } from "./Reminders";

/** Every party with what it owes or is owed, biggest first, each a link to its ledger. */
function PartyBalances() {
  const { t } = useTranslation("sales");
  const q = useQuery({ queryKey: ["sales-parties", "balances"], queryFn: () => salesApi.parties("", 100) });
  const rows = [...(q.data ?? [])].sort((a, b) => b.to_receive + b.to_pay - (a.to_receive + a.to_pay));
  return (
    <DataTable
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t("ledger.noParties")} /> }}
      stackOnPhone
      columns={[
        { title: t("common.party"), dataIndex: "name", render: (n, p) => <Link to={ledgerPath(p.id)}>{n}</Link> },
        { title: t("common.type"), dataIndex: "party_type" },
        { title: t("common.mobile"), dataIndex: "phone" },
        { title: t("common.toReceive"), dataIndex: "to_receive", align: "right", render: (v: number) => (v ? <span style={{ color: "#2b7a0b" }}>{rupees(v)}</span> : "") },
        { title: t("common.toPay"), dataIndex: "to_pay", align: "right", render: (v: number) => (v ? <span style={{ color: "#cf1322" }}>{rupees(v)}</span> : "") },
        { title: t("remind.column"), key: "remind", render: (_: unknown, p) => <RemindButton party={p} /> },
      ]}
    />
  );
}

/** A party's ledger with its running balance, and where to go next (sale, purchase, payment). */
export default function PartyLedgerPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation("sales");
  // The entry's kind in the reader's language; the server's English label for a kind these words lack.
  const entryLabel = (type: string, label: string) => t(`ledger.kinds.${type}`, { defaultValue: label });
  const ledger = useQuery({ queryKey: ["sales-ledger", id], queryFn: () => salesApi.ledger(id!), enabled: Boolean(id) });
  const l = ledger.data;
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{t("ledger.title")}</Typography.Title>
      <div style={{ maxWidth: 480, marginBottom: 16 }} className="no-print">
        <PartySelect aria-label={t("common.party")} value={id ? Number(id) : null} onChange={(p) => p && navigate(ledgerPath(p))} />
      </div>
      {!id && (
        <>
          <Space wrap className="no-print" style={{ marginBottom: 12 }}>
            <RemindAllButton />
          </Space>
          <PartyBalances />
          <Card title={t("remind.logTitle")} size="small" style={{ marginTop: 16 }} className="no-print">
            <ReminderLog />
          </Card>
        </>
      )}
      {ledger.isError && <Alert type="error" showIcon message={(ledger.error as { message?: string }).message} />}
      {ledger.isLoading && id && <Card loading />}
      {l && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} md={8}>
              <Card size="small">
                <div className="inv-biz" style={{ fontWeight: 600, fontSize: 16 }}>{l.party.name}</div>
                <div>{l.party.party_type}{l.party.phone ? ` · ${l.party.phone}` : ""}</div>
                {l.party.gstin && <div>GSTIN {l.party.gstin}</div>}
                {l.party.state_code && <div>{stateName(l.party.state_code)}</div>}
              </Card>
            </Col>
            <Col xs={12} md={5}><Card size="small"><Statistic title={t("common.toReceive")} value={rupees(l.to_receive)} valueStyle={{ color: l.to_receive ? "#2b7a0b" : undefined }} data-testid="ledger-receive" /></Card></Col>
            <Col xs={12} md={5}><Card size="small"><Statistic title={t("common.toPay")} value={rupees(l.to_pay)} valueStyle={{ color: l.to_pay ? "#cf1322" : undefined }} /></Card></Col>
            <Col xs={24} md={6}>
              <Space direction="vertical" className="no-print">
                <RemindButton party={{ ...l.party, to_receive: l.to_receive }} />
                <Button type="primary" onClick={() => navigate(newPath("sale", l.party.id))}>{t("ledger.saleTo")}</Button>
                <Button onClick={() => navigate(newPath("purchase", l.party.id))}>{t("ledger.purchaseFrom")}</Button>
                <Space wrap>
                  <Button onClick={() => navigate(`/sales&purchase/Sale/payment_in?party_id=${l.party.id}`)}>{t("ledger.paymentIn")}</Button>
                  <Button onClick={() => navigate(`/sales&purchase/purchase/payment_out?party_id=${l.party.id}`)}>{t("ledger.paymentOut")}</Button>
                </Space>
              </Space>
            </Col>
          </Row>
          <Card title={t("remind.logTitle")} size="small" style={{ marginBottom: 16 }} className="no-print" extra={<PartyAutoSwitch partyId={l.party.id} />}>
            <ReminderLog partyId={l.party.id} />
          </Card>
          <Space className="no-print" style={{ marginBottom: 8 }}>
            <Button onClick={() => downloadCsv(`ledger-${l.party.name}.csv`, ["Date", "Entry", "Number", "Debit", "Credit", "Balance"], [["", t("ledger.opening"), "", "", "", l.opening_balance], ...l.entries.map((e) => [e.date, entryLabel(e.type, e.label), e.number, e.debit, e.credit, e.balance])])}>{t("common.exportCsv")}</Button>
            <Button onClick={() => window.print()}>{t("common.print")}</Button>
          </Space>
          <DataTable<Ledger["entries"][number] & { key: string }>
            size="small"
            pagination={false}
            dataSource={[
              { key: "opening", date: "", type: "opening", label: t("ledger.opening"), doc_id: 0, number: "", debit: 0, credit: 0, balance: l.opening_balance },
              ...l.entries.map((e, i) => ({ ...e, key: String(i) })),
            ]}
            columns={[
              { title: t("common.date"), dataIndex: "date", render: (d) => (d ? showDate(d) : "") },
              { title: t("ledger.entry"), dataIndex: "label", render: (label: string, e) => entryLabel(e.type, label) },
              {
                title: t("common.number"),
                dataIndex: "number",
                render: (n, e) => (e.type === "sale" || e.type === "purchase" ? <Link to={printPath(e.type, e.doc_id)}>{n}</Link> : n),
              },
              { title: t("ledger.debit"), dataIndex: "debit", align: "right", render: (v) => (v ? rupees(v) : "") },
              { title: t("ledger.credit"), dataIndex: "credit", align: "right", render: (v) => (v ? rupees(v) : "") },
              { title: t("common.balance"), dataIndex: "balance", align: "right", render: (v: number) => <span style={{ color: v < 0 ? "#cf1322" : undefined }}>{rupees(Math.abs(v))} {v > 0 ? t("ledger.dr") : v < 0 ? t("ledger.cr") : ""}</span> },
            ]}
          />
        </>
      )}
    </div>
  );
}
