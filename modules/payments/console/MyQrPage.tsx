import { Alert, Button, Flex, Spin } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { ShareAltOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { http } from "../../../providers/http";
import { useBusiness } from "../../../src/business/BusinessContext";
import { QrCard } from "./QrCard";
import { StandeeActions } from "./StandeeActions";
import type { StandeeLanguage } from "../../../resources/standee-layout";
import { useTranslation } from "../../../src/i18n/use-translation";

interface QrAnswer {
  success: boolean;
  data: { qr_code_path: string; business_name: string; upi_id?: string; standee_language?: StandeeLanguage };
}

/** /galla/Setting/MyQR and /MyQR (spec §2): the business QR to download or print for the counter. */
export default function MyQrPage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation("payments");
  const query = useQuery({
    queryKey: ["business-qr", businessId],
    queryFn: async () => (await http.get<QrAnswer>(`/business/generate/qr-code/${businessId}`)).data.data,
    enabled: Boolean(businessId),
  });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("qr.title")}
        </Typography.Title>
        {businessId && (
          <Link to={`/galla/Setting/MyQR/generatedqr?business=${businessId}`} target="_blank">
            <Button icon={<ShareAltOutlined />}>{t("qr.shareable")}</Button>
          </Link>
        )}
      </Flex>
      {query.isPending ? (
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" data-testid="qr-loading" />
        </Flex>
      ) : query.isError ? (
        <Alert type="error" showIcon message={t("qr.couldNotLoad")} description={(query.error as { message?: string })?.message} />
      ) : (
        <QrCard
          name={query.data.business_name}
          imageUrl={query.data.qr_code_path}
          upiId={query.data.upi_id}
          publicUrl={`${window.location.origin}/p/${businessId}`}
          extraActions={
            businessId && query.data.upi_id ? (
              <StandeeActions
                businessId={businessId}
                name={query.data.business_name}
                upiId={query.data.upi_id}
                language={query.data.standee_language ?? "en"}
                imageUrl={query.data.qr_code_path}
              />
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
