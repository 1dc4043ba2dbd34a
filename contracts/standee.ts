/** The business QR as a printable standee (issue 23): GET /api/business/generate/qr-standee/:id. */
import { Type, type Static } from "typebox";
import { STANDEE_SIZE_NAMES } from "../resources/standee-layout";

export const StandeeQuery = Type.Object({
  size: Type.Optional(Type.Union(STANDEE_SIZE_NAMES.map((s) => Type.Literal(s)), { default: "A5", description: "A5 (148 x 210 mm, the default) or A6 (105 x 148 mm)" })),
  format: Type.Optional(Type.Literal("pdf", { default: "pdf", description: "pdf; the PNG is drawn by the console from the same layout" })),
});
export type StandeeQuery = Static<typeof StandeeQuery>;

export const StandeePdfReply = {
  description: "The standee as a one-page PDF: shop name, UPI QR, UPI id, the scan line in the business's language",
  content: { "application/pdf": { schema: Type.String({ contentEncoding: "binary" }) } },
};
