import { useEffect, useState } from "react";
import { Button, Result, Space } from "antd";
import { Typography } from "../../../ui/Typography";
import { Navigate, useNavigate } from "react-router";
import { http } from "../../../../providers/http";
import { formatRupees } from "../../../../resources/money";
import { AuthShell } from "../AuthShell";
import { RequireSession } from "../RequireSession";
import { readCreated } from "./draft";

function Congratulation() {
  const navigate = useNavigate();
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
        title={<h1 className="congrats-title">Congratulations! Your business is ready.</h1>}
        subTitle={
          <>
            <strong>{business.business_name}</strong> is set up on Galla. Start collecting UPI payments with your QR today.
          </>
        }
        extra={
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            <div>
              <Typography.Text type="secondary">Welcome balance in your wallet</Typography.Text>
              <div className="congrats-balance" data-testid="welcome-balance">
                {balance === undefined ? "…" : formatRupees(balance)}
              </div>
            </div>
            <Space wrap style={{ justifyContent: "center" }}>
              <Button type="primary" size="large" onClick={() => navigate("/galla/Dashboard", { replace: true })}>
                Go to Dashboard
              </Button>
              <Button size="large" href={`/p/${business.id}`} target="_blank" rel="noopener">
                See your public page
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
