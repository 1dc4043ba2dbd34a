import { Alert, Button, Card, Col, Flex, Row, Skeleton } from "antd";
import { Typography } from "../../ui/Typography";
import { DataTable } from "../../ui/DataTable";
import { RocketOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { formatRupees } from "../../../resources/money";
import { MODULES } from "../../../resources/modules";
import { errorMessage } from "../../../providers/http";
import { useBusiness } from "../../business/BusinessContext";
import { formatDay } from "../../engine/relative-time";
import { PlanBadge } from "./PlanBadge";
import { fetchPlans, plansQueryKey } from "./api";

/** /subscription: the five modules with their label, period text and upgrade button. */
export default function SubscriptionList() {
  const { businessId, current } = useBusiness();
  const navigate = useNavigate();
  const plans = useQuery({ queryKey: plansQueryKey(businessId), queryFn: () => fetchPlans(businessId!), enabled: Boolean(businessId) });

  return (
    <div>
      <Typography.Title level={1} className="gt-page-title" style={{ marginTop: 0 }}>
        Subscription
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Each module of {current?.business_name ?? "your business"} has its own plan. Upgrades are paid from your wallet balance; prices include 18% GST.
      </Typography.Paragraph>
      {plans.isError && <Alert type="error" showIcon message="Could not load your plans" description={errorMessage(plans.error)} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {(plans.data?.modules ?? Array.from({ length: 5 }, () => undefined)).map((m, i) => (
          <Col key={m?.type ?? i} xs={24} md={12} xl={8}>
            <Card data-testid={m ? `module-${m.type}` : undefined} style={{ height: "100%" }}>
              {!m ? (
                <Skeleton active />
              ) : (
                <Flex vertical gap={8} style={{ height: "100%" }}>
                  <Flex justify="space-between" align="center">
                    <Typography.Title level={4} style={{ margin: 0 }}>
                      {m.title}
                    </Typography.Title>
                    <PlanBadge label={m.label} />
                  </Flex>
                  <Typography.Text strong data-testid="period-text">{m.text}</Typography.Text>
                  <Typography.Text type="secondary">{m.description}</Typography.Text>
                  <Typography.Text type="secondary">
                    From {formatRupees(m.plans[0]?.price ?? 0)} / month
                  </Typography.Text>
                  <div style={{ marginTop: "auto" }}>
                    {m.is_upgradable === "1" ? (
                      <Button type="primary" icon={<RocketOutlined />} onClick={() => navigate(`/subscription/${m.type}`)} data-testid={`upgrade-${m.type}`}>
                        {m.upgradable_text || "Upgrade"}
                      </Button>
                    ) : (
                      <Button onClick={() => navigate(`/subscription/${m.type}`)}>View plans</Button>
                    )}
                  </div>
                </Flex>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={4} style={{ marginTop: 32 }}>
        Payments for plans
      </Typography.Title>
      <DataTable
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data?.history ?? []}
        pagination={false}
        locale={{ emptyText: "No plan bought yet" }}
        columns={[
          { title: "Date", dataIndex: "created_at", render: (v: string) => formatDay(v) },
          { title: "Module", dataIndex: "type", render: (v: keyof typeof MODULES) => MODULES[v]?.title ?? v },
          { title: "Plan", dataIndex: "plan", render: (v: string) => (v === "yearly" ? "Yearly" : "Monthly") },
          { title: "Valid till", dataIndex: "period_end", render: (v: string) => formatDay(v) },
          { title: "Paid from wallet", dataIndex: "amount", align: "right" as const, render: (v: number) => formatRupees(v) },
        ]}
      />
    </div>
  );
}
