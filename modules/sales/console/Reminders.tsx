import { useState } from "react";
import { Alert, Button, Empty, Modal, Space, Switch, Tag, Typography as AntTypography } from "antd";
import { BellOutlined, WhatsAppOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DataTable } from "../../../src/ui/DataTable";
import { useAllowed } from "../../../src/access/useAccess";
import { newRequestKey } from "../../../resources/request-key";
import { formatIstDateTime } from "../../../resources/locale-format";
import { useTranslation } from "../../../src/i18n/use-translation";
import { rupees } from "./format";
import { reminderApi, type RemindPreview, type ReminderLogRow } from "./reminder-api";

/** Reminding spends the wallet (SMS): the owner and STAFF with Sales write, on a module that is not EXPIRED — the server's rule. */
export const useCanRemind = (): boolean => useAllowed("SALES & PURCHASE", "create");

const errorText = (err: unknown, fallback: string) => (err as { message?: string })?.message ?? fallback;

/**
 * "Remind": what the party owes and to which mobile, then an SMS (charged, like every SMS) or a WhatsApp
 * share of the same words from the owner's phone. Both carry a link that pays exactly the amount by UPI.
 */
export function RemindButton({ party, block }: { party: { id: number; name: string; phone: string | null; to_receive: number }; block?: boolean }) {
  const { t } = useTranslation("sales");
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState<"sms" | "whatsapp">();
  // One key per reminder the user means to send: a double tap or a retry sends (and charges) once.
  const [key, setKey] = useState(newRequestKey);
  const canRemind = useCanRemind();
  if (!canRemind || party.to_receive <= 0) return null;

  async function send(channel: "sms" | "whatsapp") {
    setBusy(channel);
    // The WhatsApp window opens on the tap (a browser lets only a tap open one), then goes to the link.
    const win = channel === "whatsapp" ? window.open("", "_blank") : null;
    try {
      const res = await reminderApi.remind(party.id, { request_key: key, channel });
      setKey(newRequestKey());
      if (win) win.location.href = res.data.whatsapp;
      open?.({ type: res.data.status === "failed" ? "error" : "success", message: res.message });
      setShown(false);
      queryClient.invalidateQueries({ queryKey: ["sales-reminders"] });
    } catch (err) {
      win?.close();
      setKey(newRequestKey());
      open?.({ type: "error", message: errorText(err, t("remind.failed")) });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setShown(true)} block={block} data-testid={`remind-${party.id}`}>
        {t("remind.button")}
      </Button>
      <Modal open={shown} title={t("remind.title", { party: party.name })} onCancel={() => setShown(false)} footer={null} destroyOnHidden>
        <Space direction="vertical" style={{ width: "100%" }}>
          <div>
            {t("remind.owes")} <strong data-testid="remind-amount">{rupees(party.to_receive)}</strong>
          </div>
          {party.phone ? <div>{t("remind.smsTo", { phone: party.phone })}</div> : <Alert type="warning" showIcon message={t("remind.noMobile")} />}
          <AntTypography.Text type="secondary">{t("remind.explain")}</AntTypography.Text>
          <Space wrap>
            <Button type="primary" icon={<BellOutlined />} disabled={!party.phone} loading={busy === "sms"} onClick={() => send("sms")} data-testid="remind-sms">
              {t("remind.sendSms")}
            </Button>
            <Button icon={<WhatsAppOutlined />} loading={busy === "whatsapp"} onClick={() => send("whatsapp")}>
              {t("remind.whatsapp")}
            </Button>
          </Space>
        </Space>
      </Modal>
    </>
  );
}

