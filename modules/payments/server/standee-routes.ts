import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { IdParams } from "../../../contracts/common";
import { StandeePdfReply, StandeeQuery } from "../../../contracts/standee";
import { businessWithUpi, staticUpiLink } from "./qr-routes";
import { standeePdf } from "./standee-pdf";
import { asciiFileName, standeeFileName } from "../../../resources/standee-layout";
import { standeeLanguageOf } from "./standee-language";

/** The standee speaks the business's language: its invoice language (a sales setting), English by default. */

/**
 * The business QR as a printable standee (issue 23): the PDF, A5 or A6, for members who may see
 * Payments, like the QR itself. Not cached (server/http/no-store.ts: nothing a signed-in caller fetches is),
 * like the member QR route; it is drawn afresh, so a changed name or UPI id shows at once. The console draws the PNG from the same layout.
 */
export async function standeeRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx.database.db);

  route({
    method: "GET",
    url: "/api/business/generate/qr-standee/:id",
    access: access.member("galla", "read", { at: "params.id" }),
    summary: "The business's UPI QR as a printable standee PDF (A5 or A6)",
    tags: ["payments"],
    schema: { params: IdParams, querystring: StandeeQuery, response: { 200: StandeePdfReply } },
    handler: async (request, reply, member) => {
      const b = await businessWithUpi(ctx, member.businessId);
      const language = await standeeLanguageOf(ctx, b.id);
      const pdf = await standeePdf({ name: b.businessName, upiId: b.upiId, language, link: staticUpiLink(b) }, request.query.size ?? "A5");
      const fileName = standeeFileName(b.businessName, "pdf");
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(pdf);
    },
  });
}
