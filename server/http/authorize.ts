import type { FastifyRequest } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { businessEpochs, businessMembers, businesses, sessions, subscriptions, users, type Permissions, type Role } from "../db/schema";
import { authenticate, bearerToken, currentUser } from "../auth/authenticate";
import { liveAccess, SEEN_GRANULARITY_MS, seenBefore, sessionTouch, sessionUsed, touchRides, userColumns } from "../auth/sessions";
import { admissionCacheOf } from "./admission-cache";
import { writeEpoch } from "../db/write-epoch";
import { preparedOnce } from "../db/prepared";
import { sha256 } from "../auth/crypto";
import { isExpired, viewOf } from "../business/subscriptions";
import type { ModuleKey } from "../../resources/modules";
import { unauthorized } from "./errors";
import { resourceByName } from "../../resources/registry";
import type { ResourceDef } from "../../resources/types";
import { decide, levelFor, type AccessRule, type Refusal } from "../../resources/access-policy";
import { moduleTitle, phrase, type Phrase } from "./language";
import type { BusinessAt, RouteAccess } from "./access";
import { HttpError, notFound } from "./errors";
import { pageTables } from "../engine/page-cache";

export interface Membership {
  businessId: number;
  userId: number;
  role: Role;
  permissions: Permissions;
  businessMasterId: number;
  /**
   * The business's change counter as the gate's statement read it (0240_business_epochs.sql): an
   * answer remembered at this value is still the truth (server/db/business-epoch.ts). Absent when
   * the membership was read another way: nothing is reused then.
   */
  epoch?: number;
  /**
   * For an engine route: the sum of the business's per-table change counters of the tables the
   * resource's pages are read from (0350_table_epochs.sql, server/engine/page-cache.ts). A write to
   * another resource leaves it where it was, so that resource's kept pages are still handed out.
   */
  tablesEpoch?: number;
}

/** What a handler is handed once its rule passed: the membership, and for engine routes the resource. */
export type Gate<A extends RouteAccess> = A extends { kind: "public" | "signedIn" }
  ? undefined
  : A extends { kind: "resource" }
    ? Membership & { resource: ResourceDef }
    : A extends { optional: true }
      ? Membership | undefined
      : Membership;

declare module "fastify" {
  interface FastifyRequest {
    memberships?: Map<number, Membership>;
    /** Set by the gate before validation; handlers get it as their third argument. */
    gate?: (Membership & { resource?: ResourceDef }) | undefined;
  }
}

const businessIdAt = (request: FastifyRequest, at: BusinessAt): unknown => {
  const [where, key] = at.split(".") as ["params" | "query" | "body", string];
  const source = request[where] as Record<string, unknown> | undefined;
  return source && typeof source === "object" ? source[key] : undefined;
};

/** A business id from the URL or body, or 404: an id that cannot be a business is as unknown as another's. */
function businessIdOf(raw: unknown): number {
  const businessId = typeof raw === "string" || typeof raw === "number" ? Number(raw) : NaN;
  if (!Number.isSafeInteger(businessId) || businessId <= 0 || businessId > 2_147_483_647) throw notFound(phrase("access.businessNotFound"));
  return businessId;
}

/** What the gate needs to know about the caller and one business, read in one statement. */
interface Admission {
  membership: Membership | undefined;
  /** Whether the module's plan has EXPIRED, when it was asked (writes to a module). */
  expired?: boolean;
}

/**
 * The session, the user, their membership of the business and (for a write to a module) the
 * module's subscription, in ONE round trip: a request the gate admits costs one statement before
 * its handler, not three (on PostgreSQL the session's touch, once a minute, rides in it too:
 * sessions.ts, touchRides). The row is not cached on PostgreSQL, so a revoked session, a removed member
 * or a changed permission is refused on the very next request, in every process. The same statement
 * reads the business's change counter (`epoch`, 0240_business_epochs.sql): the handler may reuse an
 * answer computed at that counter (server/db/business-epoch.ts). Sets `request.user`.
 * On PGlite the row is remembered while nothing was written (admission-cache.ts): a write there
 * goes through this process, so the next request after it reads the row again.
 */
async function admit(db: Db, request: FastifyRequest, businessId: number, module: ModuleKey | undefined, tables: string): Promise<Admission> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const now = new Date();
  const hash = sha256(token);
  const cache = admissionCacheOf<AdmissionRow>(db);
  const key = `${hash}\u0000${businessId}\u0000${module ?? ""}\u0000${tables}`;
  let row = cache?.get(key, now);
  if (!row) {
    const writes = writeEpoch(db);
    // "" is no module: the subscription join then finds nothing.
    const touching = touchRides(db, hash, now);
    const values = { hash, now: now.toISOString(), businessId, module: module ?? "", ...tableSlots(tables) };
    [row] = await (touching ? touchingAdmission(db).execute({ ...values, seenBefore: seenBefore(now) }) : admission(db).execute(values));
    if (!row) throw unauthorized();
    cache?.set(key, writes, row, row, SEEN_GRANULARITY_MS);
    await sessionUsed(db, hash, row, now, touching);
  }
  const { sessionId: _, lastSeenAt: __, accessExpiresAt: ___, sessionExpiresAt: ____, idleSeconds: _____, role, permissions, businessMasterId, plan, expiresAt, epoch, tablesEpoch, ...user } = row;
  request.user = user;
  if (!role || !permissions || businessMasterId === null) return { membership: undefined };
  const membership = { businessId, userId: user.id, role, permissions, businessMasterId, epoch: Number(epoch ?? 0), ...(tables ? { tablesEpoch: Number(tablesEpoch ?? 0) } : {}) };
  (request.memberships ??= new Map()).set(businessId, membership);
  return { membership, expired: module ? viewOf(module, plan ? { plan, expiresAt } : undefined, now).label === "EXPIRED" : undefined };
}

