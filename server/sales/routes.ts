import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { authenticate } from "../auth/authenticate";
import { badRequest, notFound } from "../http/errors";
import { businesses } from "../db/schema";
import { eq } from "drizzle-orm";
import { salesAccess } from "./access";
import { saveSettings, settingsView, type SettingsBody } from "./settings";
import { istDate } from "../../resources/ist";
import { isIsoDate } from "../../resources/validate";
import { searchParties, searchProducts } from "./catalogue";
import { createDocument, deleteDocument, getDocument, openDocuments, updateDocument, type DocumentBody } from "./documents";
import { createPayment, deletePayment, listPayments, type PaymentBody } from "./payments";
import { dashboard, documentReport, listDocuments, partyLedger, partyWiseProfit, profitAndLoss, type Range } from "./reports";
import { upiPaymentLink } from "../../resources/sales";
import type { DocKind } from "./schema";
import { checks, normalizeMobile } from "../../resources/validators";
import { formatPaise } from "../../resources/money";
import { gstRoutes } from "./gst-routes";
import { SYSTEM_TEMPLATES, fillTemplate, sendSystemSms } from "../sms/system";
import { requestKeyOf } from "../wallet/references";

type Q = Record<string, string | undefined>;
const DOCS: Record<string, DocKind> = { invoices: "sale", bills: "purchase" };
/** Notes are read here but made only against their original (POST …/:docs/:id/notes). */
const READABLE: Record<string, DocKind> = { ...DOCS, "credit-notes": "credit", "debit-notes": "debit" };
const kindOf = (docs: string) => {
  const kind = DOCS[docs];
  if (!kind) throw notFound();
  return kind;
};
const directionOf = (d: string) => {
  if (d !== "in" && d !== "out") throw notFound();
  return d;
};
const idOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

/** `from`/`to` (YYYY-MM-DD); this month by default; at most ten years. */
function rangeOf(q: Q): Range {
  const today = istDate();
  const from = q.from ?? `${today.slice(0, 7)}-01`;
  const to = q.to ?? today;
  if (!isIsoDate(from)) throw badRequest("From must be a date (YYYY-MM-DD)", "from");
  if (!isIsoDate(to)) throw badRequest("To must be a date (YYYY-MM-DD)", "to");
  if (from > to) throw badRequest("From must not be after To", "from");
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 10) throw badRequest("Choose a range of at most ten years", "from");
  return { from, to };
}

function pageOf(q: Q) {
  const start = Math.max(0, Number(q._start ?? 0) || 0);
  const end = Math.min(start + 200, Math.max(start, Number(q._end ?? start + 20) || start + 20));
  return { start, end };
}

const optionalDate = (v: string | undefined, field: string) => {
  if (v === undefined || v === "") return undefined;
  if (!isIsoDate(v)) throw badRequest(`${field} must be a date (YYYY-MM-DD)`, field);
  return v;
};

const object = { type: "object" } as const;

