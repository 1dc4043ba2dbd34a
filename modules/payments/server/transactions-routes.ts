import type { FastifyInstance } from "fastify";
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { PaymentsListReply, PaymentsQuery, SummaryQuery, SummaryReply } from "../contract";
import { badRequest } from "../../../server/http/errors";
import { parseRupees, paiseToRupees } from "../../../resources/money";
import { qrPaymentDaily, qrPayments } from "../../../server/db/payments-schema";
import { remembered } from "../../../server/db/business-epoch";
import type { Db } from "../../../server/db/client";
import { readTogether, rowsReading } from "../../../server/db/read-together";
import { csvText } from "../../../resources/csv";
import { containsPattern } from "../../../server/db/like";
import { addDays, istDate, istDateTime, istDayStart } from "../../../resources/ist";
import { isIsoDate } from "../../../resources/validate";

type Query = Record<string, string | undefined>;
const STATUSES = new Set(["SUCCESS", "FAILURE", "PENDING"]);
const CSV_LIMIT = 50_000;

const view = (r: typeof qrPayments.$inferSelect) => ({
  id: r.id,
  merchantTranId: r.merchantTranId,
  rrn: r.rrn,
  payer_vpa: r.payerVpa,
  payer_name: r.payerName,
  amount: paiseToRupees(r.amountPaise),
  status: r.status,
  note: r.note,
  created_at: r.createdAt.toISOString(),
});

/** Every filter of the list, validated; a bad one is a 400 naming it. Always scoped to the one business. */
function filtersOf(businessId: number, q: Query): SQL {
  const where: (SQL | undefined)[] = [eq(qrPayments.businessId, businessId)];
  if (q.from) {
    if (!isIsoDate(q.from)) throw badRequest("from must be a date like 2026-04-01", "from");
    where.push(gte(qrPayments.createdAt, istDayStart(q.from)));
  }
  if (q.to) {
    if (!isIsoDate(q.to)) throw badRequest("to must be a date like 2026-04-30", "to");
    if (q.from && q.to < q.from) throw badRequest("to must not be before from", "to");
    where.push(lt(qrPayments.createdAt, istDayStart(addDays(q.to, 1))));
  }
  if (q.status) {
    if (!STATUSES.has(q.status)) throw badRequest("status must be SUCCESS, FAILURE or PENDING", "status");
    where.push(eq(qrPayments.status, q.status as "SUCCESS"));
  }
  for (const [field, op] of [["min_amount", gte], ["max_amount", lte]] as const) {
    if (q[field] === undefined || q[field] === "") continue;
    const parsed = parseRupees(q[field], field);
    if ("error" in parsed) throw badRequest(parsed.error, field);
    where.push(op(qrPayments.amountPaise, parsed.paise));
  }
  const search = q.q?.trim();
  if (search) {
    if (search.length > 100) throw badRequest("q must be at most 100 characters", "q");
    const like = containsPattern(search);
    where.push(or(ilike(qrPayments.payerVpa, like), ilike(qrPayments.payerName, like), ilike(qrPayments.rrn, like), ilike(qrPayments.merchantTranId, like), ilike(qrPayments.note, like)));
  }
  return and(...where)!;
}

/**
 * Payments received on the business QR: the list for /galla/Transactions (server-side pages,
 * filters, search, totals, CSV) and the numbers for /galla/Dashboard.
 */
