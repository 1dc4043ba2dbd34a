import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../../server/db/client";
import { access, router } from "../../../server/http/route";
import { notFound } from "../../../server/http/errors";
import { languageOf, sayIn } from "../../../server/http/language";
import { currentUser } from "../../../server/auth/authenticate";
import { BusinessParams } from "../../../contracts/common";
import { InvoiceParams } from "../contract";
import { PeriodQuery } from "../gst-contract";
import { EinvoiceFileReply, EinvoiceParams, EwayBody, EwayFileReply, GstSummaryReply, IrnBody, IrnSaved } from "../einvoice-contract";
import { filingData } from "./filing-data";
import { einvoiceJson } from "./einvoice";
import { ewayBillJson } from "./ewaybill";
import { recordIrn } from "./irn";
import { gstr1, periodOf } from "./gstr1";
import { gstr3b } from "./gstr3b";
import { documentsIn, gstr1OrNull, gstr1Sections, gstr3bRows } from "./gst-summary";
import type { DocKind } from "./schema";

const KINDS: Record<string, DocKind> = { invoices: "sale", "credit-notes": "credit", "sale-debit-notes": "sdebit" };
const idOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};
/** INV-25/7 → INV-25-7: a document number made safe for a file name. */
const fileSafe = (number: string) => number.replace(/[\\/:*?"<>|\s]+/g, "-");
const sendJsonFile = (reply: FastifyReply, name: string, body: unknown) =>
  reply.type("application/json; charset=utf-8").header("content-disposition", `attachment; filename="${name}"`).send(body);

/**
 * e-Invoice and e-way bill files of an invoice, the IRN the owner records from the IRP, and the month's
 * returns summarised for the screen. Downloads need Sales read; recording an IRN changes the invoice: write.
 */
export function einvoiceRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);
  const read = access.member("sales_and_purchase", "read");

  route({
    method: "GET",
    url: "/api/sales/:businessId/:docs/:id/einvoice",
    access: read,
    summary: "A B2B or export invoice, credit note or supplier's debit note as NIC's e-invoice JSON (schema 1.1) to upload on the IRP; refused, naming the field, for B2C or missing details",
    tags: ["sales"],
    schema: { params: EinvoiceParams, response: { 200: EinvoiceFileReply } },
    handler: async (req, reply, m) => {
      const kind = KINDS[req.params.docs];
      if (!kind) throw notFound();
      const json = einvoiceJson(await filingData(db, m.businessId, kind, idOf(req.params.id)));
      return sendJsonFile(reply, `EINV_${fileSafe(json.DocDtls.No)}.json`, json);
    },
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/:docs/:id/irn",
    access: access.member("sales_and_purchase", "write"),
    summary: "Record the IRN, acknowledgement and signed QR code the IRP answered for a B2B invoice, credit note or supplier's debit note (replaces an earlier one)",
    tags: ["sales"],
    schema: { params: EinvoiceParams, body: IrnBody, response: { 200: IrnSaved } },
    handler: async (req, _reply, m) => {
      const kind = KINDS[req.params.docs];
      if (!kind) throw notFound();
      const data = await recordIrn(db, m.businessId, kind, idOf(req.params.id), currentUser(req).id, req.body);
      return { success: true, message: sayIn(languageOf(req))("einv.irnSaved"), data };
    },
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/invoices/:id/eway-bill",
    access: read,
    summary: "An invoice of goods as the e-way bill portal's bulk-upload JSON, with the transport given (mode, distance, vehicle or transport document, transporter)",
    tags: ["sales"],
    schema: { params: InvoiceParams, body: EwayBody, response: { 200: EwayFileReply } },
    handler: async (req, reply, m) => {
      const json = ewayBillJson(await filingData(db, m.businessId, "sale", idOf(req.params.id)), req.body);
      return sendJsonFile(reply, `EWB_${fileSafe(json.billLists[0].docNo)}.json`, json);
    },
  });

  route({
    method: "GET",
    url: "/api/b/:businessId/gst/summary",
    access: read,
    summary: "The month's GSTR-1 sections and GSTR-3B rows with counts and totals, for reading on screen",
    tags: ["gst"],
    schema: { params: BusinessParams, querystring: PeriodQuery, response: { 200: GstSummaryReply } },
    handler: async (req, _reply, m) => {
      const period = periodOf(req.query.period);
      const [documents, g1, g3] = [await documentsIn(db, m.businessId, period), await gstr1OrNull(() => gstr1(db, m.businessId, period)), await gstr3b(db, m.businessId, period)];
      return {
        success: true,
        data: { period: period.fp, documents, gstr1: g1 ? gstr1Sections(g1 as unknown as Record<string, unknown>) : null, gstr3b: gstr3bRows(g3 as unknown as Record<string, unknown>) },
      };
    },
  });
}
