import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { smsOutbox } from "../db/schema";
import { normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";

export const SANDBOX_SMS_KEY = "sandbox-sms-key";

/** The sandbox SMS provider: "delivers" into the outbox table, which stands in for recipients' phones. */
export async function sandboxSmsRoutes(app: FastifyInstance, { database }: AppContext) {
  app.post<{ Body: { to: string; sender: string; text: string } }>(
    "/api/sandbox/sms/messages",
    {
      schema: {
        body: {
          type: "object",
          required: ["to", "sender", "text"],
          properties: { to: { type: "string" }, sender: { type: "string", maxLength: 6 }, text: { type: "string", minLength: 1 } },
        },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${SANDBOX_SMS_KEY}`) {
        return reply.status(401).send({ success: false, message: "bad SMS provider key" });
      }
      const [row] = await database.db
        .insert(smsOutbox)
        .values({ recipient: normalizeMobile(request.body.to), sender: request.body.sender, body: request.body.text })
        .returning({ id: smsOutbox.id });
      return { id: String(row.id), status: "DELIVERED" };
    },
  );

  app.get<{ Querystring: { to?: string } }>("/api/sandbox/outbox", async (request) => {
    const to = request.query.to ? normalizeMobile(request.query.to) : undefined;
    const rows = await database.db
      .select()
      .from(smsOutbox)
      .where(to ? and(eq(smsOutbox.recipient, to)) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(50);
    return { success: true, data: rows.map((r) => ({ id: r.id, to: r.recipient, sender: r.sender, text: r.body, status: r.status, created_at: r.createdAt })) };
  });
}
