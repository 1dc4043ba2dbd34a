import { useEffect, useState } from "react";
import { Alert, Button, Card, Col, Empty, Input, Row, Space } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useNotification } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import QRCode from "qrcode";
import { salesApi, type DocRow } from "./api";
import { whatsappLink } from "../../../src/ui/share";
import { rupees, showDate } from "./format";
import { newRequestKey } from "../../../resources/request-key";
import { useTranslation } from "../../../src/i18n/use-translation";

/** A UPI link for an unpaid invoice's balance: copy it, show its QR, or send it to the party by SMS. */
export default function PaymentLinksPage() {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const [search, setSearch] = useSearchParams();
  const selected = search.get("invoice") ? Number(search.get("invoice")) : undefined;
  const [q, setQ] = useState("");
  const list = useQuery({ queryKey: ["sales-docs", "sale", "open-links", q], queryFn: () => salesApi.list("sale", { status: "open", q: q || undefined, _start: 0, _end: 50 }) });
  const link = useQuery({ queryKey: ["sales-link", selected], queryFn: () => salesApi.paymentLink(selected!, {}), enabled: Boolean(selected), retry: false });
  const [qr, setQr] = useState<string>();
  const [to, setTo] = useState("");
  const [sending, setSending] = useState(false);
  // One key per SMS the user means to send: a double click or a retry after a network error sends (and costs) once.
  const [smsKey, setSmsKey] = useState(newRequestKey);
  useEffect(() => {
    setTo(link.data?.data.party_phone ?? "");
    if (link.data) QRCode.toDataURL(link.data.data.link, { margin: 1, width: 220 }).then(setQr);
    else setQr(undefined);
  }, [link.data]);

  async function send() {
    setSending(true);
    try {
      const res = await salesApi.paymentLink(selected!, { send_sms: true, to: to || undefined, request_key: smsKey });
      setSmsKey(newRequestKey());
      open?.({ type: "success", message: res.message });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? t("links.sendFailed") });
    } finally {
      setSending(false);
    }
  }

  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{t("links.title")}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={13}>
          <Card title={t("links.unpaid")}>
            <Input.Search placeholder={t("docs.sale.search")} allowClear onSearch={setQ} style={{ marginBottom: 12 }} />
            <DataTable<DocRow>
              size="small"
              rowKey="id"
              loading={list.isLoading}
              dataSource={list.data?.data ?? []}
              pagination={false}
              locale={{ emptyText: t("links.noneUnpaid") }}
              rowClassName={(r) => (r.id === selected ? "ant-table-row-selected" : "")}
              onRow={(r) => ({ onClick: () => setSearch({ invoice: String(r.id) }), style: { cursor: "pointer" } })}
              columns={[
                { title: t("common.invoice"), dataIndex: "number" },
                { title: t("common.date"), dataIndex: "date", render: showDate },
                { title: t("common.party"), dataIndex: "party_name" },
                { title: t("common.balance"), dataIndex: "balance", align: "right", render: rupees },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={11}>
          <Card title={t("links.link")}>
            {!selected && <Empty description={t("links.pick")} />}
            {link.isError && <Alert type="error" showIcon message={(link.error as { message?: string }).message} />}
            {link.data && (
              <Space direction="vertical" style={{ width: "100%" }}>
                <div>
                  <strong>{link.data.data.number}</strong> · {link.data.data.party_name} · {t("links.balance")} <strong>{rupees(link.data.data.balance)}</strong>
                </div>
                {qr && <img src={qr} alt={t("links.qrAlt")} style={{ width: 200 }} />}
                <Input.TextArea value={link.data.data.link} readOnly autoSize data-testid="upi-link" />
                <Space wrap>
                  <Button onClick={() => navigator.clipboard?.writeText(link.data!.data.link).then(() => open?.({ type: "success", message: t("links.copied") }))}>{t("links.copy")}</Button>
                  <Button href={link.data.data.link}>{t("links.openUpi")}</Button>
                  <Button href={whatsappLink(link.data.data.text, to)} target="_blank">{t("links.whatsapp")}</Button>
                </Space>
                <Space.Compact style={{ width: "100%" }}>
                  <Input addonBefore="+91" placeholder={t("links.mobile")} value={to} onChange={(e) => setTo(e.target.value)} aria-label={t("links.smsTo")} />
                  <Button type="primary" onClick={send} loading={sending} data-testid="send-sms">{t("links.sendSms")}</Button>
                </Space.Compact>
                <Typography.Text type="secondary">{link.data.data.text}</Typography.Text>
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
