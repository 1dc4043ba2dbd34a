import { lazy, Suspense, useState } from "react";
import { Alert, Button, Card, Col, Empty, Flex, Input, InputNumber, Row, Segmented, Select, Statistic, Tag } from "antd";
import { Typography } from "../../ui/Typography";
import { DateRangeInput } from "../../ui/DateInput";
import { DataTable } from "../../ui/DataTable";
import { DownloadOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../business/BusinessContext";
import { STATUS_COLOR, STATUS_LABEL, downloadPaymentsCsv, fetchPayments, formatDateTime, type PaymentFilters, type QrPayment } from "./api";
import { Paginator } from "./Paginator";
import { DAY_CHIPS, chipRange, todayInIndia, type DayChip } from "./day-chips";
import { useIsPhone } from "../../ui/useIsPhone";

// Phones only: their own chunk.
const RecordCards = lazy(() => import("../../ui/phone-list").then((m) => ({ default: m.RecordCards })));
const FilterSheet = lazy(() => import("../../ui/phone-list").then((m) => ({ default: m.FilterSheet })));

/** /galla/Transactions: payments received on the business QR, newest first, filtered and paged on the server. */
export default function TransactionsPage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
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
      notify?.({ type: "error", message: "Export failed", description: (err as { message?: string })?.message ?? "Please try again." });
    } finally {
      setExporting(false);
    }
  };

  const totals = query.data?.totals;
  const filtered = Object.values(filters).some(Boolean);
  const empty = <Empty description={filtered ? "No payments match these filters" : "No payments on your QR yet"} />;
  const chips = (
    <Segmented
      options={[...DAY_CHIPS]}
      value={chip}
      onChange={(v) => {
        setChip(v as DayChip);
        filter(chipRange(v as DayChip, todayInIndia()));
      }}
      aria-label="Period"
      data-testid="day-chips"
    />
  );
  const search = <Input.Search allowClear placeholder="Payer, UPI id, UPI ref no" onSearch={(q) => filter({ q })} data-testid="transactions-search" aria-label="Search payments" />;
  const statusSelect = (
    <Select
      allowClear
      placeholder="Status"
      aria-label="Status"
      style={{ width: "100%" }}
      value={filters.status}
      onChange={(status?: string) => filter({ status })}
      options={(["SUCCESS", "FAILURE", "PENDING"] as const).map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
    />
  );
  const dateRange = (
    <DateRangeInput
      label="Date"
      style={{ width: "100%" }}
      from={filters.from}
      to={filters.to}
      onChange={(from, to) => {
        setChip("all");
        filter({ from: from ?? undefined, to: to ?? undefined });
      }}
    />
  );
  const amount = (bound: "min_amount" | "max_amount", placeholder: string) => (
    <InputNumber<string> stringMode min="0" prefix="₹" placeholder={placeholder} aria-label={`${placeholder} amount`} style={{ width: "100%" }} value={filters[bound]} onChange={(v) => filter({ [bound]: v ?? undefined })} />
  );
  return (
    <Flex vertical gap={16} data-testid="transactions-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          Transactions
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting} disabled={!query.data?.total}>
          Export CSV
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
                    {amount("min_amount", "Min")}
                    {amount("max_amount", "Max")}
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
              <Col md={3}>{amount("min_amount", "Min")}</Col>
              <Col md={3}>{amount("max_amount", "Max")}</Col>
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
          message="Transactions could not be loaded"
          description={(query.error as { message?: string })?.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title="Received" value={formatRupees(totals?.success_amount ?? 0)} loading={!totals} data-testid="transactions-total" />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title="Successful payments" value={totals?.success_count ?? 0} loading={!totals} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="All matching" value={totals?.count ?? 0} loading={!totals} />
          </Card>
        </Col>
      </Row>

      {phone ? (
        <Suspense>
          <RecordCards
            label="Payments"
            loading={query.isFetching}
            empty={empty}
            cards={(query.data?.data ?? []).map((r) => ({
              key: r.id,
              title: r.payer_name ?? r.payer_vpa,
              amount: formatRupees(r.amount),
              status: <Tag color={STATUS_COLOR[r.status]}>{STATUS_LABEL[r.status]}</Tag>,
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
              { title: "Date & time", dataIndex: "created_at", render: (v: string) => formatDateTime(v), width: 190 },
              {
                title: "Payer",
                dataIndex: "payer_vpa",
                render: (_: unknown, r) => (
                  <Flex vertical>
                    <span>{r.payer_name ?? "—"}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.payer_vpa}</Typography.Text>
                  </Flex>
                ),
              },
              { title: "Amount", dataIndex: "amount", align: "right", render: (v: number) => <strong>{formatRupees(v)}</strong> },
              { title: "Status", dataIndex: "status", render: (v: QrPayment["status"]) => <Tag color={STATUS_COLOR[v]}>{STATUS_LABEL[v]}</Tag> },
              { title: "UPI ref no", dataIndex: "rrn", render: (v: string | null) => v ?? "—" },
              { title: "Note", dataIndex: "note", render: (v: string | null) => v ?? "" },
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
