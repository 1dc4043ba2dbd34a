import { useEffect, useState } from "react";
import { Alert, Button, Card, List, Popconfirm, Space, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../src/i18n/use-translation";
import { useLanguage } from "../../../providers/i18n/language";
import { useConnection, useOutbox } from "../../../src/pwa/useConnection";
import { flushNow, outbox } from "../../../providers/outbox-runtime";
import { readTime } from "../../../src/pwa/read-time";
import { formatPaise } from "../../../resources/money";
import { newPath } from "./paths";
import { writeDraft } from "./useInvoiceDraft";

/**
 * The sales typed offline on this device (src/pwa/outbox.ts), above the sale invoices: which wait to be
 * sent, and which the server refused, with its reason. A refused one is put right in the editor (its form
 * comes back as the draft) or discarded after a confirmation; nothing leaves the device otherwise.
 */
export function OutboxPanel() {
  const { t } = useTranslation("sales");
  const language = useLanguage();
  const navigate = useNavigate();
  const entries = useOutbox();
  const { online } = useConnection();
  const [sending, setSending] = useState(false);
  useEffect(() => void outbox.reload(), []);
  if (!entries.length) return null;

  async function edit(key: string) {
    const entry = await outbox.takeOut(key);
    if (!entry) return;
    writeDraft("sale", entry.draft);
    navigate(newPath("sale"));
  }

  async function sendNow() {
    setSending(true);
    await flushNow().finally(() => setSending(false));
  }

  return (
    <Card
      size="small"
      title={t("outbox.title")}
      style={{ marginBottom: 16 }}
      data-testid="outbox-panel"
      extra={online && entries.some((e) => e.state === "pending") && <Button onClick={sendNow} loading={sending}>{t("outbox.sendNow")}</Button>}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t("outbox.intro")}
      </Typography.Paragraph>
      <List
        dataSource={entries}
        rowKey="key"
        renderItem={(entry) => (
          <List.Item
            data-testid="outbox-entry"
            data-state={entry.state}
            actions={
              entry.state === "refused"
                ? [
                    <Button key="edit" onClick={() => edit(entry.key)}>{t("outbox.edit")}</Button>,
                    <Popconfirm key="discard" title={t("outbox.discardConfirm")} okText={t("outbox.discard")} okButtonProps={{ danger: true }} cancelText={t("editor.cancel")} onConfirm={() => outbox.discard(entry.key)}>
                      <Button danger>{t("outbox.discard")}</Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={8}>
                  <span>{entry.summary.party}</span>
                  <strong>{formatPaise(entry.summary.totalPaise)}</strong>
                  <Tag color={entry.state === "refused" ? "red" : "orange"}>{t(entry.state === "refused" ? "outbox.refused" : "outbox.pending")}</Tag>
                </Space>
              }
              description={
                <>
                  {t(entry.summary.paymentType === "cash" ? "common.cash" : "common.credit")} · {t("outbox.items", { count: entry.summary.items })} · {t("outbox.typedAt", { time: readTime(entry.createdAt, language) })}
                  {entry.refusal && <Alert type="error" showIcon style={{ marginTop: 8 }} message={entry.refusal.message} data-testid="outbox-refusal" />}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
