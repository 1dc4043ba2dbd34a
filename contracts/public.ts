/** What anyone may see of a business (its public page /p/:id): never its GSTIN, bank account, phone, email or balance. */
import { Type, type Static } from "typebox";
import { Nullable, Ok } from "./common";

export const PublicService = Type.Object({
  name: Type.String(),
  category: Nullable(Type.String()),
  price: Nullable(Type.Number({ description: "rupees" })),
  duration_minutes: Nullable(Type.Number()),
  description: Nullable(Type.String()),
});
export type PublicService = Static<typeof PublicService>;
export const PublicBusiness = Type.Object({
  id: Type.Integer(),
  business_name: Type.String(),
  business_logo_path: Nullable(Type.String()),
  upi_id: Nullable(Type.String()),
  city: Nullable(Type.String()),
  category: Nullable(Type.String()),
  services: Type.Array(PublicService),
  /** Whether this kind of business books appointments online: the page asks /api/public/book/:id only then. */
  takes_bookings: Type.Boolean(),
});
export type PublicBusiness = Static<typeof PublicBusiness>;
export const PublicBusinessReply = Ok(PublicBusiness);
