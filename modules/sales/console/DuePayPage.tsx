import { Alert, Button, Card, Result, Skeleton, Space, Statistic } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Error404 } from "../../../src/pages/errors/ErrorPages";
import { PublicShell } from "../../../src/pages/public/PublicShell";
import { useTranslation } from "../../../src/i18n/use-translation";
import { formatRupees } from "../../../resources/locale-format";
import { reminderApi, type DueLink } from "./reminder-api";

type Answer = { link: DueLink } | { gone: string } | null;

/**
 * /pay/:token — the page a reminder's SMS or WhatsApp message opens: whom to pay, how much, and the UPI
 * link for exactly that (on a phone it opens the UPI app with the amount filled in). Nothing else of
 * the shop's books is shown.
 */
export default function DuePayPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("sales");
  const q = useQuery({
    queryKey: ["due-link", token],
    queryFn: async (): Promise<Answer> => {
      const res = await reminderApi.dueLink(token);
      if (res.status === 404) return null;
      return res.status === 410 ? { gone: res.data.message ?? "" } : { link: res.data.data };
    },
  });
  if (q.data === null) return <Error404 />;
  const d = q.data && "link" in q.data ? q.data.link : undefined;
  return (
    <PublicShell>
      <meta name="robots" content="noindex, nofollow" />
      {q.isPending ? (
        <Skeleton active />
      ) : q.data && "gone" in q.data ? (
        <Result status="warning" title={q.data.gone} />
      ) : q.isError || !d ? (
        <Result status="warning" title={t("remind.pageFailed")} extra={<Button onClick={() => q.refetch()}>{t("common.retry")}</Button>} />
      ) : (
        <Card style={{ maxWidth: 480, margin: "0 auto" }}>
          <title>{t("remind.pageTitle", { shop: d.shop })}</title>
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            <h1 style={{ fontSize: 20, margin: 0 }}>{d.shop}</h1>
            <div>{t("remind.pageFor", { party: d.party_name })}</div>
            <Statistic title={t("remind.pageDue")} value={formatRupees(d.amount)} data-testid="due-amount" />
            {d.upi ? (
              <>
                <Button type="primary" size="large" block href={d.upi} data-testid="due-pay">
                  {t("remind.pagePay", { amount: formatRupees(d.amount) })}
                </Button>
                <span style={{ color: "rgba(0,0,0,0.65)" }}>{t("remind.pageHow")}</span>
              </>
            ) : (
              <Alert type="success" showIcon message={t("remind.pagePaid")} data-testid="due-paid" />
            )}
          </Space>
        </Card>
      )}
    </PublicShell>
  );
}
