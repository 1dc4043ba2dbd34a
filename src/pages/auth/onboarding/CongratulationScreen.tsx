import { useEffect, useState } from "react";
import { Button, Result, Space } from "antd";
import { Typography } from "../../../ui/Typography";
import { Navigate, useNavigate } from "react-router";
import { http } from "../../../../providers/http";
import { formatRupees } from "../../../../resources/money";
import { AuthShell } from "../AuthShell";
import { RequireSession } from "../RequireSession";
import { readCreated } from "./draft";
import { Trans } from "react-i18next";
import { useTranslation } from "../../../i18n/use-translation";

function Congratulation() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation("onboarding");
  const business = readCreated();
  const [balance, setBalance] = useState<number>();

  useEffect(() => {
    if (!business) return;
    http
      .get<{ wallet: number }>(`/business/business_balance/${business.id}`)
      .then(({ data }) => setBalance(data.wallet))
      .catch((err) => console.error("Error fetching balance:", err));
  }, [business?.id]);

  if (!business) return <Navigate to="/galla/Dashboard" replace />;

  return (
    <AuthShell wide>
      <Result
        status="success"
        title={<h1 className="congrats-title">{t("onboarding.done.title")}</h1>}
        subTitle={<Trans i18n={i18n} t={t} i18nKey="onboarding.done.intro" values={{ name: business.business_name }} components={{ strong: <strong /> }} />}
        extra={
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            <div>
              <Typography.Text type="secondary">{t("onboarding.done.balance")}</Typography.Text>
              <div className="congrats-balance" data-testid="welcome-balance">
                {balance === undefined ? "…" : formatRupees(balance)}
              </div>
            </div>
            <Space wrap style={{ justifyContent: "center" }}>
              <Button type="primary" size="large" onClick={() => navigate("/galla/Dashboard", { replace: true })}>
                {t("onboarding.done.dashboard")}
              </Button>
              <Button size="large" href={`/p/${business.id}`} target="_blank" rel="noopener">
                {t("onboarding.done.publicPage")}
              </Button>
            </Space>
          </Space>
        }
      />
    </AuthShell>
  );
}

export default function CongratulationScreen() {
  return (
    <RequireSession>
      <Congratulation />
    </RequireSession>
  );
}
