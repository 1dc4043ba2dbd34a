import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { access, router } from "../../../server/http/route";
import { BusinessParams } from "../../../contracts/common";
import { SendReply, SmsBulkBody, SmsSendBody, SmsSummaryQuery, SmsSummaryReply } from "../contract";
import { badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { table } from "../../../server/engine/naming";
import { SMS_BULK_LIMIT, parseNumbersCsv } from "../resources";
import { isMobile, normalizeMobile } from "../../../resources/validators";
import type { AppContext } from "../../../server/context";
import { scopeOf } from "../../../server/engine/scope";

import { sendSms } from "./send";
import { requestKeyOf } from "../../../server/wallet/references";

/** SMS actions of the Communication module: single and bulk sends (wallet debited per part) and the dashboard summary. */
export async function smsRoutes(app: FastifyInstance, { database, sms }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "POST",
    url: "/api/m/:businessId/sms/send",
    access: access.ofResource("sms_messages", "write"),
    summary: "Send one SMS from a template (wallet debited per part)",
    tags: ["communication"],
    schema: { params: BusinessParams, body: SmsSendBody, response: { 200: SendReply } },
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
      const to = normalizeMobile(request.body.to);
      if (!isMobile(to)) throw badRequest(phrase("sms.to"), "to");
      const requestKey = requestKeyOf(request.body.request_key);
      return { success: true, data: await sendSms(db, sms, scope, { recipients: [to], text: request.body.text, templateId: request.body.template_id, requestKey, field: "to" }) };
    },
  });

  route({
    method: "POST",
    url: "/api/m/:businessId/sms/bulk",
    access: access.ofResource("sms_messages", "write"),
    summary: "Send one SMS to many numbers (a CSV of numbers)",
    tags: ["communication"],
    schema: { params: BusinessParams, body: SmsBulkBody, response: { 200: SendReply } },
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
      const requestKey = requestKeyOf(request.body.request_key);
      const parsed = parseNumbersCsv(request.body.numbers);
      if (parsed.numbers.length === 0) throw badRequest(phrase("sms.noNumbers"), "numbers");
      if (parsed.numbers.length > SMS_BULK_LIMIT) throw badRequest(phrase("sms.bulkLimit", { limit: SMS_BULK_LIMIT }), "numbers");
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
  });

  route({
    method: "GET",
    url: "/api/m/:businessId/sms/summary",
    access: access.ofResource("sms_messages", "read"),
    summary: "Totals for the Communication dashboard and the report header, over an IST date range",
    tags: ["communication"],
    schema: { params: BusinessParams, querystring: SmsSummaryQuery, response: { 200: SmsSummaryReply } },
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
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
    },
  });
}
