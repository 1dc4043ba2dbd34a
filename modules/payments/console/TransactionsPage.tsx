import { lazy, Suspense, useState } from "react";
import { Alert, Button, Card, Col, Empty, Flex, Input, InputNumber, Row, Segmented, Select, Statistic, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateRangeInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { DownloadOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../../src/business/BusinessContext";
import { STATUS_COLOR, STATUS_LABEL, downloadPaymentsCsv, fetchPayments, formatDateTime, type PaymentFilters, type QrPayment } from "./api";
import { Paginator } from "./Paginator";
import { DAY_CHIPS, chipRange, todayInIndia, type DayChip } from "./day-chips";
import { useIsPhone } from "../../../src/ui/useIsPhone";
import { useTranslation } from "../../../src/i18n/use-translation";

// Phones only: their own chunk.
const RecordCards = lazy(() => import("../../../src/ui/phone-list").then((m) => ({ default: m.RecordCards })));
const FilterSheet = lazy(() => import("../../../src/ui/phone-list").then((m) => ({ default: m.FilterSheet })));

/** /galla/Transactions: payments received on the business QR, newest first, filtered and paged on the server. */
export default function TransactionsPage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const { t } = useTranslation("payments");
  const status = (s: QrPayment["status"]) => t(`payments.status.${s}`, { ns: "console", defaultValue: STATUS_LABEL[s] });
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [exporting, setExporting] = useState(false);
  const [chip, setChip] = useState<DayChip>("all");
  const phone = useIsPhone();

  const query = useQuery({
    queryKey: ["qr-payments", businessId, page, pageSize, filters],
    queryFn: () => fetchPayments(businessId!, page, pageSize, filters),
    enabled: Boolean(businessId),
    placeholderData: keepPreviousData,
  });

  const filter = (patch: PaymentFilters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(businessId!, filters);
    } catch (err) {
      notify?.({ type: "error", message: t("engine.exportFailed", { ns: "console" }), description: (err as { message?: string })?.message ?? t("transactions.tryAgain") });
    } finally {
      setExporting(false);
    }
  };

  const totals = query.data?.totals;
  const filtered = Object.values(filters).some(Boolean);
  const empty = <Empty description={t(filtered ? "transactions.noneMatch" : "transactions.noneYet")} />;
  const chips = (
    <Segmented
      options={DAY_CHIPS.map((c) => ({ value: c.value, label: t(`transactions.chips.${c.value}`) }))}
      value={chip}
      onChange={(v) => {
        setChip(v as DayChip);
        filter(chipRange(v as DayChip, todayInIndia()));
      }}
      aria-label={t("transactions.period")}
      data-testid="day-chips"
    />
  );
  const search = <Input.Search allowClear placeholder={t("transactions.searchHint")} onSearch={(q) => filter({ q })} data-testid="transactions-search" aria-label={t("transactions.search")} />;
  const statusSelect = (
    <Select
      allowClear
      placeholder={t("transactions.status")}
      aria-label={t("transactions.status")}
      style={{ width: "100%" }}
      value={filters.status}
      onChange={(status?: string) => filter({ status })}
      options={(["SUCCESS", "FAILURE", "PENDING"] as const).map((s) => ({ value: s, label: status(s) }))}
    />
  );
  const dateRange = (
    <DateRangeInput
      label={t("transactions.date")}
      style={{ width: "100%" }}
      from={filters.from}
      to={filters.to}
      onChange={(from, to) => {
        setChip("all");
        filter({ from: from ?? undefined, to: to ?? undefined });
      }}
    />
  );
  const amount = (bound: "min_amount" | "max_amount") => (
    <InputNumber<string> stringMode min="0" prefix="₹" placeholder={t(`transactions.${bound}`)} aria-label={t(`transactions.${bound}Label`)} style={{ width: "100%" }} value={filters[bound]} onChange={(v) => filter({ [bound]: v ?? undefined })} />
  );
  return (
    <Flex vertical gap={16} data-testid="transactions-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("transactions.title")}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting} disabled={!query.data?.total}>
          {t("engine.exportCsv", { ns: "console" })}
        </Button>
      </Flex>

      {phone ? (
        <Flex vertical gap={8}>
          <div style={{ overflowX: "auto", maxWidth: "100%" }}>{chips}</div>
          <Flex gap={8}>
            <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
            <Suspense>
              <FilterSheet active={[filters.from || filters.to, filters.status, filters.min_amount || filters.max_amount].filter(Boolean).length}>
                <Flex vertical gap={12}>
                  {dateRange}
                  {statusSelect}
                  <Flex gap={8}>
                    {amount("min_amount")}
                    {amount("max_amount")}
                  </Flex>
                </Flex>
              </FilterSheet>
            </Suspense>
          </Flex>
        </Flex>
      ) : (
        <Card size="small">
          <Flex vertical gap={12}>
            {chips}
            <Row gutter={[12, 12]}>
              <Col md={8}>{dateRange}</Col>
              <Col md={4}>{statusSelect}</Col>
              <Col md={3}>{amount("min_amount")}</Col>
              <Col md={3}>{amount("max_amount")}</Col>
              <Col md={6}>{search}</Col>
            </Row>
          </Flex>
        </Card>
      )}

      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("transactions.couldNotLoad")}
          description={(query.error as { message?: string })?.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t("engine.retry", { ns: "console" })}
            </Button>
          }
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={t("transactions.received")} value={formatRupees(totals?.success_amount ?? 0)} loading={!totals} data-testid="transactions-total" />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={t("transactions.successful")} value={totals?.success_count ?? 0} loading={!totals} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t("transactions.allMatching")} value={totals?.count ?? 0} loading={!totals} />
          </Card>
        </Col>
      </Row>

      {phone ? (
        <Suspense>
          <RecordCards
            label={t("transactions.payments")}
            loading={query.isFetching}
            empty={empty}
            cards={(query.data?.data ?? []).map((r) => ({
              key: r.id,
              title: r.payer_name ?? r.payer_vpa,
              amount: formatRupees(r.amount),
              status: <Tag color={STATUS_COLOR[r.status]}>{status(r.status)}</Tag>,
              date: formatDateTime(r.created_at),
            }))}
          />
        </Suspense>
      ) : (
        <Card size="small">
          <DataTable<QrPayment>
            rowKey="id"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.data ?? []}
            pagination={false}
            scroll={{ x: 760 }}
            locale={{ emptyText: empty }}
            columns={[
              { title: t("transactions.dateTime"), dataIndex: "created_at", render: (v: string) => formatDateTime(v), width: 190 },
              {
                title: t("transactions.payer"),
                dataIndex: "payer_vpa",
                render: (_: unknown, r) => (
                  <Flex vertical>
                    <span>{r.payer_name ?? "—"}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.payer_vpa}</Typography.Text>
                  </Flex>
                ),
              },
              { title: t("dashboard.amount", { ns: "console" }), dataIndex: "amount", align: "right", render: (v: number) => <strong>{formatRupees(v)}</strong> },
              { title: t("transactions.status"), dataIndex: "status", render: (v: QrPayment["status"]) => <Tag color={STATUS_COLOR[v]}>{status(v)}</Tag> },
              { title: t("transactions.rrn"), dataIndex: "rrn", render: (v: string | null) => v ?? "—" },
              { title: t("transactions.note"), dataIndex: "note", render: (v: string | null) => v ?? "" },
            ]}
          />
        </Card>
      )}
      <div>
        <Paginator
          page={page}
          pageSize={pageSize}
          total={query.data?.total ?? 0}
          onChange={(p, size) => {
            setPage(p);
            setPageSize(size);
          }}
        />
      </div>
    </Flex>
  );
}
