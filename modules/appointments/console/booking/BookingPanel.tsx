import { useState } from "react";
import { Alert, Button, Form, Input, Result, Skeleton } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Typography } from "../../../../src/ui/Typography";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { intlLocale } from "../../../../locales/languages";
import { formatDayIn, formatPaiseIn } from "../../../../resources/locale-format";
import type { HttpFailure } from "../../../../providers/http";
import type { BookableService, CustomerBooking } from "../../contract";
import { book, bookingPage, sendCode } from "./api";
import { SlotPicker, type PickedSlot } from "./SlotPicker";
import "./booking.css";

const failure = (err: unknown) => err as HttpFailure;

/**
 * Book an appointment on a business's public page: a service (price, duration), a free slot, then
 * name and mobile confirmed by the code the SMS brings. Shown only when the business takes bookings.
 */
export default function BookingPanel({ businessId }: { businessId: string }) {
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  const page = useQuery({ queryKey: ["book-page", businessId], queryFn: () => bookingPage(businessId), retry: false });
  const [service, setService] = useState<BookableService>();
  const [slot, setSlot] = useState<PickedSlot>();
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<HttpFailure>();
  const [done, setDone] = useState<{ booking: CustomerBooking; manage_url: string; token: string }>();
  const [form] = Form.useForm<{ name: string; mobile: string; otp: string }>();

  if (page.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (page.isError || !page.data.open || !page.data.services.length) return null;
  const info = page.data;

  const when = (s: { date: string; start_time: string }) => t("booking.when", { day: formatDayIn(locale, s.date), time: s.start_time });

  if (done)
    return (
      <section className="book-card" aria-label={t("booking.title")}>
        <Result
          status="success"
          title={t("booking.done")}
          subTitle={`${done.booking.service ?? ""} · ${when(done.booking)} · ${done.booking.staff ?? ""}`}
          extra={[
            <Typography.Paragraph key="sms">{t("booking.smsSent")}</Typography.Paragraph>,
            <Link key="manage" to={`/booking/${done.token}`}>{t("booking.manage")}</Link>,
          ]}
        />
      </section>
    );

  const ask = async () => {
    setError(undefined);
    const { mobile } = await form.validateFields(["name", "mobile"]);
    setBusy(true);
    try {
      await sendCode(businessId, mobile);
      setCodeSent(true);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setError(undefined);
    const values = await form.validateFields();
    setBusy(true);
    try {
      const made = await book(businessId, { service_id: service!.id, staff_id: slot!.staff_id, date: slot!.date, start_time: slot!.start_time, name: values.name, mobile: values.mobile, otp: values.otp, language: i18n.language });
      setDone(made);
    } catch (err) {
      const f = failure(err);
      setError(f);
      // The slot went meanwhile: back to the times, fetched afresh.
      if (f.field === "start_time") setSlot(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="book-card" aria-labelledby="book-title">
      <Typography.Title level={2} id="book-title" style={{ fontSize: 19, margin: "0 0 4px" }}>
        {t("booking.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t("booking.intro", { days: info.days_ahead, hours: info.cancel_hours_before })}
      </Typography.Paragraph>

      <Typography.Text strong id="book-service-label">{t("booking.service")}</Typography.Text>
      <div className="book-services" role="radiogroup" aria-labelledby="book-service-label">
        {info.services.map((s) => (
          <button
            type="button"
            role="radio"
            aria-checked={service?.id === s.id}
            key={s.id}
            className={service?.id === s.id ? "book-service chosen" : "book-service"}
            onClick={() => {
              setService(s);
              setSlot(undefined);
            }}
          >
            <span className="book-service-name">{s.name}</span>
            <span className="book-service-meta">
              {t("public.minutes", { count: s.duration_minutes })} · <strong>{formatPaiseIn(locale, s.price_paise)}</strong>
            </span>
          </button>
        ))}
      </div>

      {service && !slot && <SlotPicker businessId={info.business_id} serviceId={service.id} onPick={setSlot} />}

      {service && slot && (
        <div className="book-details">
          <Alert
            type="info"
            message={`${service.name} · ${formatPaiseIn(locale, service.price_paise)}`}
            description={`${when(slot)} · ${slot.staff}`}
            action={<Button size="small" onClick={() => setSlot(undefined)}>{t("booking.change")}</Button>}
          />
          <Form form={form} layout="vertical" requiredMark={false} style={{ marginTop: 12 }} onFinish={codeSent ? confirm : ask}>
            <Form.Item name="name" label={t("booking.name")} rules={[{ required: true, min: 2, message: t("booking.nameNeeded") }]}>
              <Input autoComplete="name" maxLength={80} />
            </Form.Item>
            <Form.Item name="mobile" label={t("booking.mobile")} rules={[{ required: true, pattern: /^(\+?91[\s-]?)?[6-9]\d{9}$/, message: t("booking.mobileNeeded") }]}>
              <Input inputMode="numeric" autoComplete="tel-national" maxLength={14} disabled={codeSent} />
            </Form.Item>
            {codeSent && (
              <Form.Item name="otp" label={t("booking.code")} extra={t("booking.codeHelp")} rules={[{ required: true, pattern: /^\d{6}$/, message: t("booking.codeNeeded") }]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
              </Form.Item>
            )}
            {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 12 }} role="alert" />}
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {codeSent ? t("booking.confirm") : t("booking.sendCode")}
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}
