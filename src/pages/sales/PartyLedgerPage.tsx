import { Alert, Button, Card, Col, Empty, Row, Space, Statistic } from "antd";
import { Typography } from "../../ui/Typography";
import { DataTable } from "../../ui/DataTable";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { salesApi, type Ledger } from "./api";
import { PartySelect } from "./pickers";
import { downloadCsv, rupees, showDate, stateName } from "./format";
import { ledgerPath, newPath, printPath } from "./paths";
import "./sales.css";

/** Every party with what it owes or is owed, biggest first, each a link to its ledger. */
function PartyBalances() {
  const q = useQuery({ queryKey: ["sales-parties", "balances"], queryFn: () => salesApi.parties("", 100) });
  const rows = [...(q.data ?? [])].sort((a, b) => b.to_receive + b.to_pay - (a.to_receive + a.to_pay));
  return (
    <DataTable
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description="No parties yet: add one under Manage Party" /> }}
      columns={[
        { title: "Party", dataIndex: "name", render: (n, p) => <Link to={ledgerPath(p.id)}>{n}</Link> },
        { title: "Type", dataIndex: "party_type" },
        { title: "Mobile", dataIndex: "phone" },
        { title: "To receive", dataIndex: "to_receive", align: "right", render: (v: number) => (v ? <span style={{ color: "#2b7a0b" }}>{rupees(v)}</span> : "") },
        { title: "To pay", dataIndex: "to_pay", align: "right", render: (v: number) => (v ? <span style={{ color: "#cf1322" }}>{rupees(v)}</span> : "") },
      ]}
    />
  );
}

/** A party's ledger with its running balance, and where to go next (sale, purchase, payment). */
export default function PartyLedgerPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const ledger = useQuery({ queryKey: ["sales-ledger", id], queryFn: () => salesApi.ledger(id!), enabled: Boolean(id) });
  const l = ledger.data;
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">Party Ledger</Typography.Title>
      <div style={{ maxWidth: 480, marginBottom: 16 }} className="no-print">
        <PartySelect aria-label="Party" value={id ? Number(id) : null} onChange={(p) => p && navigate(ledgerPath(p))} />
      </div>
      {!id && <PartyBalances />}
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
            <Col xs={12} md={5}><Card size="small"><Statistic title="To receive" value={rupees(l.to_receive)} valueStyle={{ color: l.to_receive ? "#2b7a0b" : undefined }} data-testid="ledger-receive" /></Card></Col>
            <Col xs={12} md={5}><Card size="small"><Statistic title="To pay" value={rupees(l.to_pay)} valueStyle={{ color: l.to_pay ? "#cf1322" : undefined }} /></Card></Col>
            <Col xs={24} md={6}>
              <Space direction="vertical" className="no-print">
                <Button type="primary" onClick={() => navigate(newPath("sale", l.party.id))}>+ Sale to this party</Button>
                <Button onClick={() => navigate(newPath("purchase", l.party.id))}>+ Purchase from this party</Button>
                <Space>
                  <Button onClick={() => navigate(`/sales&purchase/Sale/payment_in?party_id=${l.party.id}`)}>Payment in</Button>
                  <Button onClick={() => navigate(`/sales&purchase/purchase/payment_out?party_id=${l.party.id}`)}>Payment out</Button>
                </Space>
              </Space>
            </Col>
          </Row>
          <Space className="no-print" style={{ marginBottom: 8 }}>
            <Button onClick={() => downloadCsv(`ledger-${l.party.name}.csv`, ["Date", "Entry", "Number", "Debit", "Credit", "Balance"], [["", "Opening balance", "", "", "", l.opening_balance], ...l.entries.map((e) => [e.date, e.label, e.number, e.debit, e.credit, e.balance])])}>Export CSV</Button>
            <Button onClick={() => window.print()}>Print</Button>
          </Space>
          <DataTable<Ledger["entries"][number] & { key: string }>
            size="small"
            pagination={false}
            dataSource={[
              { key: "opening", date: "", type: "opening", label: "Opening balance", doc_id: 0, number: "", debit: 0, credit: 0, balance: l.opening_balance },
              ...l.entries.map((e, i) => ({ ...e, key: String(i) })),
            ]}
            columns={[
              { title: "Date", dataIndex: "date", render: (d) => (d ? showDate(d) : "") },
              { title: "Entry", dataIndex: "label" },
              {
                title: "Number",
                dataIndex: "number",
                render: (n, e) => (e.type === "sale" || e.type === "purchase" ? <Link to={printPath(e.type, e.doc_id)}>{n}</Link> : n),
              },
              { title: "Debit (they owe)", dataIndex: "debit", align: "right", render: (v) => (v ? rupees(v) : "") },
              { title: "Credit", dataIndex: "credit", align: "right", render: (v) => (v ? rupees(v) : "") },
              { title: "Balance", dataIndex: "balance", align: "right", render: (v: number) => <span style={{ color: v < 0 ? "#cf1322" : undefined }}>{rupees(Math.abs(v))} {v > 0 ? "Dr" : v < 0 ? "Cr" : ""}</span> },
            ]}
          />
        </>
      )}
    </div>
  );
}
