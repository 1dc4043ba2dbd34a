import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { authorize } from "../../../server/http/authorize";
import {
  Deleted, DirectionParams, DocListReply, DocParams, DocReply, DocSaveReply, DocsParams, DocumentBody, InvoiceParams, LedgerReply, PartiesReply,
  PaymentBody, PaymentLinkBody, PaymentLinkReply, PaymentParams, PaymentSavedReply, PaymentsReply, ProductsReply, ReportParams, ReportReply,
  SalesParams, SalesQuery, SettingsBody, SettingsReply, SettingsSaveReply,
} from "../contract";
import { shownTo } from "./shown-to";
import { invoiceFileRoutes } from "./invoice-routes";
import { HttpError, badRequest, notFound } from "../../../server/http/errors";
import { languageOf, phrase, sayIn } from "../../../server/http/language";
import { businesses } from "../../../server/db/schema";
import { eq } from "drizzle-orm";
import { saveSettings, settingsView } from "./settings";
import { istDate } from "../../../resources/ist";
import { isIsoDate } from "../../../resources/validate";
import { searchParties, searchProducts } from "./catalogue";
import { createDocument, deleteDocument, getDocument, openDocuments, updateDocument } from "./documents";
import { createPayment, deletePayment, listPayments } from "./payments";
import { REPORT_TABLES, dashboard, documentReport, listDocuments, partyLedger, partyWiseProfit, profitAndLoss, type Range } from "./reports";
import { remembered } from "../../../server/db/business-epoch";
import { upiPaymentLink } from "../resources";
import type { DocKind } from "./schema";
import { checks, normalizeMobile } from "../../../resources/validators";
import { formatPaise } from "../../../resources/money";
import { gstRoutes } from "./gst-routes";
import { einvoiceRoutes } from "./einvoice-routes";
import { SYSTEM_TEMPLATES, fillTemplate, sendSystemSms } from "../../../server/sms/system";
import { requestKeyOf } from "../../../server/wallet/references";

type Q = Record<string, string | undefined>;
const DOCS: Record<string, DocKind> = { invoices: "sale", bills: "purchase" };
/** Notes are read here but made only against their original (POST …/:docs/:id/notes). */
const READABLE: Record<string, DocKind> = { ...DOCS, "credit-notes": "credit", "debit-notes": "debit", "sale-debit-notes": "sdebit" };
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
  if (!isIsoDate(from)) throw badRequest(phrase("sales.fromDate"), "from");
  if (!isIsoDate(to)) throw badRequest(phrase("sales.toDate"), "to");
  if (from > to) throw badRequest(phrase("sales.fromAfterTo"), "from");
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 10) throw badRequest(phrase("sales.tenYears"), "from");
  return { from, to };
}

function pageOf(q: Q) {
  const start = Math.max(0, Number(q._start ?? 0) || 0);
  const end = Math.min(start + 200, Math.max(start, Number(q._end ?? start + 20) || start + 20));
  return { start, end };
}

const optionalDate = (v: string | undefined, field: string) => {
  if (v === undefined || v === "") return undefined;
  if (!isIsoDate(v)) throw badRequest(phrase("validation.date", { label: field }), field);
  return v;
};

