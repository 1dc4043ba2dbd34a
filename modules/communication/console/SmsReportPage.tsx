import { useState } from "react";
import { Alert, Card, Col, Empty, Flex, Input, Row, Select, Statistic, Tag, Tooltip } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateRangeInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { useList } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CrudFilter } from "@refinedev/core";
import { formatRupees } from "../../../resources/money";
import { formatMobile } from "../../../resources/validators";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { formatDateTime, relativeFrom } from "../../../src/engine/relative-time";
import { fetchSummary } from "./api";
import { addDays, todayIst } from "../../../src/ui/india-date";
import { useTranslation } from "../../../src/i18n/use-translation";

interface SmsRow {
  id: number;
  recipient: string;
  sender_id: string;
  text: string;
  encoding: string;
  parts: number;
  cost: number;
  status: "queued" | "sent" | "delivered" | "failed";
  failure_reason: string | null;
  batch: string;
  sent_at: string;
  _labels?: Record<string, string>;
}

const STATUS_COLOR = { queued: "default", sent: "blue", delivered: "green", failed: "red" } as const;

/** /Communication/sms/report: every SMS sent, with delivery status, parts and cost, filtered by date and status. */
export default function SmsReportPage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation("communication");
  const statusWord = (v: string) => t(`sms.status.${v}`, { defaultValue: v });
  // India's today: from 18:30 UTC a device-local "today" would leave out the messages just sent.
  const [range, setRange] = useState<[string, string]>(() => [addDays(todayIst(), -29), todayIst()]);
  const [status, setStatus] = useState<string>();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [from, to] = range;

  const filters: CrudFilter[] = [
    { field: "sent_at", operator: "gte", value: from },
    { field: "sent_at", operator: "lte", value: to },
    ...(status ? [{ field: "status", operator: "eq" as const, value: status }] : []),
    ...(q ? [{ field: "q", operator: "contains" as const, value: q }] : []),
  ];
  const list = useList<SmsRow>({
    resource: "sms_messages",
    filters,
    sorters: [{ field: "sent_at", order: "desc" }],
    pagination: { currentPage: page, pageSize },
    queryOptions: { placeholderData: keepPreviousData },
  });
  const summary = useQuery({
    queryKey: ["sms-summary", businessId, from, to],
    queryFn: () => fetchSummary(businessId!, from, to),
    enabled: Boolean(businessId),
    placeholderData: keepPreviousData,
  });
  const s = summary.data;
  const deliveredPct = s && s.messages ? Math.round((s.delivered / s.messages) * 100) : 0;

  return (
    <Flex vertical gap={16} data-testid="sms-report-page">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {t("menu.sms-report", { ns: "console" })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small" loading={summary.isLoading}>
            <Statistic title={t("sms.sentTitle")} value={s?.messages ?? 0} suffix={<Typography.Text type="secondary" style={{ fontSize: 13 }}>({t("sms.parts", { count: s?.parts ?? 0 })})</Typography.Text>} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={summary.isLoading}>
            <Statistic title={t("sms.delivered")} value={s?.delivered ?? 0} suffix={<Typography.Text type="secondary" style={{ fontSize: 13 }}>({deliveredPct}%)</Typography.Text>} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={summary.isLoading}>
            <Statistic title={t("sms.failedTitle")} value={s?.failed ?? 0} valueStyle={{ color: s?.failed ? "#e03131" : undefined }} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={summary.isLoading}>
            <Statistic title={t("sms.spentTitle")} value={formatRupees(s?.cost ?? 0)} />
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Flex gap={8} wrap>
          <DateRangeInput
            label={t("sms.sentColumn")}
            from={from}
            to={to}
            allowEmpty={false}
            max={todayIst()}
            onChange={(f, till) => {
              if (f && till) {
                setRange([f, till]);
                setPage(1);
              }
            }}
          />
          <Select
            allowClear
            placeholder={t("sms.anyStatus")}
            aria-label={t("sms.statusColumn")}
            value={status}
            style={{ width: 160 }}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={["delivered", "sent", "queued", "failed"].map((v) => ({ value: v, label: statusWord(v) }))}
          />
          <Input.Search placeholder={t("sms.numberOrText")} allowClear style={{ width: 240 }} onSearch={(v) => { setQ(v.trim()); setPage(1); }} />
        </Flex>
      </Card>
      {list.query.isError ? (
        <Alert type="error" showIcon message={t("sms.messagesFailed")} description={errorMessage(list.query.error)} />
      ) : (
        <DataTable<SmsRow>
          rowKey="id"
          size="middle"
          loading={list.query.isFetching}
          dataSource={list.result.data ?? []}
          locale={{ emptyText: <Empty description={t("sms.noneInPeriod")} /> }}
          stackOnPhone={{ beside: "cost" }}
          pagination={{
            current: page,
            pageSize,
            total: list.result.total ?? 0,
            showSizeChanger: true,
            onChange: (p, size) => {
              setPage(size !== pageSize ? 1 : p);
              setPageSize(size);
            },
          }}
          columns={[
            {
              title: t("sms.sentColumn"),
              dataIndex: "sent_at",
              width: 110,
              render: (v: string) => (
                <Tooltip title={formatDateTime(v)}>
                  <span>{relativeFrom(v)}</span>
                </Tooltip>
              ),
            },
            { title: t("sms.to"), dataIndex: "recipient", width: 150, render: (v: string) => formatMobile(v) },
            { title: t("sms.message"), dataIndex: "text", ellipsis: true },
            { title: t("sms.sender"), dataIndex: "sender_id", width: 90 },
            { title: t("sms.partsColumn"), dataIndex: "parts", width: 70, align: "center" },
            { title: t("sms.cost"), dataIndex: "cost", width: 90, align: "right", render: (v: number) => formatRupees(Number(v)) },
            {
              title: t("sms.statusColumn"),
              dataIndex: "status",
              width: 110,
              render: (v: SmsRow["status"], row) => (
                <Tooltip title={row.failure_reason ?? undefined}>
                  <Tag color={STATUS_COLOR[v]}>{statusWord(v)}</Tag>
                </Tooltip>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
