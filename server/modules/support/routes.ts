import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { authenticate, currentUser } from "../../auth/authenticate";
import { badRequest } from "../../http/errors";
import { notFound } from "../../http/errors";
import { users } from "../../db/schema";
import type { AppContext } from "../../context";
import { moduleScope, pathId } from "../access";

const replySchema = {
  body: {
    type: "object",
    required: ["body"],
    additionalProperties: false,
    properties: { body: { type: "string", maxLength: 4000 } },
  },
} as const;

type Reply = { Params: { businessId: string; id: string }; Body: { body: string } };

const nowIso = () => new Date().toISOString();

/**
 * Replies in the two threaded conversations: a business's ticket with the platform support (/galla/TicketChat/:id)
 * and a staff member's help-desk request answered by the owner (/galla/SupportChat/:id). A reply moves the thread's
 * status so the list shows whose turn it is.
 */
export async function supportRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  app.addHook("preHandler", authenticate(db));

  app.post<Reply>("/api/m/:businessId/tickets/:id/messages", { schema: replySchema }, async (request) => {
    const scope = await moduleScope(db, request, request.params.businessId, "ticket_messages", "write");
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
  });

  app.post<{ Params: { businessId: string; id: string } }>("/api/m/:businessId/tickets/:id/close", async (request) => {
    const scope = await moduleScope(db, request, request.params.businessId, "tickets", "write");
    const tickets = scope.store("tickets");
    const ticket = await tickets.get(pathId(request.params.id));
    if (!ticket) throw notFound("Ticket not found");
    return { success: true, data: await tickets.update(ticket.id, { status: "closed" }) };
  });

  app.post<Reply>("/api/m/:businessId/staff-support/:id/messages", { schema: replySchema }, async (request) => {
    const scope = await moduleScope(db, request, request.params.businessId, "staff_support_messages", "write");
    const body = request.body.body.trim();
    if (!body) throw badRequest("Write a message first", "body");
    const requests = scope.store("staff_support");
    const thread = await requests.get(pathId(request.params.id));
    if (!thread) throw notFound("Support request not found");
    if (thread.status === "closed") throw badRequest("This request is closed. Reopen it to reply.", "body");
    const message = await scope.store("staff_support_messages").create({ request_id: thread.id, author: "owner", body });
    await requests.update(thread.id, { status: "answered", last_message_at: nowIso() });
    return { success: true, data: message };
  });
}
