import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag } from "antd";
import { PageHeading } from "../../../src/ui/PageHeading";
import { CheckCircleOutlined } from "@ant-design/icons";
import { useNotification, useOne } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { formatDateTime } from "../../../src/engine/relative-time";
import { ChatThread } from "../../../src/ui/ChatThread";
import { closeTicket, replyToTicket } from "./api";
import { useThread } from "../../../src/ui/useThread";
import { threadWithProblem } from "../../../src/ui/thread-with-problem";
import { useTranslation } from "../../../src/i18n/use-translation";

interface Ticket {
  id: number;
  subject: string;
  category: string;
  priority: string;
  description: string;
  status: "open" | "awaiting_reply" | "resolved" | "closed";
  created_at: string;
}
interface TicketMessage {
  id: number;
  author: "business" | "support";
  author_name: string | null;
  body: string;
  created_at: string;
}

/** Each status's colour; its words are communication.json's ticket.status.<status>. */
const STATUS_COLOR: Record<Ticket["status"], string> = { open: "blue", awaiting_reply: "gold", resolved: "green", closed: "default" };

/** /galla/TicketChat/:id: the conversation of one ticket with the platform support. */
export default function TicketChatPage() {
  const { id } = useParams();
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const { t } = useTranslation("communication");
  const queryClient = useQueryClient();
  const { result: ticket, query } = useOne<Ticket>({ resource: "tickets", id: id! });
  const { thread, reply } = useThread<TicketMessage>({
    resource: "ticket_messages",
    parentField: "ticket_id",
    parentId: id!,
    send: (body) => replyToTicket(businessId!, id!, body),
  });
  const refresh = () => queryClient.invalidateQueries();
  const close = useMutation({
    mutationFn: () => closeTicket(businessId!, id!),
    onSuccess: () => {
      notify?.({ type: "success", message: t("ticket.closed") });
      return refresh();
    },
    onError: (err) => notify?.({ type: "error", message: t("ticket.notClosed"), description: errorMessage(err) }),
  });

  if (query.isError) return <Alert type="error" showIcon message={t("ticket.failed")} description={errorMessage(query.error)} />;
  if (query.isLoading || !ticket) return <Skeleton active paragraph={{ rows: 8 }} />;
  const status = ticket.status in STATUS_COLOR ? ticket.status : "open";

  return (
    <Flex vertical gap={16} data-testid="ticket-chat-page">
      <PageHeading
        back={{ to: "/Ticket", label: t("ticket.back") }}
        title={ticket.subject}
        tag={<Tag color={STATUS_COLOR[status]}>{t(`ticket.status.${status}`)}</Tag>}
        actions={
          ticket.status !== "closed" && (
            <Popconfirm title={t("ticket.closeConfirm")} description={t("ticket.closeHint")} okText={t("ticket.close")} onConfirm={() => close.mutateAsync()}>
              <Button icon={<CheckCircleOutlined />} loading={close.isPending}>
                {t("ticket.close")}
              </Button>
            </Popconfirm>
          )
        }
      />
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label={t("ticket.ticket")}>#{ticket.id}</Descriptions.Item>
          <Descriptions.Item label={t("ticket.category")}>{ticket.category}</Descriptions.Item>
          <Descriptions.Item label={t("ticket.priority")}>{ticket.priority}</Descriptions.Item>
          <Descriptions.Item label={t("ticket.raised")}>{formatDateTime(ticket.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <ChatThread
          loading={thread.query.isLoading}
          error={thread.query.isError ? t("sms.messagesFailed") : undefined}
          messages={threadWithProblem(
            ticket,
            (thread.result.data ?? []).map((m) => ({
              id: m.id,
              mine: m.author === "business",
              author: m.author === "business" ? (m.author_name ?? t("chat.you")) : (m.author_name ?? t("ticket.support")),
              body: m.body,
              at: m.created_at,
            })),
          )}
          sending={reply.isPending}
          onSend={(body) => reply.mutateAsync(body)}
          placeholder={t("ticket.write")}
          closedText={ticket.status === "closed" ? t("ticket.closedText") : undefined}
        />
      </Card>
    </Flex>
  );
}