/**
 * The most tables one route's answers are kept by (an engine resource's own and its relations', a
 * route's `watches`). The gate reads each table's counter by its key, one slot per table: every slot
 * is a lookup of one row by the primary key, which PostgreSQL costs the same whatever the values (an
 * unused slot looks up the table "", which has none). Summed over a list (`tbl = ANY(…)`), the
 * counters were costed by how many tables the business has counters for, and past about ten of them
 * PostgreSQL judged its generic plan dearer than planning afresh and planned the gate's statement on
 * every request: 0.7–0.8 ms each, a kept list page 4,700 → 1,700 a second (bench/analysis.md,
 * "Issue 27, 2026-12-01").
 */
export const TABLE_SLOTS = 4;

function tableSlots(tables: string): Record<string, string> {
  const names = tables ? tables.split(",") : [];
  if (names.length > TABLE_SLOTS) throw new Error(`A route is kept by ${names.length} tables; the gate reads at most ${TABLE_SLOTS} (TABLE_SLOTS)`);
  // An unused slot names no table (""), not NULL: `tbl = NULL` would let a fresh plan drop the lookup and look cheaper than the kept one.
  return Object.fromEntries(Array.from({ length: TABLE_SLOTS }, (_, i) => [`table${i}`, names[i] ?? ""]));
}

/** The gate's statement, prepared once per database: on PostgreSQL it is parsed and planned once per connection, not per request. */
const admission = preparedOnce((db) => prepareAdmission(db, false));
/** The same with the session's touch in it, for a session's first request in a minute (sessions.ts, touchRides). */
const touchingAdmission = preparedOnce((db) => prepareAdmission(db, true));
type AdmissionRow = Awaited<ReturnType<ReturnType<typeof prepareAdmission>["execute"]>>[number];

