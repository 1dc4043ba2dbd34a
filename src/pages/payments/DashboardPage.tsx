import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag } from "antd";
import { Typography } from "../../ui/Typography";
import { QrcodeOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../business/BusinessContext";
import { STATUS_COLOR, STATUS_LABEL, fetchSummary, formatShortDateTime, type QrPayment } from "./api";
import { SevenDayChart } from "./SevenDayChart";
import "./dashboard.css";

const count = (n: number) => `${n.toLocaleString("en-IN")} payment${n === 1 ? "" : "s"}`;

/** /galla/Dashboard: what came in on the business QR today, this month and over the last 7 days. */
export default function DashboardPage() {
  const { businessId, current, balance } = useBusiness();
  const summary = useQuery({
    queryKey: ["payments-summary", businessId],
    queryFn: () => fetchSummary(businessId!),
    enabled: Boolean(businessId),
    refetchInterval: 60_000,
  });

  const s = summary.data;
  const empty = s && s.recent.length === 0 && s.month.count === 0;

  return (
    <Flex vertical gap={16} data-testid="payments-dashboard">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        Dashboard{current ? ` · ${current.business_name}` : ""}
      </Typography.Title>
      {summary.isError && <Alert type="error" showIcon message="The dashboard could not be loaded" description={(summary.error as { message?: string })?.message} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Skeleton active loading={!s} paragraph={{ rows: 1 }}>
              <Statistic title="Today's collections" value={formatRupees(s?.today.amount ?? 0)} data-testid="today-collections" />
              <Typography.Text type="secondary">{count(s?.today.count ?? 0)}</Typography.Text>
            </Skeleton>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Skeleton active loading={!s} paragraph={{ rows: 1 }}>
              <Statistic title="This month's collections" value={formatRupees(s?.month.amount ?? 0)} data-testid="month-collections" />
              <Typography.Text type="secondary">{count(s?.month.count ?? 0)}</Typography.Text>
            </Skeleton>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Wallet balance" value={balance === undefined ? "…" : formatRupees(balance)} />
            <Typography.Text type="secondary">Use Add Wallet at the top to top it up by UPI</Typography.Text>
          </Card>
        </Col>
      </Row>

      {empty ? (
        <Card>
          <Empty description="No payments on your QR yet. Put your QR on the counter and customers can pay with any UPI app." data-testid="dashboard-empty">
            <Link to="/MyQR">
              <Button type="primary" icon={<QrcodeOutlined />}>
                Get my QR
              </Button>
            </Link>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title="Last 7 days">
              <Skeleton active loading={!s}>{s && <SevenDayChart days={s.last7} />}</Skeleton>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Recent transactions" extra={<Link to="/galla/Transactions">View all</Link>}>
              {/* A plain table: five rows do not need antd's Table (about 50 KB of JavaScript on this route). */}
              {!s ? (
                <Skeleton active loading paragraph={{ rows: 4 }} />
              ) : (
                <table className="galla-recent" data-testid="recent-transactions">
                  <thead>
                    <tr>
                      <th>When</th>
                      <th>From</th>
                      <th className="num">Amount</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.recent.map((r: QrPayment) => (
                      <tr key={r.id}>
                        <td className="nowrap">{formatShortDateTime(r.created_at)}</td>
                        <td>{r.payer_name ?? r.payer_vpa}</td>
                        <td className="num">{formatRupees(r.amount)}</td>
                        <td>
                          <Tag color={STATUS_COLOR[r.status]}>{STATUS_LABEL[r.status]}</Tag>
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
