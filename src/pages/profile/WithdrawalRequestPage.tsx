import { useMemo, useState } from "react";
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Result, Skeleton } from "antd";
import { Typography } from "../../ui/Typography";
import { ArrowLeftOutlined, BankOutlined } from "@ant-design/icons";
import { CanAccess, useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { fetchWithdrawalInfo, requestWithdrawal } from "./api";
import { newRequestKey } from "../../../resources/request-key";

/** /galla/Withdrawal/create: move wallet money to the business's bank account (debited at once, sent by bank transfer). */
export default function WithdrawalRequestPage() {
  // Money out is the owner's alone (providers/access-control.ts): invited staff get a plain answer, not a form the server refuses.
  return (
    <CanAccess
      resource="wallet"
      action="withdraw"
      fallback={<Result status="403" title="Only the business owner can withdraw" subTitle="Ask the owner of this business to request the withdrawal." />}
    >
      <WithdrawalForm />
    </CanAccess>
  );
}

function WithdrawalForm() {
  const { businessId, refreshBalance } = useBusiness();
  const navigate = useNavigate();
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
      notify?.({ type: "error", message: "Withdrawal not requested", description: errorMessage(err) });
    },
  });

  if (done) {
    return (
      <Result
        status="success"
        title="Withdrawal requested"
        subTitle="The amount has left your wallet and reaches your bank account within 1 to 2 working days. The UTR appears in the list once the bank confirms."
        extra={
          <Button type="primary" onClick={() => navigate("/galla/Withdrawal")}>
            See withdrawals
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
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back to withdrawals" />
        </Link>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          Withdraw to bank
        </Typography.Title>
      </Flex>
      {info.isError ? (
        <Alert type="error" showIcon message="Could not load your wallet and bank details" description={errorMessage(info.error)} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Card>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Wallet balance">
                <Typography.Text strong>{formatRupees(data.balance)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Bank account">
                {data.bank_account ? `${data.bank_account_name ?? ""} · ${data.bank_account} · ${data.ifsc}` : "Not added"}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          {!data.bank_account && (
            <Alert type="warning" showIcon message="Add your bank account first" action={<Link to="/galla/BusinessProfile/bank">Add bank account</Link>} />
          )}
          {data.kyc_missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={`KYC pending: ${data.kyc_missing.join(" and ")} must be verified before you can withdraw`}
              action={<Link to="/galla/Setting/ManageKYC">Manage KYC</Link>}
            />
          )}
          <Card>
            <Form form={form} layout="vertical" onFinish={({ amount }) => submit.mutate(amount)} disabled={Boolean(blocked)}>
              <Form.Item
                name="amount"
                label="Amount"
                rules={[
                  { required: true, message: "Enter an amount" },
                  { type: "number", min: data.min_amount, message: `The smallest withdrawal is ${formatRupees(data.min_amount)}` },
                  { type: "number", max: data.balance, message: `You can withdraw up to ${formatRupees(data.balance)}` },
                ]}
              >
                <InputNumber prefix="₹" precision={2} style={{ width: 240 }} placeholder="0.00" />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<BankOutlined />} loading={submit.isPending}>
                Request withdrawal
              </Button>
            </Form>
          </Card>
        </>
      )}
    </Flex>
  );
}
