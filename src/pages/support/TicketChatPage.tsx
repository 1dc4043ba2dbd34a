import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag } from "antd";
import { Typography } from "../../ui/Typography";
import { ArrowLeftOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { useList, useNotification, useOne } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useBusiness } from "../../business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { formatDateTime } from "../../engine/relative-time";
import { ChatThread } from "./ChatThread";
import { closeTicket, replyToTicket } from "./api";

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

const STATUS: Record<Ticket["status"], { color: string; text: string }> = {
  open: { color: "blue", text: "With support" },
  awaiting_reply: { color: "gold", text: "Support replied" },
  resolved: { color: "green", text: "Resolved" },
  closed: { color: "default", text: "Closed" },
};

/** /galla/TicketChat/:id: the conversation of one ticket with the platform support. */
export default function TicketChatPage() {
  const { id } = useParams();
  const { businessId } = useBusiness();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const { result: ticket, query } = useOne<Ticket>({ resource: "tickets", id: id! });
  const thread = useList<TicketMessage>({
    resource: "ticket_messages",
    filters: [{ field: "ticket_id", operator: "eq", value: id }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 200 },
  });
  const refresh = () => queryClient.invalidateQueries();
  const reply = useMutation({
    mutationFn: (body: string) => replyToTicket(businessId!, id!, body),
    onSuccess: refresh,
    onError: (err) => notify?.({ type: "error", message: "Reply not sent", description: errorMessage(err) }),
  });
  const close = useMutation({
    mutationFn: () => closeTicket(businessId!, id!),
    onSuccess: () => {
      notify?.({ type: "success", message: "Ticket closed" });
      return refresh();
    },
    onError: (err) => notify?.({ type: "error", message: "Ticket not closed", description: errorMessage(err) }),
  });

  if (query.isError) return <Alert type="error" showIcon message="This ticket could not be loaded" description={errorMessage(query.error)} />;
  if (query.isLoading || !ticket) return <Skeleton active paragraph={{ rows: 8 }} />;
  const status = STATUS[ticket.status] ?? STATUS.open;

  return (
    <Flex vertical gap={16} data-testid="ticket-chat-page">
      <Flex align="center" gap={8} wrap>
        <Link to="/Ticket">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back to tickets" />
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {ticket.subject}
        </Typography.Title>
        <Tag color={status.color}>{status.text}</Tag>
        <div style={{ flex: 1 }} />
        {ticket.status !== "closed" && (
          <Popconfirm title="Close this ticket?" description="You can raise a new ticket any time." okText="Close ticket" onConfirm={() => close.mutateAsync()}>
            <Button icon={<CheckCircleOutlined />} loading={close.isPending}>
              Close ticket
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label="Ticket">#{ticket.id}</Descriptions.Item>
          <Descriptions.Item label="Category">{ticket.category}</Descriptions.Item>
          <Descriptions.Item label="Priority">{ticket.priority}</Descriptions.Item>
          <Descriptions.Item label="Raised">{formatDateTime(ticket.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <ChatThread
          loading={thread.query.isLoading}
          error={thread.query.isError ? "Messages could not be loaded" : undefined}
          messages={(thread.result.data ?? []).map((m) => ({
            id: m.id,
            mine: m.author === "business",
            author: m.author === "business" ? (m.author_name ?? "You") : (m.author_name ?? "Galla Support"),
            body: m.body,
            at: m.created_at,
          }))}
          sending={reply.isPending}
          onSend={(body) => reply.mutateAsync(body)}
          placeholder="Write to Galla support…"
          closedText={ticket.status === "closed" ? "This ticket is closed. Raise a new ticket from Tickets if you need more help." : undefined}
        />
      </Card>
    </Flex>
  );
}
