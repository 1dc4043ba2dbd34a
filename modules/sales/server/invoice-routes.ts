import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../../server/db/client";
import { access, router } from "../../../server/http/route";
import { notFound } from "../../../server/http/errors";
import { DocParams, InvoiceParams } from "../contract";
import { InvoiceShareReply, PdfQuery, PdfReply, PublicInvoiceReply, TokenParams } from "../invoice-view-contract";
import { copyLabelOf, type Copy } from "../invoice-words";
import { invoiceView, type PrintableDocument } from "../invoice-view";
import { getDocument } from "./documents";
import { invoicePdf } from "./invoice-pdf";
import { invoiceByToken, shareInvoice } from "./invoice-share";
import { shownTo } from "./shown-to";
import { shareLinkRoutes } from "./share-link-routes";
import { ShareBody } from "../share-link-contract";
import { authorize } from "../../../server/http/authorize";
import { currentUser } from "../../../server/auth/authenticate";
import type { DocKind } from "./schema";

const KINDS: Record<string, DocKind> = { invoices: "sale", bills: "purchase", "credit-notes": "credit", "debit-notes": "debit", "sale-debit-notes": "sdebit" };
const idOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

async function sendPdf(reply: FastifyReply, doc: PrintableDocument, copy: Copy = "original") {
  const view = invoiceView(doc, copyLabelOf(copy));
  const pdf = await invoicePdf(view);
  return reply.type("application/pdf").header("content-disposition", `attachment; filename="${view.file_name}"`).send(pdf);
}

/** A shared invoice's answers are for the buyer who got the link, not for shared caches (noindex: server/http/security-headers.ts). */
const privatePublic = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/**
 * The invoice as a file and as a shared link: the PDF (console and public), the share token, and
 * the public invoice page's data. All four render the one view model (modules/sales/invoice-view.ts).
 */
export function invoiceFileRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);
  shareLinkRoutes(app, db);
  const read = access.member("sales_and_purchase", "read");

  route({
    method: "GET",
    url: "/api/sales/:businessId/:docs/:id/pdf",
    access: read,
    summary: "An invoice, bill or note as an A4 PDF file (the same content as the print)",
    tags: ["sales"],
    schema: { params: DocParams, querystring: PdfQuery, response: { 200: PdfReply } },
    handler: async (req, reply, m) => {
      const kind = KINDS[req.params.docs];
      if (!kind) throw notFound();
      return sendPdf(reply, shownTo(await getDocument(db, m.businessId, kind, idOf(req.params.id)), m), req.query.copy);
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/invoices/:id/share",
    access: read,
    summary: "The invoice's live public link (made when there is none, for expires_in: 30 days unless chosen) and a short message for WhatsApp; renew (needs write) replaces a live link",
    tags: ["sales"],
    schema: { params: InvoiceParams, body: ShareBody, response: { 200: InvoiceShareReply } },
    handler: async (req, _reply, m) => {
      const body = req.body ?? {};
      // Replacing a link stops the one the customer has: that is a change to the invoice's sharing, so write.
      if (body.renew) await authorize(db, req, access.member("sales_and_purchase", "write"));
      const data = await shareInvoice(db, m.businessId, idOf(req.params.id), { expiresIn: body.expires_in, renew: body.renew, userId: currentUser(req).id });
      return { success: true, data };
    },
  });

  route({
    method: "GET",
    url: "/api/public/invoices/:token",
    access: access.public("the 128-bit token of a shared invoice"),
    summary: "A shared invoice as printed (the public invoice page /i/:token)",
    tags: ["public"],
    schema: { params: TokenParams, response: { 200: PublicInvoiceReply } },
    handler: async (req, reply) => {
      privatePublic(reply);
      const doc = await invoiceByToken(db, req.params.token);
      return { success: true, data: invoiceView(doc) };
    },
  });

  route({
    method: "GET",
    url: "/api/public/invoices/:token/pdf",
    access: access.public("the 128-bit token of a shared invoice"),
    summary: "A shared invoice as a PDF file",
    tags: ["public"],
    schema: { params: TokenParams, response: { 200: PdfReply } },
    handler: async (req, reply) => {
      privatePublic(reply);
      const doc = await invoiceByToken(db, req.params.token);
      return sendPdf(reply, doc);
    },
  });
}
