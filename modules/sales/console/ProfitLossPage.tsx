import { useState } from "react";
import { Alert, Card, Col, Descriptions, Row, Statistic } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { salesApi } from "./api";
import { BarChart } from "./BarChart";
import { RangeBar } from "./RangeBar";
import { downloadCsv, presetRange, rupees, showDate, type DateRange } from "./format";
import { ledgerPath } from "./paths";
import { displayLocale } from "../../../resources/locale-format";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

const monthLabel = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleDateString(displayLocale(), { month: "short", year: "2-digit", timeZone: "UTC" });

/** Profit & loss: sales (without GST) minus the cost of the goods sold at their purchase rates. */
export function ProfitLossPage() {
  const { t } = useTranslation("sales");
  const [range, setRange] = useState<DateRange>(presetRange("fy"));
  const q = useQuery({ queryKey: ["sales-pl", range], queryFn: () => salesApi.report("profit-loss", range) });
  const r = q.data;
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{t("pl.title")}</Typography.Title>
      <div className="print-only">{t("common.fromTo", { from: showDate(range.from), to: showDate(range.to) })}</div>
      <RangeBar
        range={range}
        onChange={setRange}
        onCsv={() => r && downloadCsv(`profit-loss-${range.from}-to-${range.to}.csv`, ["Month", "Sales (taxable)", "Cost of goods sold", "Gross profit"], [...r.monthly.map((m) => [m.month, m.revenue, m.cost, m.profit]), ["Total", r.revenue, r.cogs, r.gross_profit]])}
      />
      {q.isError && <Alert type="error" showIcon message={(q.error as { message?: string }).message} />}
      <Row gutter={[16, 16]} className="sales-cards">
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("pl.sales", { count: r?.sales_count ?? 0 })} value={rupees(r?.revenue)} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("pl.cogs")} value={rupees(r?.cogs)} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("pl.grossProfit")} value={rupees(r?.gross_profit)} valueStyle={{ color: (r?.gross_profit ?? 0) >= 0 ? "#2b7a0b" : "#cf1322" }} data-testid="pl-profit" /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("pl.margin")} value={`${r?.margin_percent ?? 0}%`} /></Card></Col>
      </Row>
      <Card title={t("pl.monthly")} style={{ marginTop: 16 }} loading={q.isLoading}>
        <BarChart label={t("pl.byMonth")} points={(r?.monthly ?? []).map((m) => ({ key: m.month, label: monthLabel(m.month), value: Math.max(0, m.profit) }))} />
        <DataTable size="small" rowKey="month" pagination={false} dataSource={r?.monthly ?? []} style={{ marginTop: 12 }} stackOnPhone={{ beside: "profit" }}
          columns={[{ title: t("pl.month"), dataIndex: "month", render: monthLabel }, { title: t("common.sales"), dataIndex: "revenue", align: "right", render: rupees }, { title: t("pl.cost"), dataIndex: "cost", align: "right", render: rupees }, { title: t("pl.profit"), dataIndex: "profit", align: "right", render: rupees }]} />
      </Card>
      {r && (
        // An amount stays on one line (at 390 px "₹1,405.66" broke after "₹1,405.6"); the label wraps instead.
        <Descriptions bordered size="small" column={1} style={{ marginTop: 16, maxWidth: 520 }} contentStyle={{ whiteSpace: "nowrap", textAlign: "right" }} title={t("pl.gstTitle")}>
          <Descriptions.Item label={t("pl.outputTax")}>{rupees(r.output_tax)}</Descriptions.Item>
          <Descriptions.Item label={t("pl.inputTax")}>{rupees(r.input_tax)}</Descriptions.Item>
          <Descriptions.Item label={t("pl.purchases")}>{rupees(r.purchases)}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

export function PartyProfitPage() {
  const { t } = useTranslation("sales");
  const [range, setRange] = useState<DateRange>(presetRange("fy"));
  const q = useQuery({ queryKey: ["sales-party-pl", range], queryFn: () => salesApi.report("party-profit", range) });
  const r = q.data;
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{t("pl.partyTitle")}</Typography.Title>
      <div className="print-only">{t("common.fromTo", { from: showDate(range.from), to: showDate(range.to) })}</div>
      <RangeBar
        range={range}
        onChange={setRange}
        onCsv={() => r && downloadCsv(`party-profit-${range.from}-to-${range.to}.csv`, ["Party", "Invoices", "Sales (taxable)", "Cost", "Profit"], [...r.parties.map((p) => [p.name, p.invoices, p.revenue, p.cost, p.profit]), ["Total", "", r.totals.revenue, r.totals.cost, r.totals.profit]])}
      />
      {q.isError && <Alert type="error" showIcon message={(q.error as { message?: string }).message} />}
      <Card loading={q.isLoading}>
        <BarChart label={t("pl.byParty")} points={(r?.parties ?? []).slice(0, 15).map((p) => ({ key: String(p.party_id), label: p.name.slice(0, 10), value: Math.max(0, p.profit) }))} />
        <DataTable size="small" rowKey={(p) => String(p.party_id)} dataSource={r?.parties ?? []} style={{ marginTop: 12 }} stackOnPhone={{ beside: "profit" }} pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t("pl.noSales") }}
          columns={[
            { title: t("common.party"), dataIndex: "name", render: (n, p) => (p.party_id ? <Link to={ledgerPath(p.party_id)}>{n}</Link> : n) },
            { title: t("common.invoices"), dataIndex: "invoices", align: "right" },
            { title: t("common.sales"), dataIndex: "revenue", align: "right", render: rupees },
            { title: t("pl.cost"), dataIndex: "cost", align: "right", render: rupees },
            { title: t("pl.profit"), dataIndex: "profit", align: "right", render: (v: number) => <span style={{ color: v < 0 ? "#cf1322" : "#2b7a0b" }}>{rupees(v)}</span> },
          ]}
          summary={() => r && (
            <DataTable.SummaryRow>
              <DataTable.SummaryCell index={0}><strong>{t("common.total")}</strong></DataTable.SummaryCell>
              <DataTable.SummaryCell index={1} />
              <DataTable.SummaryCell index={2} align="right"><strong>{rupees(r.totals.revenue)}</strong></DataTable.SummaryCell>
              <DataTable.SummaryCell index={3} align="right"><strong>{rupees(r.totals.cost)}</strong></DataTable.SummaryCell>
              <DataTable.SummaryCell index={4} align="right"><strong>{rupees(r.totals.profit)}</strong></DataTable.SummaryCell>
            </DataTable.SummaryRow>
          )}
        />
      </Card>
    </div>
  );
}
