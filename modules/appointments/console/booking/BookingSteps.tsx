import { useState } from "react";
import { Alert, Button, Form, Input, Result } from "antd";
import { Link } from "react-router";
import { Typography } from "../../../../src/ui/Typography";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { intlLocale } from "../../../../locales/languages";
import { formatDayIn, formatPaiseIn } from "../../../../resources/locale-format";
import type { HttpFailure } from "../../../../providers/http";
import type { BookableService } from "../../contract";
import { book, sendCode, type BookingMade } from "./api";
import { SlotPicker, type PickedSlot } from "./SlotPicker";

const failure = (err: unknown) => err as HttpFailure;

/** "Tue, 2 Dec at 10:30" in the reader's language. */
function useWhen() {
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  return (s: { date: string; start_time: string }) => t("booking.when", { day: formatDayIn(locale, s.date), time: s.start_time });
}

interface StepsProps {
  businessId: string;
  service: BookableService;
  slot: PickedSlot | undefined;
  onSlot: (slot: PickedSlot | undefined) => void;
  onDone: (made: BookingMade) => void;
}

/**
 * What follows the choice of a service (BookingPanel): a free slot, then name and mobile confirmed by
 * the code the SMS brings. A chunk of its own: a customer who only pays by QR never loads antd's form.
 */
export default function BookingSteps({ businessId, service, slot, onSlot, onDone }: StepsProps) {
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  const when = useWhen();
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<HttpFailure>();
  const [form] = Form.useForm<{ name: string; mobile: string; otp: string }>();

  if (!slot) return <SlotPicker businessId={businessId} serviceId={service.id} onPick={onSlot} />;

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
      onDone(await book(businessId, { service_id: service.id, staff_id: slot.staff_id, date: slot.date, start_time: slot.start_time, name: values.name, mobile: values.mobile, otp: values.otp, language: i18n.language }));
    } catch (err) {
      const f = failure(err);
      setError(f);
      // The slot went meanwhile: back to the times, fetched afresh.
      if (f.field === "start_time") onSlot(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="book-details">
      <Alert
        type="info"
        message={`${service.name} · ${formatPaiseIn(locale, service.price_paise)}`}
        description={`${when(slot)} · ${slot.staff}`}
        action={<Button size="small" onClick={() => onSlot(undefined)}>{t("booking.change")}</Button>}
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
  );
}

/** The booking made: what, when and with whom, that an SMS is on its way, and the link to manage it. */
export function BookingDone({ done }: { done: BookingMade }) {
  const { t } = useTranslation("payments");
  const when = useWhen();
  return (
    <Result
      status="success"
      title={t("booking.done")}
      subTitle={`${done.booking.service ?? ""} · ${when(done.booking)} · ${done.booking.staff ?? ""}`}
      extra={[
        <Typography.Paragraph key="sms">{t("booking.smsSent")}</Typography.Paragraph>,
        <Link key="manage" to={`/booking/${done.token}`}>{t("booking.manage")}</Link>,
      ]}
    />
  );
}
