import { useMemo, useState } from "react";
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Result, Skeleton } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { ArrowLeftOutlined, BankOutlined } from "@ant-design/icons";
import { CanAccess, useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { fetchWithdrawalInfo, requestWithdrawal } from "./api";
import { newRequestKey } from "../../../resources/request-key";
import { useTranslation } from "../../../src/i18n/use-translation";

/** /galla/Withdrawal/create: move wallet money to the business's bank account (debited at once, sent by bank transfer). */
export default function WithdrawalRequestPage() {
  // Money out is the owner's alone (providers/access-control.ts): invited staff get a plain answer, not a form the server refuses.
  const { t } = useTranslation("payments");
  return (
    <CanAccess
      resource="wallet"
      action="withdraw"
      fallback={<Result status="403" title={t("withdraw.ownerOnly")} subTitle={t("withdraw.askOwner")} />}
    >
      <WithdrawalForm />
    </CanAccess>
  );
}

function WithdrawalForm() {
  const { businessId, refreshBalance } = useBusiness();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation("payments");
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ amount: number }>();
  // One key per visit to this form: a double click or a retry is the same withdrawal.
  const requestKey = useMemo(newRequestKey, []);
  const [done, setDone] = useState(false);
  const info = useQuery({ queryKey: ["withdrawal-info", businessId], queryFn: () => fetchWithdrawalInfo(businessId!), enabled: Boolean(businessId) });
  const submit = useMutation({
    mutationFn: (amount: number) => requestWithdrawal(businessId!, amount, requestKey),
    onSuccess: () => {
      setDone(true);
      refreshBalance();
      void queryClient.invalidateQueries();
    },
    onError: (err) => {
      const field = (err as { field?: string }).field;
      if (field === "amount") form.setFields([{ name: "amount", errors: [errorMessage(err)] }]);
      notify?.({ type: "error", message: t("withdraw.notRequested"), description: errorMessage(err) });
    },
  });

  if (done) {
    return (
      <Result
        status="success"
        title={t("withdraw.requested")}
        subTitle={t("withdraw.requestedHint")}
        extra={
          <Button type="primary" onClick={() => navigate("/galla/Withdrawal")}>
            {t("withdraw.see")}
          </Button>
        }
      />
    );
  }

  const data = info.data;
  const blocked = data && (!data.bank_account || data.kyc_missing.length > 0);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }} data-testid="withdrawal-request-page">
      <Flex align="center" gap={8}>
        <Link to="/galla/Withdrawal">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t("withdraw.back")} />
        </Link>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("withdraw.title")}
        </Typography.Title>
      </Flex>
      {info.isError ? (
        <Alert type="error" showIcon message={t("withdraw.couldNotLoad")} description={errorMessage(info.error)} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Card>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("dashboard.wallet", { ns: "console" })}>
                <Typography.Text strong>{formatRupees(data.balance)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t("withdraw.bankAccount")}>
                {data.bank_account ? `${data.bank_account_name ?? ""} · ${data.bank_account} · ${data.ifsc}` : t("withdraw.notAdded")}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          {!data.bank_account && (
            <Alert type="warning" showIcon message={t("withdraw.bankFirst")} action={<Link to="/galla/BusinessProfile/bank">{t("withdraw.addBank")}</Link>} />
          )}
          {data.kyc_missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t("withdraw.kycPending", { documents: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(data.kyc_missing) })}
              action={<Link to="/galla/Setting/ManageKYC">{t("withdraw.manageKyc")}</Link>}
            />
          )}
          <Card>
            <Form form={form} layout="vertical" onFinish={({ amount }) => submit.mutate(amount)} disabled={Boolean(blocked)}>
              <Form.Item
                name="amount"
                label={t("dashboard.amount", { ns: "console" })}
                rules={[
                  { required: true, message: t("withdraw.enterAmount") },
                  { type: "number", min: data.min_amount, message: t("withdraw.min", { amount: formatRupees(data.min_amount) }) },
                  { type: "number", max: data.balance, message: t("withdraw.max", { amount: formatRupees(data.balance) }) },
                ]}
              >
                <InputNumber prefix="₹" precision={2} style={{ width: 240 }} placeholder="0.00" />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<BankOutlined />} loading={submit.isPending}>
                {t("withdraw.request")}
              </Button>
            </Form>
          </Card>
        </>
      )}
    </Flex>
  );
}
