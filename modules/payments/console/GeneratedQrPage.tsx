import { Alert, Flex, Layout, Spin } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { http } from "../../../providers/http";
import { getBusinessId } from "../../../providers/storage";
import { QrCard } from "./QrCard";
import { useTranslation } from "../../../src/i18n/use-translation";

/**
 * /galla/Setting/MyQR/generatedqr (spec §2, no sign-in): the QR of the business named by
 * ?business=ID (the link My QR shares), else the one last chosen on this device. The public API
 * reveals only the name and the QR — what the printed QR shows anyway.
 */
export default function GeneratedQrPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation("payments");
  const businessId = params.get("business") ?? getBusinessId();
  const query = useQuery({
    queryKey: ["public-qr", businessId],
    queryFn: async () =>
      (await http.get<{ data: { qr_code_path: string; business_name: string } }>(`/public/qr-code/${businessId}`, { skipAuth: true })).data.data,
    enabled: Boolean(businessId),
    retry: false,
  });

  return (
    <Layout style={{ minHeight: "100vh", padding: 24 }}>
      <Flex justify="center" align="center" style={{ flex: 1 }}>
        {!businessId ? (
          <Alert type="warning" showIcon message={t("qr.noBusiness")} description={t("qr.noBusinessHint")} />
        ) : query.isPending ? (
          <Spin size="large" />
        ) : query.isError ? (
          <Alert type="error" showIcon message={t("qr.unavailable")} description={(query.error as { message?: string })?.message} />
        ) : (
          <QrCard name={query.data.business_name} imageUrl={query.data.qr_code_path} publicUrl={`${window.location.origin}/p/${businessId}`} titleLevel={1} />
        )}
      </Flex>
    </Layout>
  );
}
