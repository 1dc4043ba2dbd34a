import type { Db } from "../../../server/db/client";
import type { Seeded } from "../../../server/module-part";
import { walletLedger } from "../../../server/db/schema";
import { walletTopups } from "../../../server/wallet/schema";
import { topupReference } from "../../../server/wallet/topups";
import { qrPayments } from "../../../server/db/payments-schema";
import { istDate, istDayStart } from "../../../resources/ist";

const FIRST = ["Priya", "Rahul", "Anjali", "Vikram", "Sneha", "Arjun", "Pooja", "Suresh", "Kavita", "Amit", "Neha", "Rajesh", "Deepa", "Manoj", "Sunita", "Imran", "Fatima", "Harpreet", "Lakshmi", "Venkat", "Meera", "Sanjay", "Ayesha", "Gopal"];
const LAST = ["Patel", "Sharma", "Iyer", "Reddy", "Khan", "Singh", "Deshmukh", "Nair", "Gupta", "Joshi", "Kulkarni", "Das", "Menon", "Yadav", "Shaikh", "Pillai"];
const PSPS = ["oksbi", "okhdfcbank", "okicici", "okaxis", "ybl", "paytm", "ibl", "apl"];

/** A small seeded PRNG (mulberry32) so the demo data is the same on every fresh database. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Typical ticket sizes (rupees) and payments per day by kind of business. */
type Profile = { min: number; max: number; perDay: [number, number]; notes: string[] };
const PROFILE: Record<number, Profile> = {
  5: { min: 20, max: 1500, perDay: [4, 12], notes: ["Groceries", "Monthly ration", "Thank you", "Atta and oil"] }, // general store
  147: { min: 800, max: 6500, perDay: [1, 4], notes: ["Room rent", "Advance booking", "Room 204", "Extra bed"] }, // hotel
  14: { min: 150, max: 2500, perDay: [2, 7], notes: ["Haircut", "Facial", "Bridal trial", "Hair spa"] }, // salon
};
const DEFAULT_PROFILE: Profile = { min: 50, max: 2000, perDay: [2, 6], notes: ["Medicines", "Thank you", "Bill payment"] };

/** Demo: 45 days of payments on each seeded business's QR, and a few wallet top-ups. */
export async function seedPaymentsDemo(db: Db, seeded: Seeded): Promise<void> {
  const now = Date.now();
  const today = istDate(now);
  for (const business of seeded.businesses) {
    const random = prng(business.id * 7919);
    const profile = PROFILE[business.businessMasterId] ?? DEFAULT_PROFILE;
    const rows: (typeof qrPayments.$inferInsert)[] = [];
    for (let daysAgo = 44; daysAgo >= 0; daysAgo--) {
      const dayStart = istDayStart(istDate(now - daysAgo * 86_400_000)).getTime();
      // Shops open 8 am to 10 pm IST; today stops at now.
      const open = dayStart + 8 * 3600_000;
      const close = Math.min(dayStart + 22 * 3600_000, now - 60_000);
      if (close <= open) continue;
      const [lo, hi] = profile.perDay;
      const count = lo + Math.floor(random() * (hi - lo + 1));
      for (let i = 0; i < count; i++) {
        const first = FIRST[Math.floor(random() * FIRST.length)];
        const last = LAST[Math.floor(random() * LAST.length)];
        const rupees = profile.min + random() * (profile.max - profile.min);
        // Most UPI payments at a counter are round numbers.
        const amountPaise = random() < 0.7 ? Math.round(rupees / 10) * 1000 : Math.round(rupees * 100);
        const id = `DEMO${business.id}${String(44 - daysAgo).padStart(2, "0")}${String(i).padStart(2, "0")}${Math.floor(random() * 1e6)}`.slice(0, 35);
        rows.push({
          businessId: business.id,
          merchantTranId: id,
          rrn: String(400000000000 + Math.floor(random() * 99999999999)),
          payerVpa: `${first.toLowerCase()}.${last.toLowerCase()}${random() < 0.3 ? Math.floor(random() * 99) : ""}@${PSPS[Math.floor(random() * PSPS.length)]}`,
          payerName: `${first} ${last}`,
          amountPaise,
          status: random() < 0.04 ? "FAILURE" : "SUCCESS",
          // Most payers leave no note.
          note: random() < 0.35 ? profile.notes[Math.floor(random() * profile.notes.length)] : null,
          createdAt: new Date(open + random() * (close - open)),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(qrPayments).values(rows.slice(i, i + 500)).onConflictDoNothing();
  }

  // Top-ups: the first business keeps its opening ₹100 (spec §9) with one failed attempt on
  // record; the hotel has topped up once.
  const [shop, hotel] = seeded.businesses;
  const at = (daysAgo: number) => new Date(istDayStart(today).getTime() - daysAgo * 86_400_000 + 11 * 3600_000);
  await db.insert(walletTopups).values([
    { merchantTranId: "DemoTopupFail001", businessId: shop.id, userId: seeded.owner.id, mode: "COLLECT", amountPaise: 20000, payerVpa: "ramesh.sharma@okhdfcbank", status: "FAILED", providerMessage: "Transaction declined by the payer", createdAt: at(6), updatedAt: at(6) },
    { merchantTranId: "DemoTopupHotel01", businessId: hotel.id, userId: seeded.owner.id, mode: "QR", amountPaise: 50000, status: "SUCCESS", providerMessage: "Transaction successful", creditedAt: at(10), createdAt: at(10), updatedAt: at(10) },
    { merchantTranId: "DemoTopupHotel02", businessId: hotel.id, userId: seeded.owner.id, mode: "QR", amountPaise: 100000, status: "FAILED", providerMessage: "QR code expired", createdAt: at(3), updatedAt: at(3) },
  ]);
  await db.insert(walletLedger).values({ businessId: hotel.id, amountPaise: 50000, kind: "topup", reference: topupReference("DemoTopupHotel01"), note: "UPI top-up DemoTopupHotel01", createdAt: at(10) });
}
