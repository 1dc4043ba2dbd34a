import type { FastifyInstance } from "fastify";
import type { Db } from "../../../server/db/client";
import { access, router } from "../../../server/http/route";
import { notFound } from "../../../server/http/errors";
import { languageOf, sayIn } from "../../../server/http/language";
import { InvoiceParams } from "../contract";
import { ShareLinkReply, ShareLinkSaved } from "../share-link-contract";
import { shareStatus, withdrawShare } from "./invoice-share";

const idOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

/**
 * An invoice's shared link as the console manages it (issue 22): where it stands (live until when,
 * expired, withdrawn) and withdrawing it. Making one is POST …/share (invoice-routes.ts).
 */
export function shareLinkRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/sales/:businessId/invoices/:id/share",
    access: access.member("sales_and_purchase", "read"),
    summary: "The invoice's shared link: live until when (with the link), expired, withdrawn or none",
    tags: ["sales"],
    schema: { params: InvoiceParams, response: { 200: ShareLinkReply } },
    handler: async (req, _reply, m) => ({ success: true, data: await shareStatus(db, m.businessId, idOf(req.params.id)) }),
  });

  route({
    method: "DELETE",
    url: "/api/sales/:businessId/invoices/:id/share",
    access: access.member("sales_and_purchase", "write"),
    summary: "Withdraw the invoice's shared link: its page and PDF answer 410 from now on",
    tags: ["sales"],
    schema: { params: InvoiceParams, response: { 200: ShareLinkSaved } },
    handler: async (req, _reply, m) => ({
      success: true,
      message: sayIn(languageOf(req))("sales.shareLinkWithdrawn"),
      data: await withdrawShare(db, m.businessId, idOf(req.params.id)),
    }),
  });
}
