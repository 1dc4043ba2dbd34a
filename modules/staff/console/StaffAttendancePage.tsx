import { useEffect, useMemo, useState } from "react";
import { Alert, Button, Card, Empty, Flex, Radio, Skeleton, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { DataTable } from "../../../src/ui/DataTable";
import { CheckOutlined, SaveOutlined } from "@ant-design/icons";
import { useList, useNotification, useWarnAboutChange } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { ATTENDANCE_MARKS, type AttendanceMark } from "../resources";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { useTranslation } from "../../../src/i18n/use-translation";
import { MARK_COLOR, saveMarks, todayIst } from "./api";

interface StaffRow {
  id: number;
  full_name: string;
  designation: string | null;
}
interface MarkRow {
  id: number;
  staff_id: number;
  status: AttendanceMark;
  check_in: string | null;
  check_out: string | null;
}

/** /staffmanagement/staffattendance: mark one day for every active staff member at once. */
export default function StaffAttendancePage() {
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const { t } = useTranslation("staff");
  const [date, setDate] = useState(todayIst());
  const [draft, setDraft] = useState<Record<number, AttendanceMark>>({});
  const [saving, setSaving] = useState(false);

  const staff = useList<StaffRow>({
    resource: "staff",
    filters: [{ field: "status", operator: "ne", value: "left" }],
    sorters: [{ field: "full_name", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 200 },
  });
  const marks = useList<MarkRow>({
    resource: "staff_attendance",
    filters: [{ field: "date", operator: "eq", value: date }],
    pagination: { currentPage: 1, pageSize: 200 },
  });
  const saved = useMemo(() => new Map((marks.result.data ?? []).map((m) => [m.staff_id, m])), [marks.result.data]);

  // A new day starts from what is already marked for it.
  useEffect(() => {
    setDraft(Object.fromEntries((marks.result.data ?? []).map((m) => [m.staff_id, m.status])));
  }, [marks.result.data, date]);

  const rows = staff.result.data ?? [];
  const changed = rows.filter((s) => draft[s.id] && draft[s.id] !== saved.get(s.id)?.status);
  const unmarked = rows.filter((s) => !draft[s.id]);

  // Marks not saved yet: leaving the page (a link, the menu, back, closing the tab) asks first, through
  // Refine's unsaved-changes notifier (mounted once in ConsoleApp).
  const { setWarnWhen } = useWarnAboutChange();
  const unsaved = changed.length > 0;
  useEffect(() => {
    setWarnWhen(unsaved);
  }, [unsaved, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  const changeDate = (next: string) => {
    if (unsaved && !window.confirm(t("attendance.unsavedConfirm", { count: changed.length }))) return;
    setDate(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      const res = await saveMarks(businessId!, date, changed.map((s) => ({ staff_id: s.id, status: draft[s.id] })));
      notify?.({ type: "success", message: t("attendance.saved", { marked: res.marked }) });
      await queryClient.invalidateQueries();
    } catch (err) {
      notify?.({ type: "error", message: t("attendance.notSaved"), description: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  };

  const markAllPresent = () => setDraft((d) => ({ ...d, ...Object.fromEntries(unmarked.map((s) => [s.id, "present" as const])) }));
  const counts = ATTENDANCE_MARKS.map((m) => [m, rows.filter((s) => draft[s.id] === m).length] as const).filter(([, n]) => n > 0);

  return (
    <Flex vertical gap={16} data-testid="staff-attendance-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("attendance.title")}
        </Typography.Title>
        <Flex gap={8} wrap>
          <DateInput value={date} allowClear={false} max={todayIst()} onChange={(d) => d && changeDate(d)} aria-label={t("attendance.date")} />
          <Button icon={<CheckOutlined />} onClick={markAllPresent} disabled={unmarked.length === 0}>
            {t("attendance.markRest")}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={changed.length === 0} onClick={save}>
            {changed.length ? t("attendance.saveCount", { count: changed.length }) : t("attendance.save")}
          </Button>
        </Flex>
      </Flex>
      <Card size="small">
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">
            {t("attendance.summary", { total: rows.length, marked: rows.length - unmarked.length, unmarked: unmarked.length })}
          </Typography.Text>
          {counts.map(([m, n]) => (
            <Tag key={m} color={MARK_COLOR[m]}>
              {t("attendance.markCount", { mark: t(`marks.${m}`), n })}
            </Tag>
          ))}
        </Flex>
      </Card>
      {staff.query.isError || marks.query.isError ? (
        <Alert type="error" showIcon message={t("attendance.loadFailed")} />
      ) : staff.query.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <DataTable<StaffRow>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          loading={marks.query.isFetching}
          locale={{
            emptyText: (
              <Empty description={t("attendance.noStaff")}>
                <Link to="/staffmanagement/staff/create">
                  <Button type="primary">{t("attendance.addStaff")}</Button>
                </Link>
              </Empty>
            ),
          }}
          columns={[
            {
              title: t("attendance.staff"),
              dataIndex: "full_name",
              render: (name: string, s) => (
                <Flex vertical>
                  <Link to={`/staffmanagement/staff/${s.id}/attendance`}>{name}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {s.designation ?? ""}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t("attendance.mark"),
              key: "mark",
              render: (_: unknown, s) => (
                <Radio.Group
                  size="small"
                  optionType="button"
                  buttonStyle="solid"
                  value={draft[s.id]}
                  onChange={(e) => setDraft((d) => ({ ...d, [s.id]: e.target.value as AttendanceMark }))}
                  options={ATTENDANCE_MARKS.map((m) => ({ value: m, label: t(`marks.${m}`) }))}
                />
              ),
            },
            {
              title: t("attendance.inOut"),
              key: "times",
              width: 130,
              render: (_: unknown, s) => {
                const m = saved.get(s.id);
                return m?.check_in ? `${m.check_in} – ${m.check_out ?? "…"}` : <Typography.Text type="secondary">—</Typography.Text>;
              },
            },
          ]}
        />
      )}
    </Flex>
  );
}
