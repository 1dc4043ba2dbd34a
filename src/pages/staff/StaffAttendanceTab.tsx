import { useState } from "react";
import { Alert, Empty, Flex, Skeleton, Tag, Tooltip } from "antd";
import { Typography } from "../../ui/Typography";
import { DateInput } from "../../ui/DateInput";
import { useList } from "@refinedev/core";
import dayjs from "dayjs";
import { ATTENDANCE_MARKS, type AttendanceMark } from "../../../resources/staff";
import { MARK_COLOR, MARK_LABEL, MARK_SHORT, thisMonth } from "./api";

interface Mark {
  id: number;
  date: string;
  status: AttendanceMark;
  check_in: string | null;
  check_out: string | null;
}

const WEEK = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A month of one staff member's attendance as a calendar, with the count of each mark. */
export function StaffAttendanceTab({ staffId }: { staffId: number }) {
  const [month, setMonth] = useState(thisMonth());
  const first = dayjs(`${month}-01`);
  const last = first.endOf("month");
  const { result, query } = useList<Mark>({
    resource: "staff_attendance",
    filters: [
      { field: "staff_id", operator: "eq", value: staffId },
      { field: "date", operator: "gte", value: first.format("YYYY-MM-DD") },
      { field: "date", operator: "lte", value: last.format("YYYY-MM-DD") },
    ],
    sorters: [{ field: "date", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 31 },
  });
  const byDate = new Map((result.data ?? []).map((m) => [m.date, m]));
  const counts = ATTENDANCE_MARKS.map((m) => [m, (result.data ?? []).filter((r) => r.status === m).length] as const);
  const cells: (dayjs.Dayjs | null)[] = [...Array(first.day()).fill(null), ...Array.from({ length: last.date() }, (_, i) => first.add(i, "day"))];

  return (
    <Flex vertical gap={16} data-testid="staff-attendance-tab">
      <Flex justify="space-between" wrap gap={8}>
        <DateInput kind="month" value={first.format("YYYY-MM")} allowClear={false} max={dayjs().format("YYYY-MM")} onChange={(m) => m && setMonth(m)} aria-label="Month" />
        <Flex gap={6} wrap>
          {counts.map(([m, n]) => (
            <Tag key={m} color={MARK_COLOR[m]}>
              {MARK_LABEL[m]}: {n}
            </Tag>
          ))}
        </Flex>
      </Flex>
      {query.isError ? (
        <Alert type="error" showIcon message="Attendance could not be loaded" />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          {result.data?.length === 0 && <Empty description="No attendance marked in this month" />}
          <div style={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 6, maxWidth: 640 }}>
            {WEEK.map((d) => (
              <Typography.Text key={d} type="secondary" style={{ textAlign: "center", fontSize: 12 }}>
                {d}
              </Typography.Text>
            ))}
            {cells.map((d, i) => {
              if (!d) return <div key={`blank-${i}`} />;
              const mark = byDate.get(d.format("YYYY-MM-DD"));
              const title = mark
                ? `${MARK_LABEL[mark.status]}${mark.check_in ? ` · in ${mark.check_in}` : ""}${mark.check_out ? ` · out ${mark.check_out}` : ""}`
                : "Not marked";
              return (
                <Tooltip key={d.date()} title={title}>
                  <div
                    style={{
                      borderRadius: 6,
                      padding: "6px 0",
                      textAlign: "center",
                      background: mark ? MARK_COLOR[mark.status] : "#f1f3f5",
                      color: mark ? "#fff" : "#868e96",
                      fontSize: 12,
                    }}
                  >
                    <div style={{ fontWeight: 600 }}>{d.date()}</div>
                    <div>{mark ? MARK_SHORT[mark.status] : "–"}</div>
                  </div>
                </Tooltip>
              );
            })}
          </div>
        </>
      )}
    </Flex>
  );
}
