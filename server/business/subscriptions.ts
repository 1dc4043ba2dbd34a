import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { BoundedMap } from "../db/memory";
import { remembered } from "../db/business-epoch";
import { subscriptions } from "../db/schema";
import { MODULES, MODULE_KEYS, type ModuleKey } from "../../resources/modules";
import type { ModuleSubscription } from "../../contracts/business";
import { DEFAULT_LANGUAGE } from "../../locales/languages";
import { moduleTitle, sayIn } from "../http/language";

/** One module's plan as the badge and the upgrade button show it ("1" shows the button, spec §3). */
export type SubscriptionView = ModuleSubscription;

/** Renewal is offered this close to the end of a paid period. */
const RENEW_WINDOW_MS = 7 * 24 * 3600_000;

type PlanRow = { plan: string; expiresAt: Date | null };

/** Where a plan stands at a moment: what its view says follows from this, the plan and the reader's language. */
type Standing = { phase: "free" } | { phase: "expired" | "renew" | "active"; plan: string; expiresAt: Date };

function standingOf(row: PlanRow | undefined, now: Date): Standing {
  if (!row || row.plan === "free" || !row.expiresAt) return { phase: "free" };
  const left = row.expiresAt.getTime() - now.getTime();
  const phase = left <= 0 ? "expired" : left < RENEW_WINDOW_MS ? "renew" : "active";
  return { phase, plan: row.plan, expiresAt: row.expiresAt };
}

/**
 * Views already said: getBusiness asks five on every visit, and saying them (i18next lookups and
 * interpolation) cost more server time than the rest of the request. A view is a function of its key,
 * so a remembered one is always the truth; the phase in the key moves it on when the clock does.
 */
const said = new BoundedMap<string, SubscriptionView>(5_000);

/** The texts are said in the reader's language (the badge and button of GET answers); the label is a code. */
export function viewOf(key: ModuleKey, row: PlanRow | undefined, now = new Date(), language: string = DEFAULT_LANGUAGE): SubscriptionView {
  const standing = standingOf(row, now);
  const paid = standing.phase === "free" ? "" : `${standing.plan}\u0000${standing.expiresAt.getTime()}`;
  const memoKey = `${language}\u0000${key}\u0000${standing.phase}\u0000${paid}`;
  let view = said.get(memoKey);
  if (!view) said.set(memoKey, (view = Object.freeze(sayView(key, standing, language))));
  return view;
}

function sayView(key: ModuleKey, standing: Standing, language: string): SubscriptionView {
  const say = sayIn(language);
  const module = moduleTitle(language, key);
  if (standing.phase === "free") {
    return { label: MODULES[key].freeLabel, text: say("subscription.free"), is_upgradable: "1", upgradable_text: say("subscription.upgrade", { module }) };
  }
  const date = standing.expiresAt.toISOString();
  if (standing.phase === "expired") {
    return { label: "EXPIRED", text: say("subscription.expiredOn", { date }), is_upgradable: "1", upgradable_text: say("subscription.renew", { module }) };
  }
  const renewSoon = standing.phase === "renew";
  return {
    label: "ACTIVE",
    text: say("subscription.validTill", { context: standing.plan === "yearly" ? "yearly" : "monthly", date }),
    is_upgradable: renewSoon ? "1" : "0",
    upgradable_text: renewSoon ? say("subscription.renew", { module }) : "",
  };
}

/** getBusiness and the subscription page ask it on every visit: prepared once per connection. */
const subscriptionsStatement = preparedOnce((db) =>
  db.select().from(subscriptions).where(sql`${subscriptions.businessId} = ${sql.placeholder("businessId")}`).prepare("galla_business_subscriptions"),
);

/**
 * The plans in the reader's language. `epoch`: the business's change counter the gate read; the rows
 * (not the views: they follow the clock and the language) are reused while it holds.
 */
export async function subscriptionsOf(db: Db, businessId: number, language: string = DEFAULT_LANGUAGE, epoch?: number): Promise<Record<ModuleKey, SubscriptionView>> {
  const rows = await remembered(db, "subscriptions", businessId, epoch, () => subscriptionsStatement(db).execute({ businessId }));
  const byModule = new Map(rows.map((r) => [r.module, r]));
  const now = new Date();
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, viewOf(k, byModule.get(k), now, language)])) as Record<ModuleKey, SubscriptionView>;
}

/** EXPIRED modules are read-only: the server refuses their writes with 402. */
export async function isExpired(db: Db, businessId: number, module: ModuleKey): Promise<boolean> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.module, module)));
  return viewOf(module, row).label === "EXPIRED";
}
