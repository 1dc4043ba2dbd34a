import { useEffect } from "react";
import { Alert } from "antd";
import { Link } from "react-router";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { formatPaise } from "../../resources/money";
import { outbox } from "../../providers/outbox-runtime";
import { useTranslation } from "../i18n/use-translation";
import { readTime } from "./read-time";
import { useConnection, useOutbox } from "./useConnection";

/**
 * Above every console page: says plainly that the network is gone and since when the data on screen is
 * from the device, and, online or not, which bills typed offline wait to be sent or were refused.
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const { online, shownFrom } = useConnection();
  const entries = useOutbox();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  // A bill kept offline has been made on the server: say so with its number, and let lists read it.
  useEffect(
    () =>
      outbox.onSent((made) => {
        for (const { entry, answer } of made) {
          const number = (answer as { data?: { number?: string } })?.data?.number ?? "";
          open?.({ type: "success", message: t("offline.sent", { number, total: formatPaise(entry.summary.totalPaise) }) });
        }
        void queryClient.invalidateQueries();
      }),
    [open, queryClient, t],
  );
  const waiting = entries.filter((e) => e.state === "pending").length;
  const refused = entries.filter((e) => e.state === "refused").length;
  const bills = [waiting ? t("offline.waiting", { count: waiting }) : "", refused ? t("offline.refused", { count: refused }) : ""].filter(Boolean).join(" ");
  const link = entries.length > 0 && (
    <Link to={entries[0].viewPath} className="galla-offline-link">
      {t("offline.seeBills")}
    </Link>
  );
  if (online && !entries.length) return null;
  return (
    <div className="galla-offline" role="status" data-testid="offline-notice">
      {!online ? (
        <Alert
          type="warning"
          showIcon
          message={t("offline.title")}
          description={
            <>
              {shownFrom !== null ? t("offline.shownFrom", { time: readTime(shownFrom, i18n.resolvedLanguage) }) : t("offline.noneShown")}
              {bills && <> {bills} {link}</>}
            </>
          }
        />
      ) : (
        <Alert type={refused ? "error" : "info"} showIcon message={<>{bills} {link}</>} data-testid="outbox-notice" />
      )}
    </div>
  );
}
