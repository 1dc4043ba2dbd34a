import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag } from "antd";
import { formatNumber } from "../../../resources/locale-format";
import { useTranslation } from "../../../src/i18n/use-translation";
import { Typography } from "../../../src/ui/Typography";
import { QrcodeOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../../src/business/BusinessContext";
import { STATUS_COLOR, STATUS_LABEL, fetchSummary, formatShortDateTime, type QrPayment } from "./api";
import { CHART_ASPECT, SevenDayChart } from "./SevenDayChart";
import { SoundAlertsSwitch } from "../../../src/layout/SoundAlertsSwitch";
import { useAllowed } from "../../../src/access/useAccess";
import { STORAGE, read } from "../../../providers/storage";
import "./dashboard.css";


/** /galla/Dashboard: what came in on the business QR today, this month and over the last 7 days. */
export default function DashboardPage() {
  const { businessId, current, balance } = useBusiness();
  const { t } = useTranslation();
  const canTopUp = useAllowed("wallet", "create");
  const count = (n: number) => t("dashboard.payments", { count: n, formatted: formatNumber(n) });
  const summary = useQuery({
    queryKey: ["payments-summary", businessId],
    queryFn: () => fetchSummary(businessId!),
    enabled: Boolean(businessId),
    refetchInterval: 60_000,
  });

  // Until the list of businesses arrives, the name this device keeps for the chosen one: the title is whole
  // at its first paint, rather than growing a line or two later and pushing the page down (issue 24: a
  // repeat visit's layout shift, 0.06 on a phone).
  const name = current?.business_name ?? read(STORAGE.businessName);
  const s = summary.data;
  const empty = s && s.recent.length === 0 && s.month.count === 0;

  return (
    <Flex vertical gap={16} data-testid="payments-dashboard">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {t("dashboard.title")}
        {name ? ` · ${name}` : ""}
      </Typography.Title>
      <SoundAlertsSwitch />
      {summary.isError && <Alert type="error" showIcon message={t("dashboard.couldNotLoad")} description={(summary.error as { message?: string })?.message} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <SummaryCard title={t("dashboard.today")} figure={s?.today} count={count} testId="today-collections" />
        </Col>
        <Col xs={24} md={8}>
          <SummaryCard title={t("dashboard.month")} figure={s?.month} count={count} testId="month-collections" />
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t("dashboard.wallet")} value={balance === undefined ? "…" : formatRupees(balance)} />
            {/* Only to someone the top bar offers Add Wallet: a staff member without it is not told to use it. */}
            {canTopUp && <Typography.Text type="secondary">{t("dashboard.walletHint")}</Typography.Text>}
          </Card>
        </Col>
      </Row>

      {empty ? (
        <Card>
          <Empty description={t("dashboard.empty")} data-testid="dashboard-empty">
            <Link to="/MyQR">
              <Button type="primary" icon={<QrcodeOutlined />}>
                {t("dashboard.getQr")}
              </Button>
            </Link>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t("dashboard.last7")}>
              {s ? (
                <SevenDayChart days={s.last7} />
              ) : (
                // The chart's own shape while it loads: a skeleton taller or shorter than it moved the page when it came.
                <div className="galla-chart-slot" style={{ aspectRatio: CHART_ASPECT }} />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t("dashboard.recent")} extra={<Link to="/galla/Transactions">{t("dashboard.viewAll")}</Link>}>
              {/* A plain table: five rows do not need antd's Table (about 50 KB of JavaScript on this route). */}
              {!s ? (
                <Skeleton active loading paragraph={{ rows: 4 }} />
              ) : (
                <table className="galla-recent" data-testid="recent-transactions">
                  <thead>
                    <tr>
                      <th>{t("dashboard.when")}</th>
                      <th>{t("dashboard.from")}</th>
                      <th className="num">{t("dashboard.amount")}</th>
                      <th>{t("dashboard.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.recent.map((r: QrPayment) => (
                      <tr key={r.id}>
                        <td className="nowrap">{formatShortDateTime(r.created_at)}</td>
                        <td>{r.payer_name ?? r.payer_vpa}</td>
                        <td className="num">{formatRupees(r.amount)}</td>
                        <td>
                          <Tag color={STATUS_COLOR[r.status]}>{t(`payments.status.${r.status}`, { defaultValue: STATUS_LABEL[r.status] })}</Tag>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}

/**
 * Today's or this month's collections. Its title is drawn at once and the figures as "…" until they come,
 * as the wallet card does: the card is its final height from the first paint (a skeleton was 7 px taller
 * and moved everything under it when the figures arrived). The test id marks the figure once it is read.
 */
function SummaryCard({ title, figure, count, testId }: { title: string; figure: { amount: number; count: number } | undefined; count: (n: number) => string; testId: string }) {
  return (
    <Card>
      <Statistic title={title} value={figure ? formatRupees(figure.amount) : "…"} data-testid={figure ? testId : undefined} />
      <Typography.Text type="secondary">{figure ? count(figure.count) : "\u00a0"}</Typography.Text>
    </Card>
  );
}
