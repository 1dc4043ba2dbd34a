import { Alert, Button, Card, Col, Empty, Flex, List, Row, Statistic, Tag, Tooltip } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { ContactsOutlined, MessageOutlined, NotificationOutlined, SendOutlined } from "@ant-design/icons";
import { useList } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { Link } from "react-router";
import { SMS_PRICE_PAISE_PER_PART } from "../resources";
import { formatPaise, formatRupees } from "../../../resources/money";
import { formatMobile } from "../../../resources/validators";
import { formatDayMonth } from "../../../resources/locale-format";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { relativeFrom } from "../../../src/engine/relative-time";
import { fetchSummary } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";

interface SmsRow {
  id: number;
  recipient: string;
  text: string;
  status: string;
  sent_at: string;
}
const STATUS_COLOR: Record<string, string> = { queued: "default", sent: "blue", delivered: "green", failed: "red" };

/** /Communication/dashboard: this month's SMS at a glance, the last 14 days, recent messages and shortcuts. */
export default function CommunicationDashboard() {
  const { businessId } = useBusiness();
  const { t } = useTranslation("communication");
  const monthStart = dayjs().startOf("month").format("YYYY-MM-DD");
  const twoWeeks = dayjs().subtract(13, "day");
  const month = useQuery({ queryKey: ["sms-summary", businessId, monthStart], queryFn: () => fetchSummary(businessId!, monthStart), enabled: Boolean(businessId) });
  const recentDays = useQuery({
    queryKey: ["sms-summary", businessId, twoWeeks.format("YYYY-MM-DD")],
    queryFn: () => fetchSummary(businessId!, twoWeeks.format("YYYY-MM-DD")),
    enabled: Boolean(businessId),
  });
  const recent = useList<SmsRow>({ resource: "sms_messages", sorters: [{ field: "sent_at", order: "desc" }], pagination: { currentPage: 1, pageSize: 6 } });
  const s = month.data;
  const days = Array.from({ length: 14 }, (_, i) => twoWeeks.add(i, "day").format("YYYY-MM-DD"));
  const byDay = new Map((recentDays.data?.daily ?? []).map((d) => [d.day, d.messages]));
  const peak = Math.max(1, ...days.map((d) => byDay.get(d) ?? 0));

  return (
    <Flex vertical gap={16} data-testid="communication-dashboard">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
          {t("sms.communication")}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Link to="/Communication/sms/compose-sms">
            <Button type="primary" icon={<SendOutlined />}>
              {t("menu.compose-sms", { ns: "console" })}
            </Button>
          </Link>
          <Link to="/Communication/sms/bulk-sms">
            <Button icon={<NotificationOutlined />}>{t("menu.bulk-sms", { ns: "console" })}</Button>
          </Link>
        </Flex>
      </Flex>
      {month.isError && <Alert type="error" showIcon message={t("sms.figuresFailed")} description={errorMessage(month.error)} />}
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small" loading={month.isLoading}>
            <Statistic title={t("sms.thisMonth")} value={s?.messages ?? 0} prefix={<MessageOutlined />} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={month.isLoading}>
            <Statistic title={t("sms.delivered")} value={s?.delivered ?? 0} suffix={s?.failed ? <Tag color="red">{t("sms.failedCount", { count: s.failed })}</Tag> : undefined} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={month.isLoading}>
            <Statistic
              title={t("sms.spent")}
              value={formatRupees(s?.cost ?? 0)}
              suffix={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t("sms.perPart", { rate: formatPaise(SMS_PRICE_PAISE_PER_PART) })}</Typography.Text>}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Link to="/Communication/contact-management">
            <Card size="small" hoverable loading={month.isLoading}>
              <Statistic title={t("sms.contacts")} value={s?.contacts ?? 0} prefix={<ContactsOutlined />} suffix={s?.opted_out ? <Tag>{s.opted_out} DND</Tag> : undefined} />
            </Card>
          </Link>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("sms.last14")} loading={recentDays.isLoading}>
            <Flex align="flex-end" gap={6} style={{ height: 140 }} data-testid="sms-daily-bars">
              {days.map((d) => {
                const n = byDay.get(d) ?? 0;
                return (
                  <Tooltip key={d} title={t("sms.dayCount", { day: formatDayMonth(d), count: n })}>
                    <Flex vertical align="center" justify="flex-end" style={{ flex: 1, height: "100%" }}>
                      <div style={{ width: "100%", height: `${(n / peak) * 100}%`, minHeight: n ? 4 : 1, background: n ? "#0b6e4f" : "#dee2e6", borderRadius: 3 }} />
                      <Typography.Text type="secondary" style={{ fontSize: 10 }}>
                        {dayjs(d).format("D")}
                      </Typography.Text>
                    </Flex>
                  </Tooltip>
                );
              })}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("sms.recent")} extra={<Link to="/Communication/sms/report">{t("sms.fullReport")}</Link>}>
            <List<SmsRow>
              loading={recent.query.isLoading}
              dataSource={recent.result.data ?? []}
              locale={{ emptyText: <Empty description={t("sms.noneYet")} /> }}
              renderItem={(m) => (
                <List.Item extra={<Tag color={STATUS_COLOR[m.status]}>{t(`sms.status.${m.status}`, { defaultValue: m.status })}</Tag>}>
                  <List.Item.Meta
                    title={`${formatMobile(m.recipient)} · ${relativeFrom(m.sent_at)}`}
                    description={<Typography.Text ellipsis style={{ maxWidth: "min(380px, 100%)" }}>{m.text}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
