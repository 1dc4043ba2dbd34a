import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { IdParams } from "../../../contracts/common";
import { BusinessQrReply, PublicQrReply, QrPngReply } from "../contract";
import { HttpError, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { businesses } from "../../../server/db/schema";
import { staticUpiLink as linkFor } from "../../../resources/upi";
import { standeeLanguageOf } from "./standee-language";

/** The static UPI QR a business prints for its counter: pa and pn only, the customer types the amount. */
export const staticUpiLink = (b: { upiId: string; businessName: string }) => linkFor(b.upiId, b.businessName);

export async function businessWithUpi(ctx: AppContext, id: number) {
  const [b] = await ctx.database.db
    .select({ id: businesses.id, businessName: businesses.businessName, upiId: businesses.upiId })
    .from(businesses)
    .where(eq(businesses.id, id));
  if (!b) throw notFound(phrase("access.businessNotFound"));
  if (!b.upiId) throw new HttpError(409, phrase("payments.upiFirst"), "upi_id");
  return { ...b, upiId: b.upiId };
}

/** Rendered PNGs by link: a printed QR is fetched again and again, and drawing one costs tens of milliseconds. */
const pngCache = new Map<string, Buffer>();
const PNG_CACHE_SIZE = 500;
async function qrPng(link: string): Promise<Buffer> {
  const cached = pngCache.get(link);
  if (cached) return cached;
  const png = await QRCode.toBuffer(link, { type: "png", width: 640, margin: 2, errorCorrectionLevel: "M" });
  if (pngCache.size >= PNG_CACHE_SIZE) pngCache.delete(pngCache.keys().next().value!);
  pngCache.set(link, png);
  return png;
}

/** The image URL: public (an <img> sends no token), versioned by the link so a changed UPI id is not cached. */
const imagePath = (ctx: AppContext, b: { id: number; upiId: string; businessName: string }) => {
  const version = createHash("sha256").update(staticUpiLink(b)).digest("hex").slice(0, 10);
  return `${ctx.config.publicUrl ?? ""}/api/public/qr-code/${b.id}/qr.png?v=${version}`;
};

/**
 * The business QR: GET /api/business/generate/qr-code/:id (spec §7, members only, adds the UPI id for
 * the printed standee), the public variant for /galla/Setting/MyQR/generatedqr (name and QR only:
 * what the printed QR itself shows anyway), and the PNG both point at.
 */
export async function qrRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/business/generate/qr-code/:id",
    access: access.member("galla", "read", { at: "params.id" }),
    summary: "The business's UPI QR with its UPI id, for the printed standee",
    tags: ["payments"],
    schema: { params: IdParams, response: { 200: BusinessQrReply } },
    handler: async (_request, _reply, member) => {
      const b = await businessWithUpi(ctx, member.businessId);
      const standee_language = await standeeLanguageOf(ctx, b.id);
      return { success: true, data: { qr_code_path: imagePath(ctx, b), business_name: b.businessName, upi_id: b.upiId, upi_link: staticUpiLink(b), standee_language } };
    },
  });

  const publicId = (raw: string) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(phrase("access.businessNotFound"));
    return id;
  };

  route({
    method: "GET",
    url: "/api/public/qr-code/:id",
    access: access.public("what the printed QR shows anyway"),
    summary: "A business's name and QR image, for the shareable QR page",
    tags: ["public"],
    schema: { params: IdParams, response: { 200: PublicQrReply } },
    handler: async (request) => {
      const b = await businessWithUpi(ctx, publicId(request.params.id));
      return { success: true, data: { qr_code_path: imagePath(ctx, b), business_name: b.businessName } };
    },
  });

  route({
    method: "GET",
    url: "/api/public/qr-code/:id/qr.png",
    access: access.public("an <img> sends no token"),
    summary: "A business's UPI QR as a PNG",
    tags: ["public"],
    schema: { params: IdParams, response: { 200: QrPngReply } },
    handler: async (request, reply) => {
      const b = await businessWithUpi(ctx, publicId(request.params.id));
      const png = await qrPng(staticUpiLink(b));
      return reply
        .type("image/png")
        .header("cache-control", "public, max-age=300")
        .header("content-disposition", `inline; filename="${b.businessName.replace(/[^A-Za-z0-9]+/g, "-")}-QR.png"`)
        .send(png);
    },
  });
}
