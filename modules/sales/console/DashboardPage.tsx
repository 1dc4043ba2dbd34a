import { useState } from "react";
import { Alert, Button, Card, Col, Row, Space, Statistic } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { salesApi } from "./api";
import { BarChart } from "./BarChart";
import { RangeBar } from "./RangeBar";
import { fillDays, presetRange, rupees, showDate, type DateRange } from "./format";
import { ledgerPath, newPath } from "./paths";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

export default function SalesDashboardPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("sales");
  const [range, setRange] = useState<DateRange>(presetRange("month"));
  const q = useQuery({ queryKey: ["sales-dashboard", range], queryFn: () => salesApi.report("dashboard", range) });
  const d = q.data;
  return (
    <div>
      <Space style={{ justifyContent: "space-between", width: "100%", marginBottom: 12 }} wrap>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>{t("dashboard.title")}</Typography.Title>
        <Space className="no-print">
          <Button type="primary" onClick={() => navigate(newPath("sale"))}>{t("common.newSale")}</Button>
          <Button onClick={() => navigate(newPath("purchase"))}>{t("common.newPurchase")}</Button>
        </Space>
      </Space>
      <RangeBar range={range} onChange={setRange} />
      {q.isError && <Alert type="error" showIcon message={(q.error as { message?: string }).message} />}
      <Row gutter={[16, 16]} className="sales-cards">
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("dashboard.sales", { count: d?.sales_count ?? 0 })} value={rupees(d?.sales)} data-testid="dash-sales" /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("dashboard.purchases", { count: d?.purchases_count ?? 0 })} value={rupees(d?.purchases)} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("dashboard.toReceive", { count: d?.debtors ?? 0 })} value={rupees(d?.receivable)} valueStyle={{ color: "#2b7a0b" }} /></Card></Col>
        <Col xs={12} lg={6}><Card loading={q.isLoading}><Statistic title={t("dashboard.toPay", { count: d?.creditors ?? 0 })} value={rupees(d?.payable)} valueStyle={{ color: "#cf1322" }} /></Card></Col>
      </Row>
      {d && d.low_stock > 0 && (
        <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t("dashboard.lowStock", { count: d.low_stock })} action={<Link to="/sales&purchase/product_management">{t("dashboard.seeProducts")}</Link>} />
      )}
      <Card title={t("dashboard.daily")} style={{ marginTop: 16 }} loading={q.isLoading}>
        <BarChart label={t("dashboard.daily")} points={fillDays(d?.daily ?? [], range).map((x) => ({ key: x.date, label: showDate(x.date).slice(0, 6), value: x.total }))} />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title={t("common.topProducts")} loading={q.isLoading}>
            <DataTable size="small" pagination={false} rowKey={(r) => String(r.product_id)} dataSource={d?.top_products ?? []} locale={{ emptyText: t("dashboard.noSales") }}
              columns={[{ title: t("common.product"), dataIndex: "name" }, { title: t("common.qty"), dataIndex: "qty", align: "right" }, { title: t("common.sales"), dataIndex: "total", align: "right", render: rupees }]} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("common.topParties")} loading={q.isLoading}>
            <DataTable size="small" pagination={false} rowKey={(r) => String(r.party_id)} dataSource={d?.top_parties ?? []} locale={{ emptyText: t("dashboard.noSales") }}
              columns={[{ title: t("common.party"), dataIndex: "name", render: (n, r) => (r.party_id ? <Link to={ledgerPath(r.party_id)}>{n}</Link> : n) }, { title: t("common.invoices"), dataIndex: "count", align: "right" }, { title: t("common.sales"), dataIndex: "total", align: "right", render: rupees }]} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
