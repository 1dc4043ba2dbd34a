import { Alert, Descriptions } from "antd";
import { DataTable } from "../../../src/ui/DataTable";
import { formatRupees } from "../../../resources/money";
import type { SendResult } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";

/** What a send did: sent, failed and refunded, and which numbers were skipped and why. */
export function SendResultCard({ result }: { result: SendResult }) {
  const { t } = useTranslation("communication");
  return (
    <Alert
      type={result.failed ? "warning" : "success"}
      showIcon
      message={result.failed ? t("sms.sentFailed", { sent: result.sent, failed: result.failed, refunded: formatRupees(result.refunded) }) : t("sms.sent", { sent: result.sent })}
      description={
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t("sms.batch")}>{result.batch}</Descriptions.Item>
            <Descriptions.Item label={t("sms.partsPerSms")}>
              {result.parts} ({result.encoding})
            </Descriptions.Item>
            <Descriptions.Item label={t("sms.charged")}>{formatRupees(result.cost - result.refunded)}</Descriptions.Item>
            {result.duplicates ? <Descriptions.Item label={t("sms.duplicates")}>{result.duplicates}</Descriptions.Item> : null}
          </Descriptions>
          {result.skipped.length > 0 && (
            <DataTable
              size="small"
              rowKey="phone"
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              dataSource={result.skipped}
              columns={[
                { title: t("sms.skipped"), dataIndex: "phone" },
                { title: t("sms.why"), dataIndex: "reason" },
              ]}
            />
          )}
        </>
      }
    />
  );
}
