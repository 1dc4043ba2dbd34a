import { useEffect, useRef } from "react";
import { notification } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { formatRupees } from "../../resources/money";
import { subscribeLivePayments, type LivePayment } from "../../providers/live-stream";
import { useBusiness } from "../business/BusinessContext";
import { useTranslation } from "../i18n/use-translation";
import { WIDE_NAV_QUERY, useMediaQuery } from "../ui/useIsPhone";
import { useAllowed } from "../access/useAccess";
import { paymentSpeech, soundAlertsOn, speak } from "./sound-alerts";

/** How long a payment's notice stays: longer than a toast, since nobody asked for it. */
const NOTICE_SECONDS = 6;
/** On a phone the notice sits above the tab bar (56 px and the safe area). */
const PHONE_BOTTOM_PX = 72;

/**
 * Live payments (issue 23): while a console is open on a business whose Payments its user may read,
 * one stream tells it of money as it lands. The dashboard's figures, the wallet balance and the
 * transactions list are fetched again, and a notice says who paid how much. It sits at the bottom,
 * clear of the top bar's buttons (and, on a phone, above the tab bar). A switch of business opens
 * the new business's stream. With "Sound alerts" on (sound-alerts.ts), the payment is also said aloud.
 */
export function LivePayments() {
  const { businessId, refreshBalance } = useBusiness();
  const canRead = useAllowed("wallet", "show");
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery(WIDE_NAV_QUERY);
  const [notices, holder] = notification.useNotification({ placement: wide ? "bottomRight" : "bottom", bottom: wide ? 24 : PHONE_BOTTOM_PX, stack: { threshold: 3 } });

  // The latest of each, without opening a new stream when they change.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const latest = useRef({ t, language, refreshBalance, notices, queryClient });
  latest.current = { t, language, refreshBalance, notices, queryClient };

  useEffect(() => {
    if (!businessId || !canRead) return;
    return subscribeLivePayments(businessId, (payment: LivePayment) => {
      const { t, language, refreshBalance, notices, queryClient } = latest.current;
      void queryClient.invalidateQueries({ queryKey: ["payments-summary", businessId] });
      void queryClient.invalidateQueries({ queryKey: ["qr-payments", businessId] });
      refreshBalance();
      const amount = formatRupees(payment.amount);
      const topup = payment.kind === "topup";
      const sentence = payment.payer
        ? t(topup ? "live.topup" : "live.qr", { amount, payer: payment.payer })
        : t(topup ? "live.topupNoPayer" : "live.qrNoPayer", { amount });
      notices.success({
        key: `live-payment-${payment.id}`,
        message: t(topup ? "live.titleTopup" : "live.title"),
        description: <span data-testid="live-payment-notice">{sentence}</span>,
        duration: NOTICE_SECONDS,
      });
      if (soundAlertsOn()) speak(paymentSpeech(payment, language, t), language);
    });
  }, [businessId, canRead]);

  return holder;
}
