import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { currentUser } from "../../../server/auth/authenticate";
import { badRequest, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { users } from "../../../server/db/schema";
import type { AppContext } from "../../../server/context";
import { pathId, scopeOf, type ModuleScope } from "../../../server/engine/scope";
import { access, router } from "../../../server/http/route";
import { BusinessItemParams } from "../../../contracts/common";
import { ReplyBody, RowReply } from "../contract";

const nowIso = () => new Date().toISOString();

/** One of the two threaded conversations: where its threads and messages live and what a reply does to it. */
interface ThreadKind {
  threads: string;
  messages: string;
  /** The message's field holding its thread's id. */
  link: string;
  missing: string;
  closed: string;
  /** The thread after a reply: whose turn it is, and the field stamped with the reply's time. */
  after: { status: string; stampField: string };
}

const TICKET: ThreadKind = {
  threads: "tickets",
  messages: "ticket_messages",
  link: "ticket_id",
  missing: "Ticket not found",
  closed: "This ticket is closed. Raise a new ticket for a new problem.",
  // The business has spoken: the ticket waits on support again.
  after: { status: "open", stampField: "last_reply_at" },
};

const STAFF_REQUEST: ThreadKind = {
  threads: "staff_support",
  messages: "staff_support_messages",
  link: "request_id",
  missing: "Support request not found",
  closed: "This request is closed. Reopen it to reply.",
  after: { status: "answered", stampField: "last_message_at" },
};

/** A reply in a thread of the caller's business: a message (nothing when blank or closed), and the thread's turn moved. */
async function replyInThread(scope: ModuleScope, kind: ThreadKind, id: string, text: string, author: () => Promise<Record<string, unknown>>) {
  const body = text.trim();
  if (!body) throw badRequest(phrase("support.writeFirst"), "body");
  const threads = scope.store(kind.threads);
  const thread = await threads.get(pathId(id));
  if (!thread) throw notFound(kind.missing);
  if (thread.status === "closed") throw badRequest(kind.closed, "body");
  const message = await scope.store(kind.messages).create({ [kind.link]: thread.id, ...(await author()), body });
  await threads.update(thread.id, { status: kind.after.status, [kind.after.stampField]: nowIso() });
  return message;
}

/**
 * Replies in the two threaded conversations: a business's ticket with the platform support (/galla/TicketChat/:id)
 * and a staff member's help-desk request answered by the owner (/galla/SupportChat/:id). A reply moves the thread's
 * status so the list shows whose turn it is.
 */
export async function supportRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "POST",
    url: "/api/m/:businessId/tickets/:id/messages",
    access: access.ofResource("ticket_messages", "write"),
    summary: "Reply in a ticket with platform support",
    tags: ["support"],
    schema: { params: BusinessItemParams, body: ReplyBody, response: { 200: RowReply } },
    handler: async (request, _reply, member) => {
      const author = async () => {
        const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, currentUser(request).id));
        return { author: "business", author_name: user?.name ?? "You" };
      };
      return { success: true, data: await replyInThread(scopeOf(db, member), TICKET, request.params.id, request.body.body, author) };
    },
  });

  route({
    method: "POST",
    url: "/api/m/:businessId/tickets/:id/close",
    access: access.ofResource("tickets", "write"),
    summary: "Close a ticket",
    tags: ["support"],
    schema: { params: BusinessItemParams, response: { 200: RowReply } },
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
      const tickets = scope.store("tickets");
      const ticket = await tickets.get(pathId(request.params.id));
      if (!ticket) throw notFound(phrase("support.ticketNotFound"));
      return { success: true, data: await tickets.update(ticket.id, { status: "closed" }) };
    },
  });

  route({
    method: "POST",
    url: "/api/m/:businessId/staff-support/:id/messages",
    access: access.ofResource("staff_support_messages", "write"),
    summary: "The owner's reply to a staff member's help-desk request",
    tags: ["support"],
    schema: { params: BusinessItemParams, body: ReplyBody, response: { 200: RowReply } },
    handler: async (request, _reply, member) => ({
      success: true,
      data: await replyInThread(scopeOf(db, member), STAFF_REQUEST, request.params.id, request.body.body, async () => ({ author: "owner" })),
    }),
  });
}
