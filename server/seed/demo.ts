import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions, users } from "../db/schema";
import { createBusiness } from "../business/create";
import type { ModuleKey } from "../../resources/modules";
import { gstinCheckChar } from "../../resources/validators";
import { serverParts } from "../module-parts";
import type { Seeded } from "../module-part";

export const DEMO_OWNER_MOBILE = "9876543210";
export const SECOND_OWNER_MOBILE = "9123456780";

const DAY = 24 * 3600_000;
type PlanSeed = Partial<Record<ModuleKey, "active" | "expired" | "free">>;

async function setPlans(db: Db, businessId: number, plans: PlanSeed) {
  for (const [module, state] of Object.entries(plans)) {
    if (state === "free") continue;
    const expiresAt = new Date(Date.now() + (state === "active" ? 200 : -12) * DAY);
    await db
      .update(subscriptions)
      .set({ plan: "yearly", startsAt: new Date(expiresAt.getTime() - 365 * DAY), expiresAt })
      .where(sql`${subscriptions.businessId} = ${businessId} AND ${subscriptions.module} = ${module}`);
  }
}

/** Seeds the demo owners and businesses when the database has no users yet. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;

  const [owner] = await db.insert(users).values({ mobile: DEMO_OWNER_MOBILE, name: "Ramesh Sharma", email: "ramesh@sharmastores.in" }).returning();
  const [second] = await db.insert(users).values({ mobile: SECOND_OWNER_MOBILE, name: "Priya Mehta", email: "priya@mehtamedicals.in" }).returning();

  const kirana = await createBusiness(db, owner.id, {
    businessName: "Sharma General Store",
    businessMasterId: 5,
    businessEmail: "accounts@sharmastores.in",
    phone: "9876543210",
    address: "Shop 4, Laxmi Market, MG Road",
    city: "Pune",
    stateCode: "27",
    pincode: "411001",
    gstin: "27AAPFU0939F1ZV",
    pan: "AAPFU0939F",
    bankAccountName: "Sharma General Store",
    bankAccountNumber: "50200012345678",
    ifsc: "HDFC0001234",
    upiId: "sharmastore@okhdfcbank",
  });
  await setPlans(db, kirana.id, { galla: "active", sales_and_purchase: "active", staff_management: "expired", communication: "active" });

  const hotel = await createBusiness(db, owner.id, {
    businessName: "Hotel Sai Residency",
    businessMasterId: 147,
    businessEmail: "stay@sairesidency.in",
    phone: "9876501234",
    address: "Near Bus Stand, Station Road",
    city: "Shirdi",
    stateCode: "27",
    pincode: "423109",
    upiId: "hotelsai@oksbi",
    ifsc: "SBIN0000456",
    bankAccountName: "Hotel Sai Residency",
    bankAccountNumber: "30987654321",
  });
  await setPlans(db, hotel.id, { galla: "active", manage_appointment: "expired", staff_management: "active" });

  const salon = await createBusiness(db, owner.id, {
    businessName: "Shree Ganesh Beauty Parlour & Unisex Salon",
    businessMasterId: 14,
    businessEmail: "hello@shreeganeshsalon.in",
    phone: "9822012345",
    address: "1st Floor, Kothrud Depot Complex",
    city: "Pune",
    stateCode: "27",
    pincode: "411038",
    upiId: "shreeganeshsalon@ybl",
  });
  await setPlans(db, salon.id, { galla: "expired", manage_appointment: "active", communication: "expired" });

  const pharmacy = await createBusiness(db, second.id, {
    businessName: "Mehta Medicals",
    businessMasterId: 4,
    businessEmail: "orders@mehtamedicals.in",
    phone: "9123456780",
    address: "12 Ashram Road",
    city: "Ahmedabad",
    stateCode: "24",
    pincode: "380009",
    gstin: "24AAACM1234C1Z" + gstinCheckChar("24AAACM1234C1Z"),
    upiId: "mehtamedicals@okicici",
  });

  const seeded: Seeded = { owner, second, businesses: [kirana, hotel, salon, pharmacy] };
  // Each module's demo data in the list's order, then the everyday demo across modules (staff, bookings, SMS, tickets).
  for (const part of serverParts) await part.seed?.(db, seeded);
  return true;
}

