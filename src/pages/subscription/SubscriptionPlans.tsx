import { useMemo, useState } from "react";
import { Alert, Breadcrumb, Button, Card, Col, Flex, Result, Row, Skeleton, theme, Modal } from "antd";
import { Typography } from "../../ui/Typography";
import { CheckCircleFilled, WalletOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNotification } from "@refinedev/core";
import { Link, useParams } from "react-router";
import { formatRupees } from "../../../resources/money";
import { MODULE_KEYS, type ModuleKey } from "../../../resources/modules";
import { errorMessage } from "../../../providers/http";
import { invalidateAccess } from "../../../providers/access-control";
import { useBusiness } from "../../business/BusinessContext";
import { useAccess } from "../../access/useAccess";
import { AddWalletButton } from "../../wallet/AddWalletButton";
import { PlanBadge } from "./PlanBadge";
import { fetchPlans, newRequestKey, plansQueryKey, upgrade } from "./api";
import { useTranslation } from "../../i18n/use-translation";

/** /subscription/:type — the module's monthly and yearly plans, bought from the wallet. */
export default function SubscriptionPlans() {
  const { type } = useParams();
  const { t } = useTranslation("subscription");
  const { businessId, balance, refreshBalance } = useBusiness();
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const plans = useQuery({ queryKey: plansQueryKey(businessId), queryFn: () => fetchPlans(businessId!), enabled: Boolean(businessId) });
  const [paying, setPaying] = useState<string | null>(null);
  const [short, setShort] = useState<string | null>(null);
  // One key per attempt: a second click while the first is on its way is the same purchase.
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const module = useMemo(() => plans.data?.modules.find((m) => m.type === type), [plans.data, type]);
  const title = module && t(`subscription.modules.${module.type}.title`, { defaultValue: module.title });
  // Buying a plan is the owner's (modules/core/capabilities.ts); offered until the answer says otherwise.
  const isOwner = useAccess("subscription", "edit")?.can ?? true;
  if (!MODULE_KEYS.includes(type as ModuleKey)) {
    return <Result status="404" title={t("subscription.noModule")} extra={<Link to="/subscription">{t("subscription.allModules")}</Link>} />;
  }

  const buy = (plan: "monthly" | "yearly", price: number) => {
    if (!businessId || !module) return;
    if (balance !== undefined && balance < price) {
      setShort(t("subscription.short", { price: formatRupees(price), balance: formatRupees(balance) }));
      return;
    }
    modal.confirm({
      title: t("subscription.confirm", { module: title }),
      content: t(`subscription.confirmBody.${plan}`, { price: formatRupees(price) }),
      okText: t("subscription.pay", { price: formatRupees(price) }),
      onOk: async () => {
        setPaying(plan);
        setShort(null);
        try {
          const answer = await upgrade(businessId, { module: module.type, plan, request_key: requestKey });
          open?.({ type: "success", message: answer.message });
          setRequestKey(newRequestKey());
          invalidateAccess(businessId);
          refreshBalance();
          // The label, the plans and every access decision (useCan) were made with the old subscription.
          await queryClient.invalidateQueries();
        } catch (err) {
          const message = errorMessage(err);
          if (/balance/i.test(message)) setShort(message);
          else open?.({ type: "error", message: t("subscription.failed"), description: message });
        } finally {
          setPaying(null);
        }
      },
    });
  };

  return (
    <div>
      {modalHolder}
      <Breadcrumb items={[{ title: <Link to="/subscription">{t("subscription.title")}</Link> }, { title: title ?? type }]} style={{ marginBottom: 12 }} />
      {!module ? (
        plans.isError ? (
          <Alert type="error" showIcon message={t("subscription.couldNotLoadPlans")} description={errorMessage(plans.error)} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <PlanBadge label={module.label} />
          </Flex>
          <Typography.Paragraph style={{ marginTop: 8 }}>
            <Typography.Text strong data-testid="period-text">{module.text}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t(`subscription.modules.${module.type}.description`, { defaultValue: module.description })}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            <WalletOutlined /> {t("subscription.balance")} <Typography.Text strong>{balance === undefined ? "…" : formatRupees(balance)}</Typography.Text>
          </Typography.Paragraph>
          {short && (
            <Alert
              type="warning"
              showIcon
              message={t("subscription.notEnough")}
              description={short}
              action={<AddWalletButton />}
              style={{ marginBottom: 16 }}
              data-testid="short-balance"
            />
          )}
          {!isOwner && <Alert type="info" showIcon message={t("subscription.ownerOnly")} style={{ marginBottom: 16 }} />}
          <Row gutter={[16, 16]}>
            {module.plans.map((p) => {
              const monthly = module.plans.find((x) => x.plan === "monthly");
              const saving = p.plan === "yearly" && monthly ? monthly.price * 12 - p.price : 0;
              return (
                <Col key={p.plan} xs={24} md={12} xl={8}>
                  <Card data-testid={`plan-${p.plan}`} style={p.plan === "yearly" ? { borderColor: token.colorPrimary } : undefined}>
                    <Typography.Title level={4} style={{ marginTop: 0 }}>
                      {t(p.plan === "yearly" ? "subscription.yearly" : "subscription.monthly")}
                    </Typography.Title>
                    <Typography.Title level={2} style={{ margin: 0 }}>
                      {formatRupees(p.price)}
                    </Typography.Title>
                    <Typography.Text type="secondary">{t(p.plan === "yearly" ? "subscription.perYear" : "subscription.perMonth")}</Typography.Text>
                    <ul style={{ paddingLeft: 0, listStyle: "none", margin: "16px 0" }}>
                      <li>
                        <CheckCircleFilled style={{ color: "#52c41a" }} /> {t("subscription.months", { count: p.months, module: title })}
                      </li>
                      {saving > 0 && (
                        <li>
                          <CheckCircleFilled style={{ color: "#52c41a" }} /> {t("subscription.save", { amount: formatRupees(saving) })}
                        </li>
                      )}
                      <li>
                        <CheckCircleFilled style={{ color: "#52c41a" }} /> {t("subscription.paidFromBalance")}
                      </li>
                      {module.label === "ACTIVE" && (
                        <li>
                          <CheckCircleFilled style={{ color: "#52c41a" }} /> {t("subscription.addedAfter")}
                        </li>
                      )}
                    </ul>
                    {/* Only the owner pays for plans: staff read the plans (and the note above), with no button they cannot use. */}
                    {isOwner && (
                      <Button
                        type={p.plan === "yearly" ? "primary" : "default"}
                        block
                        size="large"
                        loading={paying === p.plan}
                        disabled={paying !== null && paying !== p.plan}
                        onClick={() => buy(p.plan, p.price)}
                        data-testid={`buy-${p.plan}`}
                      >
                        {t("subscription.payFromWallet", { price: formatRupees(p.price) })}
                      </Button>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </div>
  );
}
