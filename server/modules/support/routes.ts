import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { currentUser } from "../../auth/authenticate";
import { badRequest } from "../../http/errors";
import { notFound } from "../../http/errors";
import { users } from "../../db/schema";
import type { AppContext } from "../../context";
import { pathId, scopeOf } from "../../engine/scope";
import { access, router } from "../../http/route";
import { BusinessItemParams } from "../../../contracts/common";
import { ReplyBody, RowReply } from "../../../contracts/modules";

const nowIso = () => new Date().toISOString();

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
      const scope = scopeOf(db, member);
      const body = request.body.body.trim();
      if (!body) throw badRequest("Write a message first", "body");
      const tickets = scope.store("tickets");
      const ticket = await tickets.get(pathId(request.params.id));
      if (!ticket) throw notFound("Ticket not found");
      if (ticket.status === "closed") throw badRequest("This ticket is closed. Raise a new ticket for a new problem.", "body");
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, currentUser(request).id));
      const message = await scope
        .store("ticket_messages")
        .create({ ticket_id: ticket.id, author: "business", author_name: user?.name ?? "You", body });
      // The business has spoken: the ticket waits on support again.
      await tickets.update(ticket.id, { status: "open", last_reply_at: nowIso() });
      return { success: true, data: message };
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
      if (!ticket) throw notFound("Ticket not found");
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
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
      const body = request.body.body.trim();
      if (!body) throw badRequest("Write a message first", "body");
      const requests = scope.store("staff_support");
      const thread = await requests.get(pathId(request.params.id));
      if (!thread) throw notFound("Support request not found");
      if (thread.status === "closed") throw badRequest("This request is closed. Reopen it to reply.", "body");
      const message = await scope.store("staff_support_messages").create({ request_id: thread.id, author: "owner", body });
      await requests.update(thread.id, { status: "answered", last_message_at: nowIso() });
      return { success: true, data: message };
    },
  });
}