/** The sales & purchase API: /api/sales/:businessId/... (Sales & Purchase read, or write and not EXPIRED). */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  gstRoutes(app, db);
  invoiceFileRoutes(app, db);
  einvoiceRoutes(app, db);

  const route = router(app, db);
  const read = access.member("sales_and_purchase", "read");
  const write = access.member("sales_and_purchase", "write");
  const tags = ["sales"];

  route({
    method: "GET",
    url: "/api/sales/:businessId/settings",
    access: read,
    summary: "Invoice numbering, default GST rate, state, terms and print format",
    tags,
    schema: { params: SalesParams, response: { 200: SettingsReply } },
    handler: async (_req, _reply, m) => {
      return { success: true, data: await settingsView(db, m.businessId) };
    },
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/settings",
    access: write,
    summary: "Save the sales settings",
    tags,
    schema: { params: SalesParams, body: SettingsBody, response: { 200: SettingsSaveReply } },
    handler: async (req, _reply, m) => {
      return { success: true, message: sayIn(languageOf(req))("sales.settingsSaved"), data: await saveSettings(db, m.businessId, req.body) };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/parties",
    access: read,
    summary: "Parties matching q, with what each owes or is owed",
    tags,
    schema: { params: SalesParams, querystring: SalesQuery, response: { 200: PartiesReply } },
    handler: async (req, _reply, m) => {
      const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 20) || 20));
      const rows = await searchParties(db, m.businessId, (req.query.q ?? "").slice(0, 60), limit);
      return {
        success: true,
        data: rows.map((p) => ({ id: p.id, name: p.name, party_type: p.partyType, phone: p.phone, gstin: p.gstin, state_code: p.stateCode, to_receive: p.toReceivePaise / 100, to_pay: p.toPayPaise / 100 })),
      };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/products",
    access: read,
    summary: "Products matching q, with prices, GST rate and stock",
    tags,
    schema: { params: SalesParams, querystring: SalesQuery, response: { 200: ProductsReply } },
    handler: async (req, _reply, m) => {
      const rows = await searchProducts(db, m.businessId, (req.query.q ?? "").slice(0, 60));
      return {
        success: true,
        data: rows.map((p) => ({
          id: p.id, name: p.name, item_type: p.itemType, hsn: p.hsn, unit: p.unit, sale_price: p.salePricePaise / 100,
          purchase_price: p.purchasePricePaise / 100, gst_rate: p.gstRate, gst_treatment: p.treatment, stock: p.stock, stock_status: p.stockStatus,
        })),
      };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/parties/:id/ledger",
    access: read,
    summary: "A party's ledger",
    tags,
    schema: { params: InvoiceParams, response: { 200: LedgerReply } },
    handler: async (req, _reply, m) => {
      return { success: true, data: await partyLedger(db, m.businessId, idOf(req.params.id)) };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/:docs",
    access: read,
    summary: "Invoices or bills: a filtered page with totals, or a party's open ones",
    operationId: "listDocuments",
    tags,
    schema: { params: DocsParams, querystring: SalesQuery, response: { 200: DocListReply } },
    handler: async (req, reply, m) => {
      const kind = kindOf(req.params.docs);
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
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/:docs/:id",
    access: read,
    summary: "One invoice or bill",
    operationId: "getDocument",
    tags,
    schema: { params: DocParams, response: { 200: DocReply } },
    handler: async (req, _reply, m) => {
      const kind = READABLE[req.params.docs];
      if (!kind) throw notFound();
      return { success: true, data: shownTo(await getDocument(db, m.businessId, kind, idOf(req.params.id)), m) };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/:docs",
    access: write,
    summary: "Save a new invoice or bill; with request_key, a resend answers with the first one's document",
    operationId: "createDocument",
    tags,
    schema: { params: DocsParams, body: DocumentBody, response: { 200: DocSaveReply } },
    handler: async (req, reply, m) => {
      const kind = kindOf(req.params.docs);
      const { id, replayed } = await createDocument(db, m.businessId, kind, req.body, m.userId);
      // A resend of a keyed request: the same document as the first answer, marked so a client can tell.
      if (replayed) reply.header("x-request-replayed", "true");
      return { success: true, message: sayIn(languageOf(req))("sales.saved", { context: kind === "sale" ? "sale" : "purchase" }), data: shownTo(await getDocument(db, m.businessId, kind, id), m) };
    },
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/:docs/:id",
    access: write,
    summary: "Change an invoice or bill",
    operationId: "updateDocument",
    tags,
    schema: { params: DocParams, body: DocumentBody, response: { 200: DocSaveReply } },
    handler: async (req, _reply, m) => {
      const kind = kindOf(req.params.docs);
      const id = idOf(req.params.id);
      await updateDocument(db, m.businessId, kind, id, req.body, m.userId);
      return { success: true, message: sayIn(languageOf(req))("sales.updated", { context: kind === "sale" ? "sale" : "purchase" }), data: shownTo(await getDocument(db, m.businessId, kind, id), m) };
    },
  });

  route({
    method: "DELETE",
    url: "/api/sales/:businessId/:docs/:id",
    access: write,
    summary: "Delete an invoice or bill",
    operationId: "deleteDocument",
    tags,
    schema: { params: DocParams, response: { 200: Deleted } },
    handler: async (req, _reply, m) => {
      const kind = kindOf(req.params.docs);
      await deleteDocument(db, m.businessId, kind, idOf(req.params.id), m.userId);
      return { success: true, message: sayIn(languageOf(req))("sales.deleted", { context: kind === "sale" ? "sale" : "purchase" }) };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/invoices/:id/payment-link",
    access: read,
    summary: "A UPI payment link for an invoice's balance; with send_sms (needs write) sent to the party",
    tags,
    schema: { params: InvoiceParams, body: PaymentLinkBody, response: { 200: PaymentLinkReply } },
    handler: async (req, _reply, m) => {
      const sms = req.body?.send_sms === true;
      // Texting the party spends the wallet: that needs write, and a module that is not EXPIRED.
      if (sms) await authorize(db, req, write);
      const invoice = await getDocument(db, m.businessId, "sale", idOf(req.params.id));
      const [business] = await db.select().from(businesses).where(eq(businesses.id, m.businessId));
      // A cancelled invoice's balance reads 0, but "fully paid" would be untrue: nothing is owed on it at all.
      if (invoice.status === "cancelled") throw new HttpError(409, phrase("sales.cancelledNothingToCollect", { number: invoice.number }), "id");
      const balancePaise = Math.round(invoice.balance * 100);
      if (balancePaise <= 0) throw badRequest(phrase("sales.fullyPaid", { number: invoice.number }), "id");
      if (!business.upiId) throw badRequest(phrase("sales.addUpi"), "upi_id");
      const link = upiPaymentLink({ vpa: business.upiId, payee: business.businessName, amountPaise: balancePaise, reference: `INV${invoice.id}`, note: `Invoice ${invoice.number}` });
      const values = [business.businessName, invoice.number, invoice.date, formatPaise(balancePaise), business.upiId, link];
      const text = fillTemplate(SYSTEM_TEMPLATES.paymentLink.body, values, { lastIsLink: true });
      let sent: { to: string; status: string } | undefined;
      if (sms) {
        const requestKey = requestKeyOf(req.body.request_key);
        const to = normalizeMobile(req.body.to || invoice.party_phone || "");
        const error = checks.mobile(to, "Mobile number");
        if (error) throw badRequest(invoice.party_phone || req.body.to ? error : phrase("sales.partyNoMobile"), "to");
        // Paid from the wallet, limited, retried and refunded like every SMS: server/sms/queue.ts.
        const result = await sendSystemSms(ctx, db, { businessId: m.businessId, requestKey, to, field: "to", template: "paymentLink", values });
        sent = { to, status: result.status };
      }
      const say = sayIn(languageOf(req));
      const message = !sent
        ? say("sales.linkReady")
        : say("sales.linkSms", { to: sent.to, ...(sent.status === "failed" || sent.status === "queued" ? { context: sent.status } : {}) });
      return { success: true, message, data: { link, text, balance: invoice.balance, number: invoice.number, party_name: invoice.party_name, party_phone: invoice.party_phone, sent } };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/payments/:direction",
    access: read,
    summary: "Payments in (received) or out (paid): a filtered page with the sum",
    operationId: "listSalesPayments",
    tags,
    schema: { params: DirectionParams, querystring: SalesQuery, response: { 200: PaymentsReply } },
    handler: async (req, reply, m) => {
      const direction = directionOf(req.params.direction);
      const q = req.query;
      const result = await listPayments(db, m.businessId, direction, {
        from: optionalDate(q.from, "from"),
        to: optionalDate(q.to, "to"),
        partyId: q.party_id ? idOf(q.party_id) : undefined,
        ...pageOf(q),
      });
      reply.header("x-total-count", String(result.total));
      return { success: true, data: result.rows, total: result.total, sum: result.sumPaise / 100 };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/payments/:direction",
    access: write,
    summary: "Record a payment in or out, allocated to documents",
    operationId: "createSalesPayment",
    tags,
    schema: { params: DirectionParams, body: PaymentBody, response: { 200: PaymentSavedReply } },
    handler: async (req, _reply, m) => {
      const direction = directionOf(req.params.direction);
      const id = await createPayment(db, m.businessId, direction, req.body, m.userId);
      return { success: true, message: sayIn(languageOf(req))("sales.paymentSaved", { context: direction }), data: { id } };
    },
  });

  route({
    method: "DELETE",
    url: "/api/sales/:businessId/payments/:direction/:id",
    access: write,
    summary: "Delete a payment",
    operationId: "deleteSalesPayment",
    tags,
    schema: { params: PaymentParams, response: { 200: Deleted } },
    handler: async (req, _reply, m) => {
      const direction = directionOf(req.params.direction);
      await deletePayment(db, m.businessId, direction, idOf(req.params.id), m.userId);
      return { success: true, message: sayIn(languageOf(req))("sales.paymentDeleted") };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/reports/:report",
    // Kept while the tables it reads stand (REPORT_TABLES): a staff edit or a payment to the wallet does not drop it.
    access: access.member("sales_and_purchase", "read", { watches: REPORT_TABLES }),
    summary: "A report over from..to: sales, purchase, profit-loss, party-profit or dashboard",
    operationId: "getSalesReport",
    tags,
    schema: { params: ReportParams, querystring: SalesQuery, response: { 200: ReportReply } },
    handler: async (req, _reply, m) => {
      const range = rangeOf(req.query);
      const reports: Record<string, () => Promise<unknown>> = {
        sales: () => documentReport(db, m.businessId, "sale", range),
        purchase: () => documentReport(db, m.businessId, "purchase", range),
        "profit-loss": () => profitAndLoss(db, m.businessId, range),
        "party-profit": () => partyWiseProfit(db, m.businessId, range),
        dashboard: () => dashboard(db, m.businessId, range),
      };
      const load = Object.hasOwn(reports, req.params.report) ? reports[req.params.report] : undefined;
      if (!load) throw notFound();
      // A report is its tables' data over the range (the clock enters only through the range's default, in the key).
      const key = `${m.businessId}:${req.params.report}:${range.from}:${range.to}`;
      return { success: true, data: await remembered(db, "sales-report", key, m.tablesEpoch, load) };
    },
  });
}
