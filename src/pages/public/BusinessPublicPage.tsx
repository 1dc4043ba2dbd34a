import { Suspense, lazy, useContext, useState } from "react";
import { Button, Result, Skeleton } from "antd";
import { Typography } from "../../ui/Typography";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { http } from "../../../providers/http";
import { formatRupees } from "../../../resources/money";
import { Error404 } from "../errors/ErrorPages";
import { PublicShell } from "./PublicShell";
import { staticUpiLink } from "../../../resources/upi";
import { useTranslation } from "../../i18n/use-translation";
import { publicParts } from "../../public-part";
import { ToastContext } from "../../../providers/notification-provider";
import { initialsOf, serviceAbout } from "../../../resources/public-page";
import { useTakeOverPrerendered } from "./prerendered";

const UpiQr = lazy(() => import("./UpiQr"));

import type { PublicBusiness, PublicService } from "../../../contracts/public";

function Services({ services }: { services: PublicService[] }) {
  const { t } = useTranslation("payments");
  if (!services.length) return null;
  return (
    <section className="pay-services" aria-label={t("public.services")}>
      <Typography.Title level={2} className="pay-services-title">
        {t("public.services")}
      </Typography.Title>
      {services.map((s) => (
        <div className="pay-service" key={s.name}>
          <div>
            <div>{s.name}</div>
            <Typography.Text type="secondary" className="pay-service-about">
              {serviceAbout(s, (count) => t("public.minutes", { count }))}
            </Typography.Text>
          </div>
          {s.price !== null && <div className="pay-service-price">{formatRupees(s.price)}</div>}
        </div>
      ))}
    </section>
  );
}

/**
 * The card (server/public/business-copy.ts draws the same in the page's HTML: change both together).
 * `onDrawn`: everything the server's copy shows is drawn here too, the QR included.
 */
function PayCard({ business, onDrawn }: { business: PublicBusiness; onDrawn: () => void }) {
  const { t } = useTranslation("payments");
  const toasts = useContext(ToastContext);
  const uri = business.upi_id ? staticUpiLink(business.upi_id, business.business_name) : null;
  return (
    <div className="pay-card">
      {business.business_logo_path ? (
        <img className="pay-logo" src={business.business_logo_path} alt={t("public.logoAlt", { name: business.business_name })} />
      ) : (
        <span className="pay-initials" aria-hidden="true">
          {initialsOf(business.business_name)}
        </span>
      )}
      <h1 className="pay-name">{business.business_name}</h1>
      <div className="pay-meta">{[business.category, business.city].filter(Boolean).join(" · ")}</div>
      {uri ? (
        <>
          <Suspense fallback={<div className="pay-qr" />}>
            <UpiQr uri={uri} label={t("public.qrLabel", { name: business.business_name })} onDrawn={onDrawn} />
          </Suspense>
          <Typography.Paragraph className="pay-scan">{t("public.scan")}</Typography.Paragraph>
          <div className="pay-vpa" data-testid="upi-id">
            {business.upi_id}
          </div>
          <div className="pay-actions">
            {/* On a phone the link opens the UPI app directly (an intent), no scanning needed. */}
            <a className="pay-button pay-button-primary" href={uri}>
              {t("public.pay")}
            </a>
            <button
              type="button"
              className="pay-button"
              onClick={() =>
                navigator.clipboard
                  .writeText(business.upi_id!)
                  .then(() => toasts?.success({ message: t("public.copied") }))
                  .catch(() => toasts?.error({ message: t("public.copyFailed") }))
              }
            >
              {t("public.copy")}
            </button>
          </div>
        </>
      ) : (
        <Typography.Paragraph type="secondary" className="pay-no-upi">
          {t("public.noUpi")}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** The modules' sections of the page (online booking: modules/appointments/console/public.tsx), each its own chunk. */
const sections = publicParts.flatMap((p) => (p.businessPageSection ? [p.businessPageSection] : []));

/** /p/:id — a business's public page: who they are, a QR to pay them, and what they offer. */
export default function BusinessPublicPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("payments");
  const [qrDrawn, setQrDrawn] = useState(false);
  const query = useQuery({
    queryKey: ["public-business", id],
    // 404 is an answer (no such business), not a failure to retry.
    queryFn: async () => {
      const res = await http.get<{ data: PublicBusiness }>(`/public/business/${encodeURIComponent(id)}`, {
        skipAuth: true,
        validateStatus: (status) => status === 200 || status === 404,
      });
      return res.status === 404 ? null : res.data.data;
    },
  });

  // The server's copy of the card (if the HTML had one) stays until this one has all it showed; a failed read
  // keeps it: the copy is the business as the server read it a moment ago, and its QR pays.
  useTakeOverPrerendered(query.data === null || (query.data !== undefined && (!query.data.upi_id || qrDrawn)));

  if (query.data === null) return <Error404 />;

  return (
    <PublicShell narrow>
      {query.isPending ? (
        // A screen tall, so the footer is not in view until the card (taller than the outline) is.
        <div className="pay-card pay-card-loading">
          <Skeleton.Avatar active size={72} shape="square" />
          <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
        </div>
      ) : query.isError ? (
        <Result
          status="warning"
          title={t("public.failed")}
          subTitle={t("public.offline")}
          extra={<Button onClick={() => query.refetch()}>{t("public.retry")}</Button>}
        />
      ) : (
        <>
          <PayCard business={query.data!} onDrawn={() => setQrDrawn(true)} />
          <Services services={query.data!.services} />
          {/* Last: a section's code arrives after the page's, and drawn at the end it pushes nothing already shown. */}
          {sections.map((Section, i) => (
            <Suspense key={i} fallback={null}>
              <Section business={query.data!} />
            </Suspense>
          ))}
        </>
      )}
    </PublicShell>
  );
}
