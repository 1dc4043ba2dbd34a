import { useState } from "react";
import { Alert, Button, Card, Empty, Flex, Input, InputNumber, Layout, List, Space, Tag, Upload } from "antd";
import { Typography } from "../../ui/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useNotification } from "@refinedev/core";
import { http } from "../../../providers/http";
import { formatRupees } from "../../../resources/money";
import { decodeQrImage } from "./decode-qr";

interface CollectRequest {
  merchantTranId: string;
  amount?: string;
  payer_address?: string;
  payee_address: string;
  payee_name: string;
  note?: string | null;
  expires_at: string;
}

const message = (err: unknown) => (err as { message?: string })?.message ?? "Something went wrong";

/**
 * /sandbox/upi: stands in for the customer's UPI app while the sandbox gateway is in use.
 * Approve or decline collect requests, and pay a QR — a top-up QR from Add Wallet, or a
 * business's printed QR (scanned from its image, the amount typed by the payer).
 */
export default function SandboxUpiPage() {
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [payerFilter, setPayerFilter] = useState("");
  const [link, setLink] = useState(params.get("pay") ?? "");
  const [payer, setPayer] = useState("customer.demo@okaxis");
  const [amount, setAmount] = useState<string | null>(null);
  const [businessId, setBusinessId] = useState("");

  const requests = useQuery({
    queryKey: ["sandbox-requests", payerFilter],
    queryFn: async () => (await http.get<{ data: CollectRequest[] }>("/sandbox/upi/requests", { params: payerFilter ? { payer: payerFilter } : {}, skipAuth: true })).data.data,
    refetchInterval: 3000,
  });

  const decide = useMutation({
    mutationFn: async ({ id, action }: { id: string; action: "approve" | "decline" }) => (await http.post(`/sandbox/upi/requests/${id}/${action}`, {}, { skipAuth: true })).data,
    onSuccess: (_, v) => notify?.({ type: "success", message: v.action === "approve" ? "Payment approved" : "Request declined" }),
    onError: (err) => notify?.({ type: "error", message: message(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["sandbox-requests"] }),
  });

  const pay = useMutation({
    mutationFn: async () => (await http.post("/sandbox/upi/pay", { qr: link, payer_address: payer, amount: amount ?? undefined }, { skipAuth: true })).data,
    onSuccess: () => notify?.({ type: "success", message: "Paid", description: "The payee has been paid." }),
    onError: (err) => notify?.({ type: "error", message: message(err) }),
  });

  const scan = async (image: Blob) => {
    try {
      setLink(await decodeQrImage(image));
    } catch (err) {
      notify?.({ type: "error", message: message(err) });
    }
  };

  const scanBusiness = async () => {
    try {
      const qr = (await http.get<{ data: { qr_code_path: string } }>(`/public/qr-code/${businessId}`, { skipAuth: true })).data.data;
      await scan(await (await fetch(qr.qr_code_path)).blob());
    } catch (err) {
      notify?.({ type: "error", message: message(err) });
    }
  };

  const isStatic = /^upi:\/\/pay\?/i.test(link) && !/[?&]tr=/.test(link);

  return (
    <Layout style={{ minHeight: "100vh", padding: 24 }}>
      <Flex vertical gap={16} style={{ maxWidth: 760, width: "100%", margin: "0 auto" }}>
        <Flex align="center" gap={8}>
          <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
            Sandbox UPI app
          </Typography.Title>
          <Tag color="orange">Sandbox</Tag>
        </Flex>
        <Alert type="info" showIcon message="This page plays the customer's phone. No real money moves." />

        <Card title="Collect requests waiting for the payer" extra={<Input allowClear placeholder="Filter by payer UPI id" value={payerFilter} onChange={(e) => setPayerFilter(e.target.value.trim())} style={{ width: 220 }} />}>
          {requests.isError ? (
            <Alert type="warning" showIcon message="The sandbox gateway is not running (a real gateway is configured)." />
          ) : (
            <List
              loading={requests.isPending}
              dataSource={requests.data ?? []}
              locale={{ emptyText: <Empty description="No pending requests" /> }}
              renderItem={(r) => (
                <List.Item
                  data-testid={`request-${r.merchantTranId}`}
                  actions={[
                    <Button key="approve" type="primary" onClick={() => decide.mutate({ id: r.merchantTranId, action: "approve" })}>
                      Approve
                    </Button>,
                    <Button key="decline" danger onClick={() => decide.mutate({ id: r.merchantTranId, action: "decline" })}>
                      Decline
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={`${r.payee_name} requests ${formatRupees(Number(r.amount ?? 0))}`}
                    description={`From ${r.payer_address} · ${r.note ?? ""} · ref ${r.merchantTranId} · expires ${new Date(r.expires_at).toLocaleTimeString("en-IN")}`}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>

        <Card title="Scan and pay a QR">
          <Flex vertical gap={12}>
            <Space wrap>
              <Input placeholder="Business id" value={businessId} onChange={(e) => setBusinessId(e.target.value.trim())} style={{ width: 140 }} />
              <Button onClick={scanBusiness} disabled={!businessId}>
                Scan the business's QR
              </Button>
              <Upload accept="image/png,image/*" showUploadList={false} beforeUpload={(file) => (void scan(file), false)}>
                <Button>Scan a QR image…</Button>
              </Upload>
            </Space>
            <Input.TextArea aria-label="UPI link" placeholder="upi://pay?pa=…" value={link} onChange={(e) => setLink(e.target.value)} autoSize={{ minRows: 2 }} />
            <Space wrap>
              <Input aria-label="Your UPI id" addonBefore="Your UPI id" value={payer} onChange={(e) => setPayer(e.target.value)} style={{ width: 320 }} />
              {isStatic && <InputNumber<string> aria-label="Amount to pay" stringMode prefix="₹" placeholder="Amount" value={amount} onChange={setAmount} />}
              <Button type="primary" onClick={() => pay.mutate()} loading={pay.isPending} disabled={!link}>
                Pay
              </Button>
            </Space>
          </Flex>
        </Card>
      </Flex>
    </Layout>
  );
}
