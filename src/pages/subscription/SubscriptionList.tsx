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
import { useTranslation } from "../../i18n/use-translation";

/** /subscription: the five modules with their label, period text and upgrade button. */
export default function SubscriptionList() {
  const { businessId, current } = useBusiness();
  const navigate = useNavigate();
  const { t } = useTranslation("subscription");
  const plans = useQuery({ queryKey: plansQueryKey(businessId), queryFn: () => fetchPlans(businessId!), enabled: Boolean(businessId) });

  return (
    <div>
      <Typography.Title level={1} className="gt-page-title" style={{ marginTop: 0 }}>
        {t("subscription.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("subscription.intro", { business: current?.business_name ?? t("subscription.yourBusiness") })}
      </Typography.Paragraph>
      {plans.isError && <Alert type="error" showIcon message={t("subscription.couldNotLoad")} description={errorMessage(plans.error)} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {(plans.data?.modules ?? Array.from({ length: 5 }, () => undefined)).map((m, i) => (
          <Col key={m?.type ?? i} xs={24} md={12} xl={8}>
            <Card data-testid={m ? `module-${m.type}` : undefined} style={{ height: "100%" }}>
              {!m ? (
                <Skeleton active />
              ) : (
                <Flex vertical gap={8} style={{ height: "100%" }}>
                  <Flex justify="space-between" align="center">
                    <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                      {t(`subscription.modules.${m.type}.title`, { defaultValue: m.title })}
                    </Typography.Title>
                    <PlanBadge label={m.label} />
                  </Flex>
                  <Typography.Text strong data-testid="period-text">{m.text}</Typography.Text>
                  <Typography.Text type="secondary">{t(`subscription.modules.${m.type}.description`, { defaultValue: m.description })}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t("subscription.from", { price: formatRupees(m.plans[0]?.price ?? 0) })}
                  </Typography.Text>
                  <div style={{ marginTop: "auto" }}>
                    {m.is_upgradable === "1" ? (
                      <Button type="primary" icon={<RocketOutlined />} onClick={() => navigate(`/subscription/${m.type}`)} data-testid={`upgrade-${m.type}`}>
                        {m.upgradable_text || t("shell.upgrade", { ns: "console" })}
                      </Button>
                    ) : (
                      <Button onClick={() => navigate(`/subscription/${m.type}`)}>{t("subscription.viewPlans")}</Button>
                    )}
                  </div>
                </Flex>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ marginTop: 32, fontSize: 20 }}>
        {t("subscription.payments")}
      </Typography.Title>
      <DataTable
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data?.history ?? []}
        pagination={false}
        locale={{ emptyText: t("subscription.noneYet") }}
        stackOnPhone={{ beside: "amount" }}
        columns={[
          { title: t("subscription.date"), dataIndex: "created_at", render: (v: string) => formatDay(v) },
          { title: t("subscription.module"), dataIndex: "type", render: (v: keyof typeof MODULES) => t(`subscription.modules.${v}.title`, { defaultValue: MODULES[v]?.title ?? v }) },
          { title: t("subscription.plan"), dataIndex: "plan", render: (v: string) => t(v === "yearly" ? "subscription.yearly" : "subscription.monthly") },
          { title: t("subscription.validTill"), dataIndex: "period_end", render: (v: string) => formatDay(v) },
          { title: t("subscription.paidFromWallet"), dataIndex: "amount", align: "right" as const, render: (v: number) => formatRupees(v) },
        ]}
      />
    </div>
  );
}
