import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag } from "antd";
import { PageHeading } from "../../ui/PageHeading";
import { CheckCircleOutlined } from "@ant-design/icons";
import { useNotification, useOne } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useBusiness } from "../../business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { formatDateTime } from "../../engine/relative-time";
import { ChatThread } from "./ChatThread";
import { closeTicket, replyToTicket } from "./api";
import { useThread } from "./useThread";
import { threadWithProblem } from "./thread-with-problem";

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
      <PageHeading
        back={{ to: "/Ticket", label: "Back to tickets" }}
        title={ticket.subject}
        tag={<Tag color={status.color}>{status.text}</Tag>}
        actions={
          ticket.status !== "closed" && (
            <Popconfirm title="Close this ticket?" description="You can raise a new ticket any time." okText="Close ticket" onConfirm={() => close.mutateAsync()}>
              <Button icon={<CheckCircleOutlined />} loading={close.isPending}>
                Close ticket
              </Button>
            </Popconfirm>
          )
        }
      />
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
          messages={threadWithProblem(
            ticket,
            (thread.result.data ?? []).map((m) => ({
              id: m.id,
              mine: m.author === "business",
              author: m.author === "business" ? (m.author_name ?? "You") : (m.author_name ?? "Galla Support"),
              body: m.body,
              at: m.created_at,
            })),
          )}
          sending={reply.isPending}
          onSend={(body) => reply.mutateAsync(body)}
          placeholder="Write to Galla support…"
          closedText={ticket.status === "closed" ? "This ticket is closed. Raise a new ticket from Tickets if you need more help." : undefined}
        />
      </Card>
    </Flex>
  );
}
