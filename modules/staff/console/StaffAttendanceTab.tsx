import { useState } from "react";
import { Alert, Empty, Flex, Skeleton, Tag, Tooltip } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { useList } from "@refinedev/core";
import dayjs from "dayjs";
import { ATTENDANCE_MARKS, type AttendanceMark } from "../resources";
import { useTranslation } from "../../../src/i18n/use-translation";
import { MARK_COLOR, MARK_SHORT, thisMonth } from "./api";

interface Mark {
  id: number;
  date: string;
  status: AttendanceMark;
  check_in: string | null;
  check_out: string | null;
}

/** Calendar columns, Sunday first (dayjs day() 0), as keys of staff.json's calendar.week. */
const WEEK = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** A month of one staff member's attendance as a calendar, with the count of each mark. */
export function StaffAttendanceTab({ staffId }: { staffId: number }) {
  const { t } = useTranslation("staff");
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
        <DateInput kind="month" value={first.format("YYYY-MM")} allowClear={false} max={dayjs().format("YYYY-MM")} onChange={(m) => m && setMonth(m)} aria-label={t("calendar.month")} />
        <Flex gap={6} wrap>
          {counts.map(([m, n]) => (
            <Tag key={m} color={MARK_COLOR[m]}>
              {t("attendance.markCount", { mark: t(`marks.${m}`), n })}
            </Tag>
          ))}
        </Flex>
      </Flex>
      {query.isError ? (
        <Alert type="error" showIcon message={t("attendance.loadFailed")} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          {result.data?.length === 0 && <Empty description={t("calendar.none")} />}
          <div style={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 6, maxWidth: 640 }}>
            {WEEK.map((d) => (
              <Typography.Text key={d} type="secondary" style={{ textAlign: "center", fontSize: 12 }}>
                {t(`calendar.week.${d}`)}
              </Typography.Text>
            ))}
            {cells.map((d, i) => {
              if (!d) return <div key={`blank-${i}`} />;
              const mark = byDate.get(d.format("YYYY-MM-DD"));
              const title = mark
                ? [
                    t(`marks.${mark.status}`),
                    mark.check_in && t("calendar.in", { time: mark.check_in }),
                    mark.check_out && t("calendar.out", { time: mark.check_out }),
                  ]
                    .filter(Boolean)
                    .join(" · ")
                : t("calendar.notMarked");
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
