import { useState } from "react";
import { Button, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { shareOnWhatsApp } from "../../../src/ui/share";
import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES, type ShareExpiry } from "../../../resources/share-link";
import { displayLocale, formatDayIn } from "../../../resources/locale-format";
import type { InvoiceShare } from "../invoice-view-contract";
import { salesApi } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";
import "./share-link.css";

const errorText = (err: unknown) => (err as { message?: string })?.message;
const day = (iso: string) => formatDayIn(displayLocale(), iso);

/**
 * The invoice's customer link (issue 22): whether it works and until when, sending it (WhatsApp, copy),
 * the choice of how long a new link works, withdrawing it and making a new one (the old one stops).
 */
export function ShareLinkPanel({ id }: { id: number }) {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  const key = ["sales-share-link", id];
  const status = useQuery({ queryKey: key, queryFn: () => salesApi.shareStatus(id) });
  const [expiry, setExpiry] = useState<ShareExpiry>(DEFAULT_SHARE_EXPIRY);
  const [busy, setBusy] = useState<"" | "whatsapp" | "copy" | "renew" | "withdraw">("");
  const s = status.data;
  const live = s?.state === "live" ? s.share : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  /** The live link, or one made now for the chosen time. */
  async function link(renew = false): Promise<InvoiceShare> {
    if (live && !renew) return live;
    const made = await salesApi.share(id, { expires_in: expiry, renew });
    await refresh();
    return made;
  }
  const urlOf = (share: InvoiceShare) => `${window.location.origin}${share.path}`;

  async function run(what: typeof busy, action: () => Promise<void>, failed: string) {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      open?.({ type: "error", message: t(failed), description: errorText(err) ?? t("file.tryAgain") });
    } finally {
      setBusy("");
    }
  }

  const whatsapp = () =>
    run(
      "whatsapp",
      async () => {
        const share = await link();
        const url = urlOf(share);
        const how = await shareOnWhatsApp({
          text: `${share.text} ${url}`,
          title: share.file_name,
          mobile: share.phone,
          file: async () => new File([await salesApi.pdf("sale", id)], share.file_name, { type: "application/pdf" }),
        });
        if (how === "link") open?.({ type: "success", message: t("file.linkOpened"), description: url });
      },
      "file.shareFailed",
    );
  const copy = () =>
    run(
      "copy",
      async () => {
        const url = urlOf(await link());
        await navigator.clipboard?.writeText(url);
        open?.({ type: "success", message: t("shareLink.copied"), description: url });
      },
      "file.shareFailed",
    );
  const renew = () =>
    run(
      "renew",
      async () => {
        const url = urlOf(await link(true));
        open?.({ type: "success", message: t("shareLink.renewed"), description: url });
      },
      "shareLink.failed",
    );
  const withdraw = () =>
    run(
      "withdraw",
      async () => {
        const res = await salesApi.withdrawShare(id);
        queryClient.setQueryData(key, res.data);
        open?.({ type: "success", message: res.message });
      },
      "shareLink.failed",
    );

  const expirySelect = (
    <Select
      value={expiry}
      onChange={setExpiry}
      options={SHARE_EXPIRIES.map((e) => ({ value: e, label: t(`shareLink.expiry.${e}`) }))}
      style={{ minWidth: 150 }}
      aria-label={t("shareLink.worksFor")}
      data-testid="share-expiry"
    />
  );

  const statusText = !s
    ? ""
    : s.state === "live"
      ? s.expires_at
        ? t("shareLink.liveUntil", { date: day(s.expires_at) })
        : t("shareLink.liveForever")
      : s.state === "expired"
        ? t("shareLink.expiredOn", { date: day(s.expires_at!) })
        : s.state === "withdrawn"
          ? t("shareLink.withdrawnOn", { date: day(s.withdrawn_at!) })
          : t("shareLink.none");
  const tag = s && s.state !== "none" ? <Tag color={s.state === "live" ? "green" : "default"}>{t(`shareLink.state.${s.state}`)}</Tag> : null;

  return (
    <section className="no-print share-link-panel" aria-labelledby={`share-link-${id}`} data-testid="share-link-panel">
      <Typography.Text strong id={`share-link-${id}`}>
        {t("shareLink.title")}
      </Typography.Text>
      <div className="share-link-status" data-testid="share-link-status">
        {tag}
        <span>{statusText}</span>
      </div>
      <Space wrap size={8}>
        {!live && (
          <label className="share-link-expiry">
            <span>{t("shareLink.worksFor")}</span>
            {expirySelect}
          </label>
        )}
        <Button type={live ? "default" : "primary"} onClick={whatsapp} loading={busy === "whatsapp"} data-testid="share-whatsapp">
          {t("file.share")}
        </Button>
        <Button onClick={copy} loading={busy === "copy"} data-testid="share-copy">
          {t("shareLink.copy")}
        </Button>
        {live && (
          <Popconfirm
            title={t("shareLink.renewTitle")}
            description={
              <div className="share-link-confirm">
                <p>{t("shareLink.renewDescription")}</p>
                <label className="share-link-expiry">
                  <span>{t("shareLink.worksFor")}</span>
                  {expirySelect}
                </label>
              </div>
            }
            okText={t("shareLink.renew")}
            cancelText={t("shareLink.keep")}
            onConfirm={renew}
          >
            <Button loading={busy === "renew"} data-testid="share-renew">
              {t("shareLink.renew")}
            </Button>
          </Popconfirm>
        )}
        {live && (
          <Popconfirm
            title={t("shareLink.withdrawTitle")}
            description={t("shareLink.withdrawDescription")}
            okText={t("shareLink.withdraw")}
            cancelText={t("shareLink.keep")}
            okButtonProps={{ danger: true }}
            onConfirm={withdraw}
          >
            <Button danger loading={busy === "withdraw"} data-testid="share-withdraw">
              {t("shareLink.withdraw")}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </section>
  );
}