/** "Remind all who owe": a preview (who, how much, the total and the SMS cost, who is skipped), a confirmation, then the send. */
export function RemindAllButton() {
  const { t } = useTranslation("sales");
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [key, setKey] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  // The hook's confirm, not Modal.confirm: drawn inside the app, it takes the theme and reduced motion.
  const [modal, modalHolder] = Modal.useModal();
  const canRemind = useCanRemind();
  const preview = useQuery({ queryKey: ["sales-reminders", "preview"], queryFn: reminderApi.preview, enabled: shown && canRemind, retry: false });
  if (!canRemind) return null;
  const p: RemindPreview | undefined = preview.data;

  function confirmSend() {
    if (!p || p.rows.length === 0) return;
    modal.confirm({
      title: t("remind.confirmTitle", { count: p.rows.length }),
      content: t("remind.confirmBody", { count: p.rows.length, cost: rupees(p.cost) }),
      okText: t("remind.confirmOk"),
      cancelText: t("remind.cancel"),
      onOk: async () => {
        setSending(true);
        try {
          const res = await reminderApi.remindAll({ request_key: key, party_ids: p.rows.map((r) => r.party_id) });
          setKey(newRequestKey());
          open?.({ type: "success", message: res.message });
          setShown(false);
          queryClient.invalidateQueries({ queryKey: ["sales-reminders"] });
        } catch (err) {
          open?.({ type: "error", message: errorText(err, t("remind.failed")) });
        } finally {
          setSending(false);
        }
      },
    });
  }

  return (
    <>
      {modalHolder}
      <Button icon={<BellOutlined />} onClick={() => setShown(true)} data-testid="remind-all">
        {t("remind.all")}
      </Button>
      <Modal
        open={shown}
        title={t("remind.allTitle")}
        onCancel={() => setShown(false)}
        destroyOnHidden
        okText={p ? t("remind.sendCount", { count: p.rows.length }) : t("remind.sendSms")}
        okButtonProps={{ disabled: !p || p.rows.length === 0 || p.upi_missing, loading: sending, ...({ "data-testid": "remind-all-send" } as Record<`data-${string}`, string>) }}
        onOk={confirmSend}
        cancelText={t("remind.cancel")}
      >
        {preview.isLoading && <DataTable loading dataSource={[]} columns={[]} />}
        {preview.isError && <Alert type="error" showIcon message={errorText(preview.error, t("remind.failed"))} />}
        {p && (
          <Space direction="vertical" style={{ width: "100%" }}>
            {p.upi_missing && <Alert type="warning" showIcon message={t("remind.upiMissing")} />}
            <div data-testid="remind-all-summary">
              {t("remind.summary", { count: p.rows.length, total: rupees(p.total), cost: rupees(p.cost) })}
            </div>
            <DataTable
              size="small"
              rowKey="party_id"
              dataSource={p.rows}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: <Empty description={t("remind.nobody")} /> }}
              columns={[
                { title: t("common.party"), dataIndex: "name" },
                { title: t("common.mobile"), dataIndex: "phone" },
                { title: t("remind.due"), dataIndex: "amount", align: "right", render: (v: number) => rupees(v) },
              ]}
            />
            {p.skipped.length > 0 && (
              <Alert
                type="info"
                showIcon
                message={t("remind.skipped", { count: p.skipped.length })}
                description={p.skipped.map((s) => `${s.name} (${rupees(s.amount)})`).join(", ")}
                data-testid="remind-skipped"
              />
            )}
          </Space>
        )}
      </Modal>
    </>
  );
}

const STATUS_COLOR: Record<string, string> = { delivered: "green", sent: "blue", queued: "gold", failed: "red", shared: "cyan" };

/** What was sent: the party's reminders, or the business's when no party is given, newest first. */
export function ReminderLog({ partyId }: { partyId?: number }) {
  const { t } = useTranslation("sales");
  const [page, setPage] = useState(1);
  const size = 10;
  const q = useQuery({
    queryKey: ["sales-reminders", "log", partyId ?? "all", page],
    queryFn: () => reminderApi.log({ party_id: partyId, _start: (page - 1) * size, _end: page * size }),
  });
  return (
    <div data-testid="reminder-log">
      <DataTable<ReminderLogRow>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: size, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={q.isError ? errorText(q.error, t("remind.failed")) : t("remind.noneSent")} /> }}
        stackOnPhone
        columns={[
          { title: t("remind.when"), dataIndex: "at", render: (v: string) => formatIstDateTime(v) },
          ...(partyId ? [] : [{ title: t("common.party"), dataIndex: "party_name" }]),
          { title: t("remind.amount"), dataIndex: "amount", align: "right" as const, render: (v: number) => rupees(v) },
          { title: t("remind.channel"), dataIndex: "channel", render: (v: string, r: ReminderLogRow) => `${t(`remind.channels.${v}`)} · ${t(`remind.triggers.${r.trigger}`)}` },
          {
            title: t("remind.status"),
            dataIndex: "status",
            render: (v: string, r: ReminderLogRow) => (
              <span title={r.failure ?? undefined}>
                <Tag color={STATUS_COLOR[v]}>{t(`remind.statuses.${v in STATUS_COLOR ? v : "queued"}`)}</Tag>
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The party's own off switch for automatic reminders (the business turns them on in the sales settings). */
export function PartyAutoSwitch({ partyId }: { partyId: number }) {
  const { t } = useTranslation("sales");
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const canRemind = useCanRemind();
  const q = useQuery({ queryKey: ["sales-reminders", "auto", partyId], queryFn: () => reminderApi.partyAuto(partyId) });
  const [saving, setSaving] = useState(false);
  async function change(auto: boolean) {
    setSaving(true);
    try {
      const res = await reminderApi.setPartyAuto(partyId, auto);
      open?.({ type: "success", message: res.message });
      queryClient.setQueryData(["sales-reminders", "auto", partyId], res.data);
    } catch (err) {
      open?.({ type: "error", message: errorText(err, t("common.couldNotSave")) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Space>
      <Switch
        checked={q.data?.auto ?? true}
        loading={q.isLoading || saving}
        disabled={!canRemind}
        onChange={change}
        aria-label={t("remind.partyAuto")}
        data-testid="party-auto-remind"
      />
      <span>{t("remind.partyAuto")}</span>
    </Space>
  );
}