function prepareAdmission(db: Db, touching: boolean) {
  const businessId = sql.placeholder("businessId");
  const reader = touching ? db.with(sessionTouch(db, sql.placeholder("hash"), sql.placeholder("now"), sql.placeholder("seenBefore"))) : db;
  return reader
    .select({
      ...userColumns,
      // When the row stops being true by itself (admission-cache.ts).
      accessExpiresAt: sessions.accessExpiresAt,
      sessionExpiresAt: sessions.expiresAt,
      idleSeconds: sessions.idleSeconds,
      role: businessMembers.role,
      permissions: businessMembers.permissions,
      businessMasterId: businesses.businessMasterId,
      plan: subscriptions.plan,
      expiresAt: subscriptions.expiresAt,
      // Read with the membership, in the same snapshot: what the handler may reuse (server/db/business-epoch.ts).
      epoch: businessEpochs.n,
      // The route's tables' counters (0350_table_epochs.sql), summed; "" (any other route) reads none.
      tablesEpoch: sql<string | number | null>`(${sql.join(
        Array.from({ length: TABLE_SLOTS }, (_, i) => sql`coalesce((SELECT e.n FROM business_table_epochs e WHERE e.business_id = ${businessId} AND e.tbl = ${sql.placeholder(`table${i}`)}), 0)`),
        sql` + `,
      )})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businessMembers, and(sql`${businessMembers.businessId} = ${businessId}`, eq(businessMembers.userId, users.id)))
    .leftJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .leftJoin(subscriptions, and(eq(subscriptions.businessId, businesses.id), sql`${subscriptions.module} = ${sql.placeholder("module")}`))
    .leftJoin(businessEpochs, eq(businessEpochs.businessId, businesses.id))
    .where(liveAccess({ hash: sql.placeholder("hash") }, sql.placeholder("now")))
    .limit(1)
    .prepare(touching ? "galla_gate_admission_touching" : "galla_gate_admission");
}

/**
 * The caller's membership of a business: owner or invited member. Anything else, and any id that
 * cannot be a business, is 404, so the existence of other businesses is never revealed. A request
 * not yet signed in is admitted here in the same statement (see `admit`).
 */
async function membershipOf(db: Db, request: FastifyRequest, rawBusinessId: unknown, module?: ModuleKey, tables = ""): Promise<Admission & { membership: Membership }> {
  let businessId: number;
  try {
    businessId = businessIdOf(rawBusinessId);
  } catch (err) {
    // Signed out is 401 whatever the id: who you are is asked before which business.
    if (!request.user) await authenticate(db)(request);
    throw err;
  }
  const cached = request.memberships?.get(businessId);
  if (cached) return { membership: cached };
  let admission: Admission;
  if (request.user) {
    const user = currentUser(request);
    const [row] = await db
      .select({ role: businessMembers.role, permissions: businessMembers.permissions, businessMasterId: businesses.businessMasterId })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
      .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, user.id)))
      .limit(1);
    admission = { membership: row ? { businessId, userId: user.id, ...row } : undefined };
    if (admission.membership) (request.memberships ??= new Map()).set(businessId, admission.membership);
  } else admission = await admit(db, request, businessId, module, tables);
  if (!admission.membership) throw notFound(phrase("access.businessNotFound"));
  return admission as Admission & { membership: Membership };
}

/** The policy's answer for this member, asking the database whether the module is EXPIRED only for writes (unless already known). */
async function enforce(db: Db, member: Membership, rule: AccessRule, expired?: boolean): Promise<void> {
  const actor = { role: member.role, permissions: member.permissions, masterId: member.businessMasterId };
  let decision = decide(actor, rule);
  if (decision.can && rule.op === "write" && rule.module && !rule.allowExpired && (expired ?? (await isExpired(db, member.businessId, rule.module)))) {
    decision = decide(actor, rule, true);
  }
  if (!decision.can) throw new HttpError(decision.status, refusalPhrase(decision, rule, levelFor(actor, rule.module)));
}

/**
 * The policy's refusal in the reader's language, the module by its name there. A rule's own label
 * ("Adding money to the wallet") is English free text: those refusals keep the policy's words.
 */
function refusalPhrase(refusal: Refusal, rule: AccessRule, level: string): Phrase | string {
  const module = rule.module;
  const named = (key: string) => (module ? phrase(key, undefined, (language) => ({ module: moduleTitle(language, module) })) : refusal.reason);
  switch (refusal.why) {
    case "owner":
      return phrase("access.owner");
    case "forbidden":
      return named(level === "read" ? "access.viewOnly" : "access.noAccess");
    case "expired":
      return named("access.expired");
    case "hidden":
      return rule.label ? refusal.reason : named("access.hidden");
    default:
      return refusal.reason;
  }
}

/** The module whose subscription a rule's write checks, so the gate reads it with the membership. */
const expiryModule = (rule: { op: string; module?: ModuleKey | null; allowExpired?: boolean }) =>
  rule.op === "write" && rule.module && !rule.allowExpired ? rule.module : undefined;

/**
 * The one gate: applies a route's declared rule — a session (401), membership of the business (404
 * for others' businesses), the master-id rule (404), the owner-only rule and a STAFF member's module
 * permission (403), a read-only resource (405), an EXPIRED module on writes (402) — and hands back
 * the membership. Routes declare the rule (server/http/route.ts); nothing else checks roles.
 */
export async function authorize(db: Db, request: FastifyRequest, rule: RouteAccess): Promise<(Membership & { resource?: ResourceDef }) | undefined> {
  if (rule.kind === "public") return undefined;
  if (rule.kind === "signedIn") {
    if (!request.user) await authenticate(db)(request);
    return undefined;
  }

  if (rule.kind === "resource") {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const name = rule.name ?? String(params.resource ?? "");
    const def = resourceByName(name);
    // Membership first, so an outsider cannot even learn which resources exist.
    const { membership: member, expired } = await membershipOf(db, request, params.businessId, def ? expiryModule({ op: rule.op, module: def.module }) : undefined, def && rule.op === "read" ? pageTables(def).join(",") : "");
    if (!def) throw notFound(`No resource ${name}`);
    // The menu section's visibility is the console's concern (spec §6); the data follows the declaration's own rules.
    await enforce(db, member, { module: def.module, op: rule.op, owner: def.ownerOnly, label: def.label, readOnly: def.readOnly, onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds }, expired);
    return { ...member, resource: def };
  }

  const raw = businessIdAt(request, rule.at);
  if (rule.kind === "member" && rule.optional && (raw === undefined || raw === "")) {
    if (!request.user) await authenticate(db)(request);
    return undefined;
  }
  if (rule.kind === "owner") {
    const { membership: member } = await membershipOf(db, request, raw);
    await enforce(db, member, { module: null, op: "write", owner: true });
    return member;
  }
  if (rule.kind === "capability") {
    const { membership: member, expired } = await membershipOf(db, request, raw, expiryModule(rule.rule), rule.watches?.join(",") ?? "");
    await enforce(db, member, rule.rule, expired);
    return member;
  }
  const def = rule.resource ? resourceByName(rule.resource) : undefined;
  if (rule.resource && !def) throw new Error(`route declares unknown resource ${rule.resource}`);
  const { membership: member, expired } = await membershipOf(db, request, raw, expiryModule(rule), rule.kind === "member" && rule.watches ? rule.watches.join(",") : "");
  // A module's own actions write resources the generic API keeps read-only (message logs, withdrawals).
  await enforce(db, member, { module: rule.module, op: rule.op, allowExpired: rule.allowExpired, owner: def?.ownerOnly, label: def?.label, onlyForMasterIds: def?.onlyForMasterIds, hideForMasterIds: def?.hideForMasterIds }, expired);
  return member;
}
