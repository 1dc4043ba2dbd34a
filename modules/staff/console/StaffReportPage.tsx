import { useState } from "react";
import { Alert, Button, Card, Col, Empty, Flex, Row, Statistic } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { DownloadOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { Link } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { fetchPay, thisMonth, type PayRow } from "./api";
import { downloadCsv as saveCsv } from "../../../src/ui/download";
import { useTranslation } from "../../../src/i18n/use-translation";

const money = (v: number) => formatRupees(v);

// The CSV keeps English column names in every language: spreadsheets and accountants read it as data.
function downloadCsv(month: string, rows: PayRow[]) {
  const header = ["Staff", "Designation", "Salary type", "Salary", "Present", "Half day", "Paid leave", "Week off", "Holiday", "Absent", "Payable days", "Base pay", "Allowance", "Bonus", "Overtime", "Deduction", "Gross", "Paid", "Balance"];
  const lines = rows.map((r) => [r.full_name, r.designation, r.salary_type, r.salary, r.present, r.half_day, r.paid_leave, r.week_off, r.holiday, r.absent, r.payable_days, r.base, r.allowance, r.bonus, r.overtime, r.deduction, r.gross, r.paid, r.balance]);
  saveCsv(`staff-pay-${month}.csv`, header, lines);
}

/** /staffmanagement/staff/report: the month's pay of every staff member, from attendance and pay items. */
export default function StaffReportPage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation("staff");
  const [month, setMonth] = useState(thisMonth());
  const query = useQuery({
    queryKey: ["staff-pay", businessId, month],
    queryFn: () => fetchPay(businessId!, month),
    enabled: Boolean(businessId),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.staff ?? [];
  const sum = (k: keyof PayRow) => rows.reduce((s, r) => s + Number(r[k]), 0);

  return (
    <Flex vertical gap={16} data-testid="staff-report-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("report.title")}
        </Typography.Title>
        <Flex gap={8}>
          <DateInput kind="month" value={month} allowClear={false} max={dayjs().format("YYYY-MM")} onChange={(m) => m && setMonth(m)} aria-label={t("report.month")} />
          <Button icon={<DownloadOutlined />} disabled={!rows.length} onClick={() => downloadCsv(month, rows)}>
            {t("report.export")}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {[
          [t("report.staff"), rows.length, false],
          [t("report.earned"), sum("gross"), true],
          [t("report.paid"), sum("paid"), true],
          [t("report.balanceToPay"), sum("balance"), true],
        ].map(([title, value, isMoney]) => (
          <Col xs={12} md={6} key={String(title)}>
            <Card size="small" loading={query.isLoading}>
              <Statistic title={String(title)} value={isMoney ? money(Number(value)) : Number(value)} />
            </Card>
          </Col>
        ))}
      </Row>
      {query.data && (
        <Typography.Text type="secondary">
          {t("report.basisBefore", { basis: t(`report.basis.${query.data.month_basis}`, { defaultValue: query.data.month_basis }) })}
          <Link to="/staffmanagement/setting">{t("report.basisLink")}</Link>
          {t("report.basisAfter")}
        </Typography.Text>
      )}
      {query.isError ? (
        <Alert type="error" showIcon message={t("report.loadFailed")} description={errorMessage(query.error)} />
      ) : (
        <DataTable<PayRow>
          rowKey="staff_id"
          size="middle"
          loading={query.isFetching}
          dataSource={rows}
          pagination={false}
          stackOnPhone={{ beside: "balance" }}
          locale={{ emptyText: <Empty description={t("report.empty")} /> }}
          columns={[
            {
              title: t("report.staff"),
              dataIndex: "full_name",
              width: 190,
              render: (name: string, r) => (
                <Flex vertical>
                  <Link to={`/staffmanagement/staff/${r.staff_id}/payment`}>{name}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`report.rate.${r.salary_type}`, { amount: money(r.salary) })}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t("report.attendance"),
              key: "attendance",
              render: (_: unknown, r) => (
                <Typography.Text style={{ fontSize: 12 }}>
                  {t("report.attendanceLine", {
                    present: r.present,
                    half_day: r.half_day,
                    paid_leave: r.paid_leave,
                    week_off: r.week_off,
                    holiday: r.holiday,
                    absent: r.absent,
                  })}
                </Typography.Text>
              ),
            },
            { title: t("report.payableDays"), dataIndex: "payable_days", align: "center", width: 90 },
            { title: t("report.base"), dataIndex: "base", align: "right", render: money },
            { title: t("report.additions"), key: "plus", align: "right", render: (_: unknown, r) => money(r.allowance + r.bonus + r.overtime) },
            { title: t("report.deductions"), dataIndex: "deduction", align: "right", render: money },
            { title: t("report.gross"), dataIndex: "gross", align: "right", render: (v: number) => <strong>{money(v)}</strong> },
            { title: t("report.paidColumn"), dataIndex: "paid", align: "right", render: money },
            {
              title: t("report.balance"),
              dataIndex: "balance",
              align: "right",
              render: (v: number) => <Typography.Text type={v < 0 ? "danger" : undefined} strong>{money(v)}</Typography.Text>,
            },
          ]}
        />
      )}
    </Flex>
  );
}
