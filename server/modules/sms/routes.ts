import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { authenticate } from "../../auth/authenticate";
import { badRequest } from "../../http/errors";
import { table } from "../../engine/naming";
import { SMS_BULK_LIMIT, parseNumbersCsv } from "../../../resources/communication";
import { isMobile, normalizeMobile } from "../../../resources/validators";
import type { AppContext } from "../../context";
import { moduleScope } from "../access";

import { sendSms } from "./send";
import { requestKeyOf } from "../../wallet/references";

const sendSchema = {
  body: {
    type: "object",
    required: ["to", "text", "template_id", "request_key"],
    additionalProperties: false,
    properties: { to: { type: "string", maxLength: 20 }, text: { type: "string", maxLength: 2000 }, template_id: { type: "integer", minimum: 1 }, request_key: { type: "string" } },
  },
} as const;

const bulkSchema = {
  body: {
    type: "object",
    required: ["numbers", "text", "template_id", "request_key"],
    additionalProperties: false,
    properties: { numbers: { type: "string", maxLength: 400_000 }, text: { type: "string", maxLength: 2000 }, template_id: { type: "integer", minimum: 1 }, request_key: { type: "string" } },
  },
} as const;

/** SMS actions of the Communication module: single and bulk sends (wallet debited per part) and the dashboard summary. */
export async function smsRoutes(app: FastifyInstance, { database, sms }: AppContext) {
  const { db } = database;
  app.addHook("preHandler", authenticate(db));

  app.post<{ Params: { businessId: string }; Body: { to: string; text: string; template_id: number; request_key: string } }>(
    "/api/m/:businessId/sms/send",
    { schema: sendSchema },
    async (request) => {
      const scope = await moduleScope(db, request, request.params.businessId, "sms_messages", "write");
      const to = normalizeMobile(request.body.to);
      if (!isMobile(to)) throw badRequest("To must be a valid 10-digit Indian mobile number", "to");
      const requestKey = requestKeyOf(request.body.request_key);
      return { success: true, data: await sendSms(db, sms, scope, { recipients: [to], text: request.body.text, templateId: request.body.template_id, requestKey, field: "to" }) };
    },
  );

  app.post<{ Params: { businessId: string }; Body: { numbers: string; text: string; template_id: number; request_key: string } }>(
    "/api/m/:businessId/sms/bulk",
    { schema: bulkSchema },
    async (request) => {
      const scope = await moduleScope(db, request, request.params.businessId, "sms_messages", "write");
      const requestKey = requestKeyOf(request.body.request_key);
      const parsed = parseNumbersCsv(request.body.numbers);
      if (parsed.numbers.length === 0) throw badRequest("The file has no valid 10-digit mobile numbers", "numbers");
      if (parsed.numbers.length > SMS_BULK_LIMIT) throw badRequest(`At most ${SMS_BULK_LIMIT} numbers per bulk send`, "numbers");
      const result = await sendSms(db, sms, scope, {
        recipients: parsed.numbers,
        text: request.body.text,
        templateId: request.body.template_id,
        requestKey,
        field: "numbers",
        skipped: parsed.invalid.map((phone) => ({ phone, reason: "Not a valid mobile number" })),
      });
      return { success: true, data: { ...result, duplicates: parsed.duplicates } };
    },
  );

  /** Totals for the Communication dashboard and the report header, over an IST date range. */
  app.get<{ Params: { businessId: string }; Querystring: { from?: string; to?: string } }>("/api/m/:businessId/sms/summary", async (request) => {
    const scope = await moduleScope(db, request, request.params.businessId, "sms_messages", "read");
    const { from, to } = request.query;
    for (const [key, v] of Object.entries({ from, to })) {
      if (v !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw badRequest(`${key} must be a date (YYYY-MM-DD)`, key);
    }
    const id = scope.member.businessId;
    const range = sql.join(
      [
        sql`business_id = ${id}`,
        ...(from ? [sql`sent_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`] : []),
        ...(to ? [sql`sent_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`] : []),
      ],
      sql` AND `,
    );
    const log = table({ name: "sms_messages" });
    const [totals] = (
      await db.execute<Record<string, string | number | null>>(
        sql`SELECT count(*)::int AS messages,
                   coalesce(sum(parts), 0)::int AS parts,
                   coalesce(sum(cost), 0)::bigint AS cost_paise,
                   count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
                   count(*) FILTER (WHERE status = 'failed')::int AS failed,
                   count(*) FILTER (WHERE status IN ('queued', 'sending', 'sent'))::int AS pending
            FROM ${log} WHERE ${range}`,
      )
    ).rows;
    const daily = (
      await db.execute<{ day: string; messages: number; parts: number }>(
        sql`SELECT to_char(sent_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*)::int AS messages, coalesce(sum(parts), 0)::int AS parts
            FROM ${log} WHERE ${range} GROUP BY 1 ORDER BY 1`,
      )
    ).rows;
    const [contacts] = (
      await db.execute<{ total: number; opted_out: number }>(
        sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE opted_out)::int AS opted_out FROM ${table({ name: "sms_contacts" })} WHERE business_id = ${id}`,
      )
    ).rows;
    return {
      success: true,
      data: {
        messages: Number(totals.messages),
        parts: Number(totals.parts),
        cost: Number(totals.cost_paise) / 100,
        delivered: Number(totals.delivered),
        failed: Number(totals.failed),
        pending: Number(totals.pending),
        daily: daily.map((d) => ({ day: d.day, messages: Number(d.messages), parts: Number(d.parts) })),
        contacts: Number(contacts.total),
        opted_out: Number(contacts.opted_out),
      },
    };
  });
}