/** The sales & purchase API: /api/sales/:businessId/... (every route through salesAccess). */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  gstRoutes(app, db);

  app.register(async (r) => {
    r.addHook("preHandler", authenticate(db));
    const read = (req: FastifyRequest<{ Params: { businessId: string } }>) => salesAccess(db, req, req.params.businessId, false);
    const write = (req: FastifyRequest<{ Params: { businessId: string } }>) => salesAccess(db, req, req.params.businessId, true);

    r.get<{ Params: { businessId: string } }>("/api/sales/:businessId/settings", async (req) => {
      const m = await read(req);
      return { success: true, data: await settingsView(db, m.businessId) };
    });
    r.put<{ Params: { businessId: string }; Body: SettingsBody }>(
      "/api/sales/:businessId/settings",
      {
        schema: {
          body: {
            type: "object",
            required: ["invoice_prefix", "next_number", "default_gst_rate", "state_code", "terms", "print_format"],
            additionalProperties: false,
            properties: {
              invoice_prefix: { type: "string", maxLength: 10 },
              next_number: { type: "integer" },
              default_gst_rate: { type: "integer" },
              state_code: { type: "string" },
              terms: { type: "string" },
              print_format: { type: "string", enum: ["A4", "thermal"] },
            },
          },
        },
      },
      async (req) => {
        const m = await write(req);
        return { success: true, message: "Settings saved", data: await saveSettings(db, m.businessId, req.body) };
      },
    );

    r.get<{ Params: { businessId: string }; Querystring: Q }>("/api/sales/:businessId/parties", async (req) => {
      const m = await read(req);
      const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 20) || 20));
      const rows = await searchParties(db, m.businessId, (req.query.q ?? "").slice(0, 60), limit);
      return {
        success: true,
        data: rows.map((p) => ({ id: p.id, name: p.name, party_type: p.partyType, phone: p.phone, gstin: p.gstin, state_code: p.stateCode, to_receive: p.toReceivePaise / 100, to_pay: p.toPayPaise / 100 })),
      };
    });
    r.get<{ Params: { businessId: string }; Querystring: Q }>("/api/sales/:businessId/products", async (req) => {
      const m = await read(req);
      const rows = await searchProducts(db, m.businessId, (req.query.q ?? "").slice(0, 60));
      return {
        success: true,
        data: rows.map((p) => ({
          id: p.id, name: p.name, item_type: p.itemType, hsn: p.hsn, unit: p.unit, sale_price: p.salePricePaise / 100,
          purchase_price: p.purchasePricePaise / 100, gst_rate: p.gstRate, stock: p.stock, stock_status: p.stockStatus,
        })),
      };
    });
    r.get<{ Params: { businessId: string; id: string } }>("/api/sales/:businessId/parties/:id/ledger", async (req) => {
      const m = await read(req);
      return { success: true, data: await partyLedger(db, m.businessId, idOf(req.params.id)) };
    });

    r.get<{ Params: { businessId: string; docs: string }; Querystring: Q }>("/api/sales/:businessId/:docs", async (req, reply) => {
      const kind = kindOf(req.params.docs);
      const m = await read(req);
      const q = req.query;
      const partyId = q.party_id ? idOf(q.party_id) : undefined;
      if (q.open === "1") {
        if (!partyId) throw badRequest("party_id is required for open documents", "party_id");
        return { success: true, data: await openDocuments(db, m.businessId, kind, partyId) };
      }
      const status = q.status === "open" || q.status === "paid" ? q.status : undefined;
      const result = await listDocuments(db, m.businessId, kind, {
        from: optionalDate(q.from, "from"),
        to: optionalDate(q.to, "to"),
        q: q.q?.slice(0, 60),
        partyId,
        status,
        ...pageOf(q),
      });
      reply.header("x-total-count", String(result.total)).header("access-control-expose-headers", "x-total-count");
      return { success: true, data: result.rows, total: result.total, sums: result.sums };
    });
    r.get<{ Params: { businessId: string; docs: string; id: string } }>("/api/sales/:businessId/:docs/:id", async (req) => {
      const kind = READABLE[req.params.docs];
      if (!kind) throw notFound();
      const m = await read(req);
      return { success: true, data: await getDocument(db, m.businessId, kind, idOf(req.params.id)) };
    });
    r.post<{ Params: { businessId: string; docs: string }; Body: DocumentBody }>("/api/sales/:businessId/:docs", { schema: { body: object } }, async (req) => {
      const kind = kindOf(req.params.docs);
      const m = await write(req);
      const id = await createDocument(db, m.businessId, kind, req.body);
      return { success: true, message: kind === "sale" ? "Invoice saved" : "Bill saved", data: await getDocument(db, m.businessId, kind, id) };
    });
    r.put<{ Params: { businessId: string; docs: string; id: string }; Body: DocumentBody }>(
      "/api/sales/:businessId/:docs/:id",
      { schema: { body: object } },
      async (req) => {
        const kind = kindOf(req.params.docs);
        const m = await write(req);
        const id = idOf(req.params.id);
        await updateDocument(db, m.businessId, kind, id, req.body);
        return { success: true, message: kind === "sale" ? "Invoice updated" : "Bill updated", data: await getDocument(db, m.businessId, kind, id) };
      },
    );
    r.delete<{ Params: { businessId: string; docs: string; id: string } }>("/api/sales/:businessId/:docs/:id", async (req) => {
      const kind = kindOf(req.params.docs);
      const m = await write(req);
      await deleteDocument(db, m.businessId, kind, idOf(req.params.id));
      return { success: true, message: kind === "sale" ? "Invoice deleted" : "Bill deleted" };
    });

    r.post<{ Params: { businessId: string; id: string }; Body: { send_sms?: boolean; to?: string; request_key?: string } }>(
      "/api/sales/:businessId/invoices/:id/payment-link",
      { schema: { body: { type: "object", additionalProperties: false, properties: { send_sms: { type: "boolean" }, to: { type: "string", maxLength: 20 }, request_key: { type: "string" } } } } },
      async (req) => {
        const sms = req.body?.send_sms === true;
        const m = sms ? await write(req) : await read(req);
        const invoice = await getDocument(db, m.businessId, "sale", idOf(req.params.id));
        const [business] = await db.select().from(businesses).where(eq(businesses.id, m.businessId));
        const balancePaise = Math.round(invoice.balance * 100);
        if (balancePaise <= 0) throw badRequest(`Invoice ${invoice.number} is fully paid: nothing to collect`, "id");
        if (!business.upiId) throw badRequest("Add your business UPI id in the business profile first", "upi_id");
        const link = upiPaymentLink({ vpa: business.upiId, payee: business.businessName, amountPaise: balancePaise, reference: `INV${invoice.id}`, note: `Invoice ${invoice.number}` });
        const values = [business.businessName, invoice.number, invoice.date, formatPaise(balancePaise), business.upiId, link];
        const text = fillTemplate(SYSTEM_TEMPLATES.paymentLink.body, values, { lastIsLink: true });
        let sent: { to: string; status: string } | undefined;
        if (sms) {
          const requestKey = requestKeyOf(req.body.request_key);
          const to = normalizeMobile(req.body.to || invoice.party_phone || "");
          const error = checks.mobile(to, "Mobile number");
          if (error) throw badRequest(invoice.party_phone || req.body.to ? error : "This party has no mobile number: enter one to send the SMS", "to");
          // Paid from the wallet, limited, retried and refunded like every SMS: server/sms/queue.ts.
          const result = await sendSystemSms(ctx, db, { businessId: m.businessId, requestKey, to, field: "to", template: "paymentLink", values });
          sent = { to, status: result.status };
        }
        const message = !sent
          ? "Payment link ready"
          : sent.status === "failed"
            ? `The SMS to +91 ${sent.to} was refused by the operator; its charge was refunded`
            : sent.status === "queued"
              ? `The SMS to +91 ${sent.to} is queued and will be retried`
              : `Payment link sent to +91 ${sent.to}`;
        return { success: true, message, data: { link, text, balance: invoice.balance, number: invoice.number, party_name: invoice.party_name, party_phone: invoice.party_phone, sent } };
      },
    );

    r.get<{ Params: { businessId: string; direction: string }; Querystring: Q }>("/api/sales/:businessId/payments/:direction", async (req, reply) => {
      const direction = directionOf(req.params.direction);
      const m = await read(req);
      const q = req.query;
      const result = await listPayments(db, m.businessId, direction, {
        from: optionalDate(q.from, "from"),
        to: optionalDate(q.to, "to"),
        partyId: q.party_id ? idOf(q.party_id) : undefined,
        ...pageOf(q),
      });
      reply.header("x-total-count", String(result.total));
      return { success: true, data: result.rows, total: result.total, sum: result.sumPaise / 100 };
    });
    r.post<{ Params: { businessId: string; direction: string }; Body: PaymentBody }>(
      "/api/sales/:businessId/payments/:direction",
      { schema: { body: object } },
      async (req) => {
        const direction = directionOf(req.params.direction);
        const m = await write(req);
        const id = await createPayment(db, m.businessId, direction, req.body);
        return { success: true, message: direction === "in" ? "Payment received" : "Payment recorded", data: { id } };
      },
    );
    r.delete<{ Params: { businessId: string; direction: string; id: string } }>("/api/sales/:businessId/payments/:direction/:id", async (req) => {
      const direction = directionOf(req.params.direction);
      const m = await write(req);
      await deletePayment(db, m.businessId, direction, idOf(req.params.id));
      return { success: true, message: "Payment deleted" };
    });

    r.get<{ Params: { businessId: string; report: string }; Querystring: Q }>("/api/sales/:businessId/reports/:report", async (req) => {
      const m = await read(req);
      const range = rangeOf(req.query);
      switch (req.params.report) {
        case "sales":
          return { success: true, data: await documentReport(db, m.businessId, "sale", range) };
        case "purchase":
          return { success: true, data: await documentReport(db, m.businessId, "purchase", range) };
        case "profit-loss":
          return { success: true, data: await profitAndLoss(db, m.businessId, range) };
        case "party-profit":
          return { success: true, data: await partyWiseProfit(db, m.businessId, range) };
        case "dashboard":
          return { success: true, data: await dashboard(db, m.businessId, range) };
        default:
          throw notFound();
      }
    });
  });
}
