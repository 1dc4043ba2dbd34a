import { useState } from "react";
import { Alert, Button, Card, Empty, Flex, Input, InputNumber, Layout, List, Space, Tag, Upload } from "antd";
import { Typography } from "../../ui/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useNotification } from "@refinedev/core";
import { http } from "../../../providers/http";
import { formatRupees } from "../../../resources/money";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../i18n/use-translation";
import { decodeQrImage } from "./decode-qr";
import "./sandbox.css";

interface CollectRequest {
  merchantTranId: string;
  amount?: string;
  payer_address?: string;
  payee_address: string;
  payee_name: string;
  note?: string | null;
  expires_at: string;
}

/** What a payer pastes: a UPI link, the same in every language. */
const LINK_EXAMPLE = "upi://pay?pa=…";

/**
 * /sandbox/upi: stands in for the customer's UPI app while the sandbox gateway is in use.
 * Approve or decline collect requests, and pay a QR — a top-up QR from Add Wallet, or a
 * business's printed QR (scanned from its image, the amount typed by the payer). Its words are the
 * "sandbox" namespace, fetched with the route (modules/payments/console/routes.tsx).
 */
export default function SandboxUpiPage() {
  const { t, i18n } = useTranslation("sandbox");
  const message = (err: unknown) => (err as { message?: string })?.message ?? t("failed");
  const time = (at: string) => new Date(at).toLocaleTimeString(intlLocale(i18n.resolvedLanguage ?? i18n.language));
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
    onSuccess: (_, v) => notify?.({ type: "success", message: v.action === "approve" ? t("requests.approved") : t("requests.declined") }),
    onError: (err) => notify?.({ type: "error", message: message(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["sandbox-requests"] }),
  });

  const pay = useMutation({
    mutationFn: async () => (await http.post("/sandbox/upi/pay", { qr: link, payer_address: payer, amount: amount ?? undefined }, { skipAuth: true })).data,
    onSuccess: () => notify?.({ type: "success", message: t("qr.paid"), description: t("qr.paidText") }),
    onError: (err) => notify?.({ type: "error", message: message(err) }),
  });

  const scan = async (image: Blob) => {
    try {
      const text = await decodeQrImage(image);
      if (text) setLink(text);
      else notify?.({ type: "error", message: t("qr.notFound") });
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
            {t("title")}
          </Typography.Title>
          <Tag color="orange">{t("tag")}</Tag>
        </Flex>
        <Alert type="info" showIcon message={t("notice")} />

        <Card className="sandbox-requests" title={t("requests.title")} extra={<Input allowClear placeholder={t("requests.filter")} value={payerFilter} onChange={(e) => setPayerFilter(e.target.value.trim())} style={{ width: 220, maxWidth: "100%" }} />}>
          {requests.isError ? (
            <Alert type="warning" showIcon message={t("requests.noGateway")} />
          ) : (
            <List
              loading={requests.isPending}
              dataSource={requests.data ?? []}
              locale={{ emptyText: <Empty description={t("requests.empty")} /> }}
              renderItem={(r) => (
                <List.Item
                  data-testid={`request-${r.merchantTranId}`}
                  actions={[
                    <Button key="approve" type="primary" onClick={() => decide.mutate({ id: r.merchantTranId, action: "approve" })}>
                      {t("requests.approve")}
                    </Button>,
                    <Button key="decline" danger onClick={() => decide.mutate({ id: r.merchantTranId, action: "decline" })}>
                      {t("requests.decline")}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={t("requests.asks", { payee: r.payee_name, amount: formatRupees(Number(r.amount ?? 0)) })}
                    description={t("requests.details", { payer: r.payer_address, note: r.note ?? "", ref: r.merchantTranId, time: time(r.expires_at) })}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>

        <Card title={t("qr.title")}>
          <Flex vertical gap={12}>
            <Space wrap>
              <Input placeholder={t("qr.businessId")} value={businessId} onChange={(e) => setBusinessId(e.target.value.trim())} style={{ width: 140 }} />
              <Button onClick={scanBusiness} disabled={!businessId}>
                {t("qr.scanBusiness")}
              </Button>
              <Upload accept="image/png,image/*" showUploadList={false} beforeUpload={(file) => (void scan(file), false)}>
                <Button>{t("qr.scanImage")}</Button>
              </Upload>
            </Space>
            <Input.TextArea aria-label={t("qr.link")} placeholder={LINK_EXAMPLE} value={link} onChange={(e) => setLink(e.target.value)} autoSize={{ minRows: 2 }} />
            <Flex wrap gap="small" align="center">
              <Input aria-label={t("qr.payer")} addonBefore={t("qr.payer")} value={payer} onChange={(e) => setPayer(e.target.value)} style={{ width: 320, maxWidth: "100%" }} />
              {isStatic && <InputNumber<string> aria-label={t("qr.amount")} stringMode prefix="₹" placeholder={t("qr.amountPlaceholder")} value={amount} onChange={setAmount} />}
              <Button type="primary" onClick={() => pay.mutate()} loading={pay.isPending} disabled={!link}>
                {t("qr.pay")}
              </Button>
            </Flex>
          </Flex>
        </Card>
      </Flex>
    </Layout>
  );
}
