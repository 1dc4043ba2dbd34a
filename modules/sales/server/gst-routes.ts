import type { FastifyInstance } from "fastify";
import type { Db } from "../../../server/db/client";
import { access, router } from "../../../server/http/route";
import { badRequest, notFound } from "../../../server/http/errors";
import { languageOf, phrase, sayIn } from "../../../server/http/language";
import { currentUser } from "../../../server/auth/authenticate";
import { BusinessParams } from "../../../contracts/common";
import { DocParams, DocumentReply, NoteBody, PriceDebitBody, Gstr1Reply, Gstr3bFile, Gstr3bReply, LockBody, LockParams, LocksReply, LocksSaved, PeriodQuery } from "../gst-contract";
import { gstr1, gstr1Csv, periodOf } from "./gstr1";
import { gstr3b, gstr3bScreen } from "./gstr3b";
import { listLocks, setLock } from "./locks";
import { cancelDocument, getDocument } from "./documents";
import { createNote, createPriceDebitNote } from "./notes";
import { InvoiceParams } from "../contract";
import { shownTo } from "./shown-to";
import type { DocKind } from "./schema";

const KINDS: Record<string, DocKind> = { invoices: "sale", bills: "purchase" };
/** What may be cancelled: invoices and bills, and the notes issued against them. */
const CANCELLABLE: Record<string, DocKind> = { ...KINDS, "credit-notes": "credit", "debit-notes": "debit", "sale-debit-notes": "sdebit" };

/**
 * GST returns under /api/b/:businessId/gst/… (a static `gst` segment: the engine's /:resource/:id
 * never sees these), month locks and cancelling, declared through the gate.
 */
export function gstRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/b/:businessId/gst/gstr1",
    access: access.member("sales_and_purchase", "read"),
    summary: "GSTR-1 of a month: the offline tool's JSON (or CSV rows)",
    tags: ["gst"],
    schema: { params: BusinessParams, querystring: PeriodQuery, response: { 200: Gstr1Reply } },
    handler: async (request, reply, member) => {
      const period = periodOf(request.query.period);
      const g = await gstr1(db, member.businessId, period);
      const name = `GSTR1_${g.gstin}_${period.fp}`;
      if (request.query.format === "csv") {
        return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${name}.csv"`).send(gstr1Csv(g));
      }
      return reply.type("application/json; charset=utf-8").header("content-disposition", `attachment; filename="${name}.json"`).send(g);
    },
  });

  route({
    method: "GET",
    url: "/api/b/:businessId/gst/gstr3b",
    access: access.member("sales_and_purchase", "read"),
    summary: "GSTR-3B of a month for the screen: 3.1 outward supplies, 4 eligible ITC, 5 exempt inward supplies",
    tags: ["gst"],
    schema: { params: BusinessParams, querystring: PeriodQuery, response: { 200: Gstr3bReply } },
    handler: async (request, _reply, member) => ({ success: true, data: gstr3bScreen(await gstr3b(db, member.businessId, periodOf(request.query.period))) }),
  });

  route({
    method: "GET",
    url: "/api/b/:businessId/gst/gstr3b/file",
    access: access.member("sales_and_purchase", "read"),
    summary: "GSTR-3B of a month as the portal's JSON file (a download)",
    tags: ["gst"],
    schema: { params: BusinessParams, querystring: PeriodQuery, response: { 200: Gstr3bFile } },
    handler: async (request, reply, member) => {
      const period = periodOf(request.query.period);
      const file = await gstr3b(db, member.businessId, period);
      // The portal's file names its taxpayer: without a GSTIN there is nothing to file.
      if (!file.gstin) throw badRequest(phrase("sales.gstinFirst"), "gstin");
      return reply.type("application/json; charset=utf-8").header("content-disposition", `attachment; filename="GSTR3B_${file.gstin}_${period.fp}.json"`).send(file);
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/locks",
    access: access.member("sales_and_purchase", "read"),
    summary: "Locked months and the record of locks and unlocks",
    tags: ["gst"],
    schema: { params: BusinessParams, response: { 200: LocksReply } },
    handler: async (request, _reply, member) => ({ success: true, data: await listLocks(db, member.businessId, languageOf(request)) }),
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/locks/:period",
    // Locking says a return was filed: the owner answers for that (modules/sales/module.ts).
    access: access.capability("gst_month", "lock"),
    summary: "Lock a month (YYYY-MM) once its return is filed, or unlock it (recorded)",
    tags: ["gst"],
    schema: { params: LockParams, body: LockBody, response: { 200: LocksSaved } },
    handler: async (request, _reply, member) => {
      await setLock(db, member.businessId, currentUser(request).id, request.params.period, request.body.locked);
      const language = languageOf(request);
      return { success: true, message: sayIn(language)(request.body.locked ? "sales.monthLocked" : "sales.monthUnlocked"), data: await listLocks(db, member.businessId, language) };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/:docs/:id/notes",
    access: access.member("sales_and_purchase", "write"),
    summary: "A credit note (sales return) against an invoice, or a debit note (purchase return) against a bill",
    tags: ["sales"],
    schema: { params: DocParams, body: NoteBody, response: { 200: DocumentReply } },
    handler: async (request, _reply, member) => {
      const kind = KINDS[request.params.docs];
      const id = Number(request.params.id);
      if (!kind || !Number.isSafeInteger(id) || id <= 0) throw notFound();
      const noteId = await createNote(db, member.businessId, kind, id, request.body, member.userId);
      const note = shownTo(await getDocument(db, member.businessId, kind === "sale" ? "credit" : "debit", noteId), member);
      return { success: true, message: sayIn(languageOf(request))("sales.noteSaved", { number: note.number, context: kind === "sale" ? "sale" : "purchase" }), data: note };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/invoices/:id/debit-notes",
    access: access.member("sales_and_purchase", "write"),
    summary: "A debit note against a sale invoice: the price of some of its lines raised by an amount (before GST)",
    tags: ["sales"],
    schema: { params: InvoiceParams, body: PriceDebitBody, response: { 200: DocumentReply } },
    handler: async (request, _reply, member) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      const noteId = await createPriceDebitNote(db, member.businessId, id, request.body, member.userId);
      const note = shownTo(await getDocument(db, member.businessId, "sdebit", noteId), member);
      return { success: true, message: sayIn(languageOf(request))("sales.noteSaved", { number: note.number, context: "sdebit" }), data: note };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/:docs/:id/cancel",
    access: access.member("sales_and_purchase", "write"),
    summary: "Cancel an invoice, bill or note (credit-notes, debit-notes, sale-debit-notes): kept with its number, out of every total",
    tags: ["sales"],
    schema: { params: DocParams, response: { 200: DocumentReply } },
    handler: async (request, _reply, member) => {
      const kind = CANCELLABLE[request.params.docs];
      const id = Number(request.params.id);
      if (!kind || !Number.isSafeInteger(id) || id <= 0) throw notFound();
      await cancelDocument(db, member.businessId, kind, id, currentUser(request).id);
      const doc = shownTo(await getDocument(db, member.businessId, kind, id), member);
      const context = kind === "sale" || kind === "purchase" ? kind : "note";
      return { success: true, message: sayIn(languageOf(request))("sales.docCancelled", { number: doc.number, context }), data: doc };
    },
  });
}
