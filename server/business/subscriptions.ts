import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { remembered } from "../db/business-epoch";
import { subscriptions } from "../db/schema";
import { MODULES, MODULE_KEYS, type ModuleKey } from "../../resources/modules";
import type { ModuleSubscription } from "../../contracts/business";

/** One module's plan as the badge and the upgrade button show it ("1" shows the button, spec §3). */
export type SubscriptionView = ModuleSubscription;

// One formatter for the process: toLocaleDateString builds a new Intl.DateTimeFormat on every call, which
// made getBusiness (up to eight module dates per request) cost twice business_balance. Same text.
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dateText = (d: Date) => dateFormat.format(d);
/** Renewal is offered this close to the end of a paid period. */
const RENEW_WINDOW_MS = 7 * 24 * 3600_000;

export function viewOf(key: ModuleKey, row: { plan: string; expiresAt: Date | null } | undefined, now = new Date()): SubscriptionView {
  const info = MODULES[key];
  if (!row || row.plan === "free" || !row.expiresAt) {
    return { label: info.freeLabel, text: "Free plan", is_upgradable: "1", upgradable_text: `Upgrade ${info.title}` };
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { label: "EXPIRED", text: `Expired on ${dateText(row.expiresAt)}`, is_upgradable: "1", upgradable_text: `Renew ${info.title}` };
  }
  const renewSoon = row.expiresAt.getTime() - now.getTime() < RENEW_WINDOW_MS;
  return {
    label: "ACTIVE",
    text: `${row.plan === "yearly" ? "Yearly" : "Monthly"} plan, valid till ${dateText(row.expiresAt)}`,
    is_upgradable: renewSoon ? "1" : "0",
    upgradable_text: renewSoon ? `Renew ${info.title}` : "",
  };
}

/** getBusiness and the subscription page ask it on every visit: prepared once per connection. */
const subscriptionsStatement = preparedOnce((db) =>
  db.select().from(subscriptions).where(sql`${subscriptions.businessId} = ${sql.placeholder("businessId")}`).prepare("galla_business_subscriptions"),
);

/** `epoch`: the business's change counter the gate read; the rows (not the views: they follow the clock) are reused while it holds. */
export async function subscriptionsOf(db: Db, businessId: number, epoch?: number): Promise<Record<ModuleKey, SubscriptionView>> {
  const rows = await remembered(db, "subscriptions", businessId, epoch, () => subscriptionsStatement(db).execute({ businessId }));
  const byModule = new Map(rows.map((r) => [r.module, r]));
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, viewOf(k, byModule.get(k))])) as Record<ModuleKey, SubscriptionView>;
}

/** EXPIRED modules are read-only: the server refuses their writes with 402. */
export async function isExpired(db: Db, businessId: number, module: ModuleKey): Promise<boolean> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.module, module)));
  return viewOf(module, row).label === "EXPIRED";
}
