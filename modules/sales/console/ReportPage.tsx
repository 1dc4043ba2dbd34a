import { useState } from "react";
import { Alert, Card, Col, Row, Statistic } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useQuery } from "@tanstack/react-query";
import { salesApi, type DocKind } from "./api";
import { BarChart } from "./BarChart";
import { RangeBar } from "./RangeBar";
import { downloadCsv, fillDays, presetRange, rupees, showDate, type DateRange } from "./format";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

/** Sales or purchase report: totals, GST by rate, day by day (chart and table), top products and parties. */
export default function ReportPage({ kind }: { kind: DocKind }) {
  const { t } = useTranslation("sales");
  const [range, setRange] = useState<DateRange>(presetRange("month"));
  const q = useQuery({ queryKey: ["sales-report", kind, range], queryFn: () => salesApi.report(kind === "sale" ? "sales" : "purchase", range) });
  const r = q.data;
  const title = t(`report.${kind}.title`);
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{title}</Typography.Title>
      <div className="print-only">{t("common.fromTo", { from: showDate(range.from), to: showDate(range.to) })}</div>
      <RangeBar
        range={range}
        onChange={setRange}
        onCsv={() =>
          r && downloadCsv(`${kind === "sale" ? "sales" : "purchase"}-report-${range.from}-to-${range.to}.csv`, ["Date", "Count", "Taxable", "GST", "Total", "Balance"], [
            ...r.daily.map((d) => [d.date, d.count, d.taxable, d.tax, d.total, d.balance]),
            ["Total", r.totals.count, r.totals.taxable, r.totals.tax, r.totals.total, r.totals.balance],
          ])
        }
      />
      {q.isError && <Alert type="error" showIcon message={(q.error as { message?: string }).message} />}
      <Row gutter={[16, 16]} className="sales-cards">
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t(`report.${kind}.count`)} value={r?.totals.count ?? 0} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("common.taxableValue")} value={rupees(r?.totals.taxable)} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("report.gst", { cgst: rupees(r?.totals.cgst), sgst: rupees(r?.totals.sgst), igst: rupees(r?.totals.igst) })} value={rupees(r?.totals.tax)} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("report.total", { balance: rupees(r?.totals.balance) })} value={rupees(r?.totals.total)} data-testid="report-total" /></Card></Col>
      </Row>
      <Card title={t("report.dayByDay")} style={{ marginTop: 16 }} loading={q.isLoading}>
        <BarChart label={title} color={kind === "sale" ? "#0b6e4f" : "#1d4ed8"} points={fillDays(r?.daily ?? [], range).map((d) => ({ key: d.date, label: showDate(d.date).slice(0, 6), value: d.total }))} />
        <DataTable size="small" rowKey="date" aria-label={t("report.dayByDay")} pagination={{ pageSize: 31, hideOnSinglePage: true }} dataSource={r?.daily ?? []} style={{ marginTop: 12 }} locale={{ emptyText: t("report.nothing") }} stackOnPhone={{ beside: "total" }}
          columns={[
            { title: t("common.date"), dataIndex: "date", render: showDate },
            { title: t("common.count"), dataIndex: "count", align: "right" },
            { title: t("common.taxable"), dataIndex: "taxable", align: "right", render: rupees },
            { title: "GST", dataIndex: "tax", align: "right", render: rupees },
            { title: t("common.total"), dataIndex: "total", align: "right", render: rupees },
            { title: t("common.balance"), dataIndex: "balance", align: "right", render: rupees },
          ]} />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={8}>
          <Card title={t("report.byRate")} loading={q.isLoading}>
            <DataTable size="small" pagination={false} rowKey="gst_rate" aria-label={t("report.byRate")} dataSource={r?.by_rate ?? []} columns={[{ title: t("common.rate"), dataIndex: "gst_rate", render: (v) => `${v}%` }, { title: t("common.taxable"), dataIndex: "taxable", align: "right", render: rupees }, { title: "GST", dataIndex: "tax", align: "right", render: rupees }]} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("common.topProducts")} loading={q.isLoading}>
            <DataTable size="small" pagination={false} rowKey={(x) => String(x.product_id)} aria-label={t("common.topProducts")} dataSource={r?.top_products ?? []} columns={[{ title: t("common.product"), dataIndex: "name" }, { title: t("common.qty"), dataIndex: "qty", align: "right" }, { title: t("common.total"), dataIndex: "total", align: "right", render: rupees }]} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("common.topParties")} loading={q.isLoading}>
            <DataTable size="small" pagination={false} rowKey={(x) => String(x.party_id)} aria-label={t("common.topParties")} dataSource={r?.top_parties ?? []} columns={[{ title: t("common.party"), dataIndex: "name" }, { title: t("common.count"), dataIndex: "count", align: "right" }, { title: t("common.total"), dataIndex: "total", align: "right", render: rupees }]} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
