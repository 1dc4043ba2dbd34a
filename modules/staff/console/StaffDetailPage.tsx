import { lazy, Suspense } from "react";
import { Alert, Avatar, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Statistic, Tabs, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { ArrowLeftOutlined, UserOutlined } from "@ant-design/icons";
import { useOne } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { STAFF_TABS, type PayItemKind, type StaffTab } from "../resources";
import { formatRupees } from "../../../resources/money";
import { formatMobile } from "../../../resources/validators";
import { useBusiness } from "../../../src/business/BusinessContext";
import { formatDate } from "../../../src/engine/relative-time";
import { useTranslation } from "../../../src/i18n/use-translation";
import { fetchPay, thisMonth } from "./api";

// Each tab's body is its own chunk: the profile form (uploads, date inputs) loads only on "Edit profile".
const PayItemsTab = lazy(() => import("./PayItemsTab").then((m) => ({ default: m.PayItemsTab })));
const StaffAttendanceTab = lazy(() => import("./StaffAttendanceTab").then((m) => ({ default: m.StaffAttendanceTab })));
const StaffProfileTab = lazy(() => import("./StaffProfileTab").then((m) => ({ default: m.StaffProfileTab })));

/** The spec spells the tab "allowence"; the pay item kind is "allowance". */
const KIND_OF_TAB: Partial<Record<StaffTab, PayItemKind>> = {
  allowence: "allowance",
  bonus: "bonus",
  payment: "payment",
  deduction: "deduction",
  overtime: "overtime",
};

export interface StaffRecord {
  id: number;
  full_name: string;
  phone: string;
  email: string | null;
  designation: string | null;
  joining_date: string;
  salary_type: "monthly" | "daily" | "hourly";
  salary: number;
  status: string;
  photo: string | null;
}

/** /staffmanagement/staff/:id and /staffmanagement/staff/:id/<tab>: one staff member, this month's pay and the tabs. */
export default function StaffDetailPage() {
  const { id, tab } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation("staff");
  const { businessId } = useBusiness();
  const month = thisMonth();
  const { result: member, query } = useOne<StaffRecord>({ resource: "staff", id: id!, queryOptions: { enabled: Boolean(id) } });
  const pay = useQuery({
    queryKey: ["staff-pay", businessId, month, id],
    queryFn: () => fetchPay(businessId!, month, id),
    enabled: Boolean(businessId && id),
  });

  if (tab && !(STAFF_TABS as readonly string[]).includes(tab)) return <Navigate to="/errors/error-404" replace />;
  const active = (tab ?? "attendance") as StaffTab;

  if (query.isError) {
    return <Alert type="error" showIcon message={t("detail.loadFailed")} description={(query.error as { message?: string })?.message} />;
  }
  if (query.isLoading || !member) return <Skeleton active avatar paragraph={{ rows: 6 }} />;

  const slip = pay.data?.staff[0];
  const kind = KIND_OF_TAB[active];
  return (
    <Flex vertical gap={16} data-testid="staff-detail-page">
      <Flex align="center" gap={8}>
        <Link to="/staffmanagement/staff">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t("detail.back")} />
        </Link>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {member.full_name}
        </Typography.Title>
        <Tag color={member.status === "active" ? "green" : member.status === "left" ? "default" : "gold"}>{t(`detail.status.${member.status}`, { defaultValue: member.status.replace("_", " ") })}</Tag>
      </Flex>
      <Card>
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} md={10}>
            <Flex gap={16} align="center">
              <Avatar size={64} src={member.photo ?? undefined} icon={<UserOutlined />} style={{ flex: "none" }} />
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t("detail.designation")}>{member.designation ?? "—"}</Descriptions.Item>
                <Descriptions.Item label={t("detail.phone")}>{formatMobile(member.phone)}</Descriptions.Item>
                <Descriptions.Item label={t("detail.joined")}>{formatDate(member.joining_date)}</Descriptions.Item>
                <Descriptions.Item label={t("detail.salary")}>{t(`detail.salaryPer.${member.salary_type}`, { amount: formatRupees(member.salary) })}</Descriptions.Item>
              </Descriptions>
            </Flex>
          </Col>
          <Col xs={24} md={14}>
            {pay.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : slip ? (
              <Row gutter={[16, 16]}>
                <Col span={8}>
                  <Statistic title={t("detail.payableDays")} value={slip.payable_days} precision={1} />
                </Col>
                <Col span={8}>
                  <Statistic title={t("detail.earned")} value={formatRupees(slip.gross)} />
                </Col>
                <Col span={8}>
                  <Statistic title={t("detail.balance")} value={formatRupees(slip.balance)} valueStyle={{ color: slip.balance < 0 ? "#e03131" : "#0b6e4f" }} />
                </Col>
              </Row>
            ) : (
              <Typography.Text type="secondary">{t("detail.noPay")}</Typography.Text>
            )}
          </Col>
        </Row>
      </Card>
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => navigate(`/staffmanagement/staff/${id}/${key}`)}
          items={STAFF_TABS.map((key) => ({ key, label: t(`detail.tabs.${key}`) }))}
        />
        <Suspense fallback={<Skeleton active />}>
          {kind && <PayItemsTab staffId={member.id} kind={kind} key={kind} />}
          {active === "attendance" && <StaffAttendanceTab staffId={member.id} />}
          {active === "editprofile" && <StaffProfileTab id={member.id} />}
        </Suspense>
      </Card>
    </Flex>
  );
}
