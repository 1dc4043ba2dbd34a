import { Alert, Button, Result, Skeleton, Space } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { http } from "../../../providers/http";
import { Error404 } from "../../../src/pages/errors/ErrorPages";
import { PublicShell } from "../../../src/pages/public/PublicShell";
import { InvoiceA4 } from "./InvoiceA4";
import type { InvoiceView } from "../invoice-view";

// The page's words in one place (they move to translation keys with the rest of the console).
const TEXT = {
  download: "Download PDF",
  pay: "Pay with a UPI app",
  cancelled: "Cancelled",
  cancelledNote: "The seller cancelled this invoice: nothing is due on it.",
  failed: "This invoice could not be loaded",
  retry: "Try again",
  offline: "Please check your internet connection and try again.",
};

/** 404: no such link. 410: the link expired or the shop withdrew it; the server says so in the invoice's language, naming the shop. */
type Answer = { view: InvoiceView } | { gone: string } | null;

/** /i/:token — an invoice its seller shared (WhatsApp): read-only, as printed, with its PDF. */
export default function InvoicePublicPage() {
  const { token = "" } = useParams();
  const path = `/public/invoices/${encodeURIComponent(token)}`;
  const query = useQuery({
    queryKey: ["public-invoice", token],
    // 404 and 410 are answers (no such link; a link no longer valid), not failures to retry.
    queryFn: async (): Promise<Answer> => {
      const res = await http.get<{ data: InvoiceView; message?: string }>(path, { skipAuth: true, validateStatus: (status) => status === 200 || status === 404 || status === 410 });
      if (res.status === 404) return null;
      return res.status === 410 ? { gone: res.data.message ?? "" } : { view: res.data.data };
    },
  });

  if (query.data === null) return <Error404 />;
  if (query.data && "gone" in query.data) {
    return (
      <PublicShell>
        <meta name="robots" content="noindex, nofollow" />
        <div data-testid="public-link-gone">
          <Result status="warning" title={<span style={{ whiteSpace: "pre-line" }}>{query.data.gone}</span>} />
        </div>
      </PublicShell>
    );
  }
  const v = query.data?.view;
  return (
    <PublicShell>
      {/* Whoever has the link may read it; search engines may not list it. */}
      <meta name="robots" content="noindex, nofollow" />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : query.isError || !v ? (
        <Result status="warning" title={TEXT.failed} subTitle={TEXT.offline} extra={<Button onClick={() => query.refetch()}>{TEXT.retry}</Button>} />
      ) : (
        <>
          <title>{`${v.title} ${v.number} · ${v.seller.name}`}</title>
          {v.cancelled && <Alert type="error" showIcon message={TEXT.cancelled} description={TEXT.cancelledNote} style={{ marginBottom: 16 }} data-testid="public-cancelled" />}
          <Space wrap style={{ marginBottom: 16 }}>
            <Button type="primary" href={`/api${path}/pdf`} download={v.file_name}>
              {TEXT.download}
            </Button>
            {/* On a phone the link opens the UPI app with the amount filled in. */}
            {v.upi && <Button href={v.upi.link}>{TEXT.pay}</Button>}
          </Space>
          <InvoiceA4 view={v} />
        </>
      )}
    </PublicShell>
  );
}
