import { useState } from "react";
import { labelIn, nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { useShow } from "@refinedev/core";
import { Button, Descriptions } from "antd";
import { DataTable } from "../ui/DataTable";
import { EditOutlined } from "@ant-design/icons";
import { Link, useParams } from "react-router";
import { useAccess } from "../access/useAccess";
import { PageFrame } from "./PageFrame";
import { fillRoute } from "./route-path";
import type { ResourceDef } from "../../resources/types";
import { renderValue } from "./display";
import { formatDateTime } from "./relative-time";
import { HistoryList } from "./HistoryList";
import "./history.css";
import { getBusinessId } from "../../providers/storage";

export default function ResourceShow({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const { query } = useShow({ resource: def.name, id: params.id });
  const record = query.data?.data as (Record<string, unknown> & { _labels?: Record<string, string> }) | undefined;
  const canEdit = useAccess(def.name, "edit")?.can === true && def.routes.edit;
  const [tab, setTab] = useState<"details" | "history">("details");
  return (
    <PageFrame
      title={record ? String(record[def.titleField] ?? nounOf(def)) : nounOf(def)}
      back={fillRoute(def.routes.list, params)}
      loading={query.isLoading}
      extra={
        canEdit && (
          <Link to={fillRoute(def.routes.edit!, params)}>
            <Button icon={<EditOutlined />} tabIndex={-1}>{t("engine.editButton")}</Button>
          </Link>
        )
      }
    >
      {record && (
        <div className="record-tabs" role="tablist" aria-label={t("engine.record")}>
          {(["details", "history"] as const).map((key) => (
            <Button key={key} role="tab" type={tab === key ? "primary" : "text"} aria-selected={tab === key} onClick={() => setTab(key)}>
              {key === "details" ? t("engine.details") : t("engine.history")}
            </Button>
          ))}
        </div>
      )}
      {record && tab === "history" && <HistoryList path={`b/${getBusinessId()}/${def.name}/${record.id}/history`} />}
      {record && tab === "details" && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
            {def.fields
              .filter((f) => f.type !== "subrecords")
              .map((f) => (
                <Descriptions.Item key={f.name} label={labelIn(def, f)}>
                  {renderValue(f, record[f.name], record)}
                </Descriptions.Item>
              ))}
            <Descriptions.Item label={t("engine.created")}>{formatDateTime(String(record.created_at))}</Descriptions.Item>
            <Descriptions.Item label={t("engine.lastChanged")}>{formatDateTime(String(record.updated_at))}</Descriptions.Item>
          </Descriptions>
          {def.fields
            .filter((f) => f.type === "subrecords")
            .map((f) => (
              <div key={f.name} style={{ marginTop: 24 }}>
                <h3>{labelIn(def, f)}</h3>
                <DataTable
                  size="small"
                  pagination={false}
                  rowKey={(_, i) => String(i)}
                  dataSource={(record[f.name] as Record<string, unknown>[]) ?? []}
                  columns={(f.fields ?? []).map((sub) => ({ title: labelIn(def, sub), key: sub.name, render: (_: unknown, row: Record<string, unknown>) => renderValue(sub, row[sub.name]) }))}
                />
              </div>
            ))}
        </>
      )}
    </PageFrame>
  );
}
