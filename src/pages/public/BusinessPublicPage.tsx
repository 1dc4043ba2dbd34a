import { Suspense, lazy } from "react";
import { Button, Result, Skeleton, Space, message as messageApi } from "antd";
import { Typography } from "../../ui/Typography";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { http } from "../../../providers/http";
import { formatRupees } from "../../../resources/money";
import { Error404 } from "../errors/ErrorPages";
import { PublicShell } from "./PublicShell";
import { staticUpiLink } from "../../../resources/upi";

const UpiQr = lazy(() => import("./UpiQr"));

import type { PublicBusiness, PublicService } from "../../../contracts/public";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

function Services({ services }: { services: PublicService[] }) {
  if (!services.length) return null;
  return (
    <section className="pay-services" aria-label="Services">
      <Typography.Title level={2} style={{ fontSize: 17, margin: "12px 0 4px" }}>
        Services
      </Typography.Title>
      {services.map((s) => (
        <div className="pay-service" key={s.name}>
          <div>
            <div>{s.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {[s.category, s.duration_minutes ? `${s.duration_minutes} min` : null, s.description].filter(Boolean).join(" · ")}
            </Typography.Text>
          </div>
          {s.price !== null && <div className="pay-service-price">{formatRupees(s.price)}</div>}
        </div>
      ))}
    </section>
  );
}

function PayCard({ business }: { business: PublicBusiness }) {
  const [message, messageHolder] = messageApi.useMessage();
  const uri = business.upi_id ? staticUpiLink(business.upi_id, business.business_name) : null;
  return (
    <div className="pay-card">
      {messageHolder}
      {business.business_logo_path ? (
        <img className="pay-logo" src={business.business_logo_path} alt={`${business.business_name} logo`} />
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
            <UpiQr uri={uri} label={`UPI QR code to pay ${business.business_name}`} />
          </Suspense>
          <Typography.Paragraph style={{ marginBottom: 4 }}>Scan with any UPI app to pay</Typography.Paragraph>
          <div className="pay-vpa" data-testid="upi-id">
            {business.upi_id}
          </div>
          <Space wrap style={{ marginTop: 16, justifyContent: "center" }}>
            {/* On a phone the link opens the UPI app directly (an intent), no scanning needed. */}
            <Button type="primary" size="large" href={uri}>
              Pay with a UPI app
            </Button>
            <Button
              size="large"
              onClick={() =>
                navigator.clipboard
                  .writeText(business.upi_id!)
                  .then(() => message.success("UPI id copied"))
                  .catch(() => message.error("Could not copy. Please select the UPI id and copy it."))
              }
            >
              Copy UPI id
            </Button>
          </Space>
        </>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 20 }}>
          This business has not set up UPI payments yet.
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** /p/:id — a business's public page: who they are, a QR to pay them, and what they offer. */
export default function BusinessPublicPage() {
  const { id = "" } = useParams();
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

  if (query.data === null) return <Error404 />;

  return (
    <PublicShell narrow>
      {query.isPending ? (
        <div className="pay-card">
          <Skeleton.Avatar active size={72} shape="square" />
          <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
        </div>
      ) : query.isError ? (
        <Result
          status="warning"
          title="This page could not be loaded"
          subTitle="Please check your internet connection and try again."
          extra={<Button onClick={() => query.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <PayCard business={query.data!} />
          <Services services={query.data!.services} />
        </>
      )}
    </PublicShell>
  );
}
