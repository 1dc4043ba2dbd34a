import { useState } from "react";
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Tag } from "antd";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Typography } from "../../../../src/ui/Typography";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { intlLocale } from "../../../../locales/languages";
import { formatDayIn } from "../../../../resources/locale-format";
import type { HttpFailure } from "../../../../providers/http";
import { PublicShell } from "../../../../src/pages/public/PublicShell";
import { cancelBooking, customerBooking, moveBooking } from "./api";
import { SlotPicker } from "./SlotPicker";
import "./booking.css";

/** /booking/:token — the customer's booking from the SMS link: see it, cancel it or move it (within the owner's rules). */
export default function ManageBookingPage() {
  const { token = "" } = useParams();
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  const client = useQueryClient();
  const query = useQuery({ queryKey: ["customer-booking", token], queryFn: () => customerBooking(token), retry: false });
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The hook's confirm, not Modal.confirm: drawn inside the app, it takes the theme and reduced motion.
  const [modal, modalHolder] = Modal.useModal();

  const apply = async (work: () => Promise<unknown>) => {
    setError(undefined);
    setBusy(true);
    try {
      client.setQueryData(["customer-booking", token], await work());
      setMoving(false);
    } catch (err) {
      setError((err as HttpFailure).message);
    } finally {
      setBusy(false);
    }
  };

  const b = query.data;
  return (
    <PublicShell narrow>
      {modalHolder}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : query.isError || !b ? (
        <Result status="404" title={t("booking.unknownLink")} extra={<Link to="/">{t("booking.home")}</Link>} />
      ) : (
        <section className="book-card" aria-labelledby="manage-title">
          <Typography.Title level={1} id="manage-title" style={{ fontSize: 20, margin: 0 }}>
            {t("booking.yours", { business: b.business_name })}
          </Typography.Title>
          <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label={t("booking.service")}>{b.service ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("booking.whenLabel")}>{t("booking.when", { day: formatDayIn(locale, b.date), time: b.start_time })}</Descriptions.Item>
            <Descriptions.Item label={t("booking.with")}>{b.staff ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("booking.status")}>
              <Tag color={b.status === "cancelled" ? "red" : "green"}>{t(`booking.states.${b.status === "cancelled" ? "cancelled" : "booked"}`)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          {error && <Alert type="error" showIcon role="alert" message={error} style={{ margin: "12px 0" }} />}
          {b.can_change ? (
            <>
              <Typography.Paragraph type="secondary">{t("booking.changeUntil", { until: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(b.change_until!)) })}</Typography.Paragraph>
              <div className="book-actions">
                <Button size="large" onClick={() => setMoving((m) => !m)}>{t("booking.move")}</Button>
                <Button
                  size="large"
                  danger
                  loading={busy}
                  onClick={() =>
                    modal.confirm({
                      title: t("booking.cancelConfirm"),
                      okText: t("booking.cancel"),
                      okButtonProps: { danger: true },
                      cancelText: t("booking.keep"),
                      onOk: () => apply(() => cancelBooking(token)),
                    })
                  }
                >
                  {t("booking.cancel")}
                </Button>
              </div>
              {moving && b.service_id && (
                <div style={{ marginTop: 16 }}>
                  <SlotPicker businessId={b.business_id} serviceId={b.service_id} onPick={(s) => apply(() => moveBooking(token, { date: s.date, start_time: s.start_time, staff_id: s.staff_id }))} />
                </div>
              )}
            </>
          ) : (
            b.status !== "cancelled" && <Typography.Paragraph type="secondary">{t("booking.noChange")}</Typography.Paragraph>
          )}
          <Link to={`/p/${b.business_id}`}>{t("booking.backToShop", { business: b.business_name })}</Link>
        </section>
      )}
    </PublicShell>
  );
}
