import { useState } from "react";
import { Alert, Button, Card, Col, Empty, Flex, Input, InputNumber, Row, Select, Statistic, Tag } from "antd";
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

/** /galla/Transactions: payments received on the business QR, newest first, filtered and paged on the server. */
export default function TransactionsPage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [exporting, setExporting] = useState(false);

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
  return (
    <Flex vertical gap={16} data-testid="transactions-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Transactions
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting} disabled={!query.data?.total}>
          Export CSV
        </Button>
      </Flex>

      <Card size="small">
        <Row gutter={[12, 12]}>
          <Col xs={24} md={8}>
            <DateRangeInput
              label="Date"
              style={{ width: "100%" }}
              from={filters.from}
              to={filters.to}
              onChange={(from, to) => filter({ from: from ?? undefined, to: to ?? undefined })}
            />
          </Col>
          <Col xs={12} md={4}>
            <Select
              allowClear
              placeholder="Status"
              style={{ width: "100%" }}
              onChange={(status?: string) => filter({ status })}
              options={(["SUCCESS", "FAILURE", "PENDING"] as const).map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
            />
          </Col>
          <Col xs={6} md={3}>
            <InputNumber<string> stringMode min="0" prefix="₹" placeholder="Min" style={{ width: "100%" }} onChange={(v) => filter({ min_amount: v ?? undefined })} />
          </Col>
          <Col xs={6} md={3}>
            <InputNumber<string> stringMode min="0" prefix="₹" placeholder="Max" style={{ width: "100%" }} onChange={(v) => filter({ max_amount: v ?? undefined })} />
          </Col>
          <Col xs={24} md={6}>
            <Input.Search allowClear placeholder="Payer, UPI id, UPI ref no" onSearch={(q) => filter({ q })} data-testid="transactions-search" />
          </Col>
        </Row>
      </Card>

      {query.isError && <Alert type="error" showIcon message="Transactions could not be loaded" description={(query.error as { message?: string })?.message} />}

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

      <Card size="small">
        <DataTable<QrPayment>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: <Empty description={Object.values(filters).some(Boolean) ? "No payments match these filters" : "No payments on your QR yet"} /> }}
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
        <div style={{ marginTop: 12 }}>
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
      </Card>
    </Flex>
  );
}
