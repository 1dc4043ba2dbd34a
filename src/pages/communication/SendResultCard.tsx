import { Alert, Descriptions } from "antd";
import { DataTable } from "../../ui/DataTable";
import { formatRupees } from "../../../resources/money";
import type { SendResult } from "./api";

/** What a send did: sent, failed and refunded, and which numbers were skipped and why. */
export function SendResultCard({ result }: { result: SendResult }) {
  return (
    <Alert
      type={result.failed ? "warning" : "success"}
      showIcon
      message={`${result.sent} SMS sent${result.failed ? `, ${result.failed} failed (refunded ${formatRupees(result.refunded)})` : ""}`}
      description={
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Batch">{result.batch}</Descriptions.Item>
            <Descriptions.Item label="Parts per SMS">
              {result.parts} ({result.encoding})
            </Descriptions.Item>
            <Descriptions.Item label="Charged">{formatRupees(result.cost - result.refunded)}</Descriptions.Item>
            {result.duplicates ? <Descriptions.Item label="Duplicates dropped">{result.duplicates}</Descriptions.Item> : null}
          </Descriptions>
          {result.skipped.length > 0 && (
            <DataTable
              size="small"
              rowKey="phone"
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              dataSource={result.skipped}
              columns={[
                { title: "Skipped number", dataIndex: "phone" },
                { title: "Why", dataIndex: "reason" },
              ]}
            />
          )}
        </>
      }
    />
  );
}
