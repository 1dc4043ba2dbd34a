import { eq } from "drizzle-orm";
import { businessMasters, businesses } from "../db/schema";
import type { Database } from "../db/client";
import { publicServicesOf } from "./services";
import { takesAppointments } from "../../resources/access-policy";
import type { PublicBusiness } from "../../contracts/public";

/** The id in a public page's path (/p/:id, /api/public/business/:id): any other text, including "abc", is no business (0). */
export function publicBusinessId(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  return id <= 2_147_483_647 ? id : 0;
}

/** What anyone may see of a business (contracts/public.ts), or undefined when there is no such business. */
export async function publicBusiness(database: Database, id: number): Promise<PublicBusiness | undefined> {
  if (!id) return undefined;
  const [row] = await database.db
    .select({ business: businesses, category: businessMasters.name })
    .from(businesses)
    .leftJoin(businessMasters, eq(businessMasters.id, businesses.businessMasterId))
    .where(eq(businesses.id, id));
  if (!row) return undefined;
  const b = row.business;
  return {
    id: b.id,
    business_name: b.businessName,
    business_logo_path: b.businessLogoPath,
    upi_id: b.upiId,
    city: b.city,
    category: row.category,
    services: await publicServicesOf(database, b.id),
    takes_bookings: takesAppointments(b.businessMasterId),
  };
}
