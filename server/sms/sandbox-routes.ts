import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { smsOutbox } from "../db/schema";
import { normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";
import { access, router } from "../http/route";
import { OutboxQuery, OutboxReply, SmsSendBody, SmsSendReply } from "../../contracts/sandbox";

export const SANDBOX_SMS_KEY = "sandbox-sms-key";

/** The sandbox SMS provider: "delivers" into the outbox table, which stands in for recipients' phones. */
export async function sandboxSmsRoutes(app: FastifyInstance, { database }: AppContext) {
  const route = router(app, database.db);
  route({
    method: "POST",
    url: "/api/sandbox/sms/messages",
    access: access.public("the sandbox SMS provider's key as a bearer token"),
    summary: "Sandbox SMS provider: deliver a message into the outbox",
    tags: ["sandbox"],
    schema: { body: SmsSendBody, response: { 200: SmsSendReply } },
    handler: async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${SANDBOX_SMS_KEY}`) {
        return reply.status(401).send({ success: false, message: "bad SMS provider key" });
      }
      const { to, sender, text, template_id, reference } = request.body;
      const [row] = await database.db
        .insert(smsOutbox)
        .values({ recipient: normalizeMobile(to), sender, body: text, dltTemplateId: template_id ?? null, reference: reference ?? null })
        .onConflictDoNothing({ target: smsOutbox.reference })
        .returning({ id: smsOutbox.id });
      // A message sent again under its reference (a retry after a crash) is the one already delivered.
      const [earlier] = row ? [row] : await database.db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.reference, reference!));
      return { id: String(earlier.id), status: "DELIVERED" };
    },
  });

  route({
    method: "GET",
    url: "/api/sandbox/outbox",
    access: access.public("sandbox only: stands in for the recipients' phones"),
    summary: "Sandbox SMS outbox: the last 50 messages, to one mobile or all",
    tags: ["sandbox"],
    schema: { querystring: OutboxQuery, response: { 200: OutboxReply } },
    handler: async (request) => {
      const to = request.query.to ? normalizeMobile(request.query.to) : undefined;
      const rows = await database.db
        .select()
        .from(smsOutbox)
        .where(to ? and(eq(smsOutbox.recipient, to)) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(50);
      return { success: true, data: rows.map((r) => ({ id: r.id, to: r.recipient, sender: r.sender, text: r.body, template_id: r.dltTemplateId, status: r.status, created_at: r.createdAt })) };
    },
  });
}
