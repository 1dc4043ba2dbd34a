import { useState } from "react";
import { Alert, Button, Card, Col, Empty, Flex, Row, Statistic } from "antd";
import { Typography } from "../../ui/Typography";
import { DateInput } from "../../ui/DateInput";
import { DataTable } from "../../ui/DataTable";
import { DownloadOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { Link } from "react-router";
import { formatRupees } from "../../../resources/money";
import { useBusiness } from "../../business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { fetchPay, thisMonth, type PayRow } from "./api";
import { downloadCsv as saveCsv } from "../../ui/download";

const BASIS_TEXT: Record<string, string> = { calendar: "days in the month", "30": "a 30-day month", "26": "a 26-day month" };
const money = (v: number) => formatRupees(v);

function downloadCsv(month: string, rows: PayRow[]) {
  const header = ["Staff", "Designation", "Salary type", "Salary", "Present", "Half day", "Paid leave", "Week off", "Holiday", "Absent", "Payable days", "Base pay", "Allowance", "Bonus", "Overtime", "Deduction", "Gross", "Paid", "Balance"];
  const lines = rows.map((r) => [r.full_name, r.designation, r.salary_type, r.salary, r.present, r.half_day, r.paid_leave, r.week_off, r.holiday, r.absent, r.payable_days, r.base, r.allowance, r.bonus, r.overtime, r.deduction, r.gross, r.paid, r.balance]);
  saveCsv(`staff-pay-${month}.csv`, header, lines);
}

/** /staffmanagement/staff/report: the month's pay of every staff member, from attendance and pay items. */
export default function StaffReportPage() {
  const { businessId } = useBusiness();
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
          Staff Report
        </Typography.Title>
        <Flex gap={8}>
          <DateInput kind="month" value={month} allowClear={false} max={dayjs().format("YYYY-MM")} onChange={(m) => m && setMonth(m)} aria-label="Month" />
          <Button icon={<DownloadOutlined />} disabled={!rows.length} onClick={() => downloadCsv(month, rows)}>
            Export CSV
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {[
          ["Staff", rows.length, false],
          ["Earned this month", sum("gross"), true],
          ["Already paid", sum("paid"), true],
          ["Balance to pay", sum("balance"), true],
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
          Monthly salaries are divided by {BASIS_TEXT[query.data.month_basis] ?? query.data.month_basis} (change it in <Link to="/staffmanagement/setting">Staff Settings</Link>). Unmarked days are not paid.
        </Typography.Text>
      )}
      {query.isError ? (
        <Alert type="error" showIcon message="The report could not be loaded" description={errorMessage(query.error)} />
      ) : (
        <DataTable<PayRow>
          rowKey="staff_id"
          size="middle"
          loading={query.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty description="No staff for this month" /> }}
          columns={[
            {
              title: "Staff",
              dataIndex: "full_name",
              width: 190,
              render: (name: string, r) => (
                <Flex vertical>
                  <Link to={`/staffmanagement/staff/${r.staff_id}/payment`}>{name}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {money(r.salary)} / {r.salary_type === "monthly" ? "month" : r.salary_type === "daily" ? "day" : "hour"}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: "Attendance",
              key: "attendance",
              render: (_: unknown, r) => (
                <Typography.Text style={{ fontSize: 12 }}>
                  {r.present} P · {r.half_day} HD · {r.paid_leave} PL · {r.week_off} WO · {r.holiday} H · {r.absent} A
                </Typography.Text>
              ),
            },
            { title: "Payable days", dataIndex: "payable_days", align: "center", width: 90 },
            { title: "Base pay", dataIndex: "base", align: "right", render: money },
            { title: "Additions", key: "plus", align: "right", render: (_: unknown, r) => money(r.allowance + r.bonus + r.overtime) },
            { title: "Deductions", dataIndex: "deduction", align: "right", render: money },
            { title: "Gross", dataIndex: "gross", align: "right", render: (v: number) => <strong>{money(v)}</strong> },
            { title: "Paid", dataIndex: "paid", align: "right", render: money },
            {
              title: "Balance",
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