export async function transactionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/payments/qr-payments",
    access: access.member("galla", "read", { at: "query.business_id" }),
    summary: "Payments received on the business QR: a filtered page, or all of them as CSV",
    tags: ["payments"],
    schema: { querystring: PaymentsQuery, response: { 200: PaymentsListReply } },
    handler: async (request, reply, member) => {
      const where = filtersOf(member.businessId, request.query);

      if (request.query.format === "csv") {
        const rows = await db.select().from(qrPayments).where(where).orderBy(desc(qrPayments.createdAt), desc(qrPayments.id)).limit(CSV_LIMIT);
        const header = ["Date (IST)", "Payer name", "Payer UPI id", "Amount (INR)", "Status", "UPI ref no", "Transaction id", "Note"];
        const lines = rows.map((r) => [istDateTime(r.createdAt), r.payerName, r.payerVpa, (r.amountPaise / 100).toFixed(2), r.status, r.rrn, r.merchantTranId, r.note]);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="qr-payments-${istDate()}.csv"`)
          .send(csvText(header, lines));
      }

      const page = request.query.page === undefined ? 1 : Number(request.query.page);
      const pageSize = request.query.page_size === undefined ? 10 : Number(request.query.page_size);
      if (!Number.isSafeInteger(page) || page < 1 || page > 100_000) throw badRequest("page must be a whole number from 1", "page");
      if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100) throw badRequest("page_size must be from 1 to 100", "page_size");

      const [rows, [totals]] = await Promise.all([
        db.select().from(qrPayments).where(where).orderBy(desc(qrPayments.createdAt), desc(qrPayments.id)).limit(pageSize).offset((page - 1) * pageSize),
        db
          .select({
            count: sql<number>`count(*)::int`,
            successCount: sql<number>`count(*) filter (where ${qrPayments.status} = 'SUCCESS')::int`,
            successPaise: sql<number>`coalesce(sum(${qrPayments.amountPaise}) filter (where ${qrPayments.status} = 'SUCCESS'), 0)`.mapWith(Number),
          })
          .from(qrPayments)
          .where(where),
      ]);
      return {
        success: true,
        data: rows.map(view),
        total: totals.count,
        totals: { count: totals.count, success_count: totals.successCount, success_amount: paiseToRupees(totals.successPaise) },
        page,
        page_size: pageSize,
      };
    },
  });

  route({
    method: "GET",
    url: "/api/payments/summary",
    // Kept until a write to qr_payments moves its counter (0350_table_epochs.sql); a sale or a staff edit does not.
    access: access.member("galla", "read", { at: "query.business_id", watches: ["qr_payments"] }),
    summary: "Dashboard numbers: today, this month, the last 7 days and the latest payments",
    tags: ["payments"],
    schema: { querystring: SummaryQuery, response: { 200: SummaryReply } },
    handler: async (_request, _reply, member) => {
      const today = istDate();
      // The day is in the key: the figures depend on the clock only through it.
      const data = await remembered(db, "payments-summary", `${member.businessId}:${today}`, member.tablesEpoch, () => paymentsSummary(db, member.businessId, today));
      return { success: true, data };
    },
  });
}

/** The dashboard's QR figures on `today` (IST): the days from the rollup (migration 0380), the latest five payments. */
async function paymentsSummary(db: Db, businessId: number, today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  const weekStart = addDays(today, -6);
  // Both in one statement: one connection and one round trip (server/db/read-together.ts).
  const { days, recent } = await readTogether(db, {
    days: rowsReading(
      db.select().from(qrPaymentDaily).where(and(eq(qrPaymentDaily.businessId, businessId), gte(qrPaymentDaily.day, monthStart < weekStart ? monthStart : weekStart))),
      qrPaymentDaily,
    ),
    recent: rowsReading(db.select().from(qrPayments).where(eq(qrPayments.businessId, businessId)).orderBy(desc(qrPayments.createdAt), desc(qrPayments.id)).limit(5), qrPayments),
  });
  const byDate = new Map(days.map((d) => [d.day, d]));
  const last7 = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const d = byDate.get(date);
    return { date, count: d?.payments ?? 0, amount: paiseToRupees(d?.paise ?? 0) };
  });
  const month = days.filter((d) => d.day >= monthStart);
  return {
    today: { date: today, count: last7[6].count, amount: last7[6].amount },
    month: { from: monthStart, count: month.reduce((n, d) => n + d.payments, 0), amount: paiseToRupees(month.reduce((n, d) => n + d.paise, 0)) },
    last7,
    recent: recent.map(view),
  };
}
