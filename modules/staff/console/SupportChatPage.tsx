import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag } from "antd";
import { PageHeading } from "../../../src/ui/PageHeading";
import { CheckCircleOutlined, UndoOutlined } from "@ant-design/icons";
import { useOne, useUpdate } from "@refinedev/core";
import { Link, useParams } from "react-router";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { formatDateTime } from "../../../src/engine/relative-time";
import { ChatThread } from "../../../src/ui/ChatThread";
import { replyToStaff } from "./api";
import { useThread } from "../../../src/ui/useThread";
import { useTranslation } from "../../../src/i18n/use-translation";

interface SupportRequest {
  id: number;
  staff_id: number;
  subject: string;
  category: string;
  status: "open" | "answered" | "closed";
  created_at: string;
  _labels?: Record<string, string>;
}
interface SupportMessage {
  id: number;
  author: "staff" | "owner";
  body: string;
  created_at: string;
}

const STATUS_COLOR = { open: "blue", answered: "green", closed: "default" } as const;

/** /galla/SupportChat/:id: a staff member's question and the owner's answers. */
export default function SupportChatPage() {
  const { id } = useParams();
  const { businessId } = useBusiness();
  const { t } = useTranslation("communication");
  const { result: request, query } = useOne<SupportRequest>({ resource: "staff_support", id: id! });
  const { thread, reply } = useThread<SupportMessage>({
    resource: "staff_support_messages",
    parentField: "request_id",
    parentId: id!,
    send: (body) => replyToStaff(businessId!, id!, body),
  });
  const { mutate: update, mutation: updating } = useUpdate();

  if (query.isError) return <Alert type="error" showIcon message={t("staffSupport.failed")} description={errorMessage(query.error)} />;
  if (query.isLoading || !request) return <Skeleton active paragraph={{ rows: 8 }} />;
  const staffName = request._labels?.staff_id ?? t("staffSupport.staff");
  const setStatus = (status: SupportRequest["status"]) =>
    update({ resource: "staff_support", id: request.id, values: { status }, successNotification: () => ({ type: "success", message: t(status === "closed" ? "staffSupport.closed" : "staffSupport.reopened") }) });

  return (
    <Flex vertical gap={16} data-testid="support-chat-page">
      <PageHeading
        back={{ to: "/galla/Support", label: t("staffSupport.back") }}
        title={request.subject}
        tag={<Tag color={STATUS_COLOR[request.status]}>{t(`staffSupport.status.${request.status}`, { defaultValue: request.status })}</Tag>}
        actions={
          request.status === "closed" ? (
            <Button icon={<UndoOutlined />} loading={updating.isPending} onClick={() => setStatus("open")}>
              {t("staffSupport.reopen")}
            </Button>
          ) : (
            <Button icon={<CheckCircleOutlined />} loading={updating.isPending} onClick={() => setStatus("closed")}>
              {t("staffSupport.markClosed")}
            </Button>
          )
        }
      />
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t("staffSupport.from")}>
            <Link to={`/staffmanagement/staff/${request.staff_id}`}>{staffName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t("ticket.category")}>{request.category}</Descriptions.Item>
          <Descriptions.Item label={t("ticket.raised")}>{formatDateTime(request.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <ChatThread
          loading={thread.query.isLoading}
          error={thread.query.isError ? t("sms.messagesFailed") : undefined}
          messages={(thread.result.data ?? []).map((m) => ({
            id: m.id,
            mine: m.author === "owner",
            author: m.author === "owner" ? t("chat.you") : staffName,
            body: m.body,
            at: m.created_at,
          }))}
          sending={reply.isPending}
          onSend={(body) => reply.mutateAsync(body)}
          placeholder={t("staffSupport.reply", { name: staffName })}
          closedText={request.status === "closed" ? t("staffSupport.closedText") : undefined}
        />
      </Card>
    </Flex>
  );
}
