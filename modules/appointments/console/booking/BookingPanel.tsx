import { Suspense, lazy, useState } from "react";
import { Skeleton } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "../../../../src/ui/Typography";
import { PageBoundary } from "../../../../src/ui/PageBoundary";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { intlLocale } from "../../../../locales/languages";
import { formatPaiseIn } from "../../../../resources/locale-format";
import type { BookableService } from "../../contract";
import { bookingPage, type BookingMade } from "./api";
import type { PickedSlot } from "./SlotPicker";
import "./booking.css";

// The slot picker and the form (antd's Form, Input, Alert, Result: about 200 KB of code) are a chunk
// asked for when the customer reaches for a service, not with the page: most visitors only pay by QR,
// and on a cheap phone that code's evaluation was most of the page's blocking time (issue 24).
const loadSteps = () => import("./BookingSteps");
const BookingSteps = lazy(loadSteps);
const BookingDone = lazy(() => loadSteps().then((m) => ({ default: m.BookingDone })));
const reachingForService = () => void loadSteps();

/**
 * Book an appointment on a business's public page: a service (price, duration), then its steps
 * (BookingSteps: a free slot, name and mobile confirmed by the code the SMS brings). Shown only when
 * the business takes bookings.
 */
export default function BookingPanel({ businessId }: { businessId: string }) {
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  const page = useQuery({ queryKey: ["book-page", businessId], queryFn: () => bookingPage(businessId), retry: false });
  const [service, setService] = useState<BookableService>();
  const [slot, setSlot] = useState<PickedSlot>();
  const [done, setDone] = useState<BookingMade>();

  if (page.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (page.isError || !page.data.open || !page.data.services.length) return null;
  const info = page.data;
  const waiting = <Skeleton active paragraph={{ rows: 3 }} />;

  if (done)
    return (
      <section className="book-card" aria-label={t("booking.title")}>
        <Suspense fallback={waiting}>
          <BookingDone done={done} />
        </Suspense>
      </section>
    );

  return (
    <section className="book-card" aria-labelledby="book-title">
      <Typography.Title level={2} id="book-title" style={{ fontSize: 19, margin: "0 0 4px" }}>
        {t("booking.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t("booking.intro", { days: info.days_ahead, hours: info.cancel_hours_before })}
      </Typography.Paragraph>

      <Typography.Text strong id="book-service-label">{t("booking.service")}</Typography.Text>
      {/* A finger on a service (or focus) asks for the steps' code, so it is usually in by the tap. */}
      <div className="book-services" role="radiogroup" aria-labelledby="book-service-label" onPointerDown={reachingForService} onFocus={reachingForService}>
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

      {/* The steps' code comes at the tap: on a dropped network the card says so, the page stays. */}
      {service && (
        <PageBoundary level={2}>
          <Suspense fallback={waiting}>
            <BookingSteps businessId={businessId} service={service} slot={slot} onSlot={setSlot} onDone={setDone} />
          </Suspense>
        </PageBoundary>
      )}
    </section>
  );
}
