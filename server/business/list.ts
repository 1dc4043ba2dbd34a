import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { businessMembers, businesses } from "../db/schema";

/** A business as the console's lists show it (contracts/business.ts, BusinessSummary). */
export const businessView = (b: typeof businesses.$inferSelect, role: string) => ({
  id: b.id,
  business_name: b.businessName,
  business_email: b.businessEmail,
  business_logo_path: b.businessLogoPath,
  business_master_id: b.businessMasterId,
  role,
});

/** The caller's businesses and role in each: every console visit asks it first, so it is prepared once per connection. */
const businessesOf = preparedOnce((db: Db) =>
  db
    .select({ business: businesses, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(sql`${businessMembers.userId} = ${sql.placeholder("userId")}`)
    .orderBy(asc(businesses.id))
    .prepare("galla_business_list"),
);

/** A user's businesses as getBusiness lists them (and sign-in hands them to the device that signed in). */
export async function businessesOfUser(db: Db, userId: number) {
  const rows = await businessesOf(db).execute({ userId });
  return rows.map((r) => businessView(r.business, r.role));
}
