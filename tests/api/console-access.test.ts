import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { CAPABILITIES, resources } from "../../modules";
import { CONSOLE_ONLY_CAPABILITIES } from "../../modules/core/capabilities";
import { MODULE_KEYS, type ModuleKey } from "../../resources/modules";
import { SECTION_MODULE, isSectionVisible } from "../../resources/access-policy";
import type { MenuSection } from "../../resources/types";
import { decideFor, ruleFor, snapshotOf, type AccessSnapshot } from "../../providers/access-control";
import type { RouteAccess } from "../../server/http/access";
import { businessScoped, gateRefusal, probe, ruleOf, send } from "./route-probe";

/**
 * The console asks `useCan({ resource, action })` and its access-control provider answers from the
 * one policy; the server's routes declare who may call them and its gate answers. Here the two are
 * held together: for every business-scoped route, the question the console asks about the same thing
 * (the capability the route declares, the resource an engine route serves, the menu section of the
 * module a module route belongs to), asked for each caller with the caller's own answer from the
 * server (getBusiness?type=subscription, what the console decides from), must get the gate's answer:
 * allowed where the gate admits, and refused with the status the gate refuses with.
 */
const routes: RouteOptions[] = [];
let server: TestServer;
let businessId: number;
const snapshots = new Map<string, AccessSnapshot>();
const tokens = new Map<string, string>();

const levels = (level: string, but: Partial<Record<ModuleKey, string>> = {}) => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, level])), ...but });
/** Staff with the same level everywhere, and two with a mix (a cashier who sells but only reads payments; a manager of staff alone). */
const STAFF = {
  writer: levels("write"),
  reader: levels("read"),
  nobody: levels("none"),
  cashier: levels("none", { galla: "read", sales_and_purchase: "write" }),
  manager: levels("none", { staff_management: "write", manage_appointment: "read" }),
};

beforeAll(async () => {
  server = await startServer({ onRoute: (route) => routes.push(route) });
  const owner = await server.signIn(DEMO_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  businessId = mine.find((b: { business_name: string }) => b.business_name === "Sharma General Store").id;
  tokens.set("owner", owner);
  let mobile = 9000000031;
  for (const [name, permissions] of Object.entries(STAFF)) {
    const invited = await server.call("POST", `/api/business/${businessId}/members`, { token: owner, body: { mobile: String(mobile), permissions } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens.set(name, await server.signIn(String(mobile++)));
  }
  // What the console decides from: each caller's own answer, as the business context fetches it.
  for (const [name, token] of tokens) {
    const answer = await server.call("GET", `/api/business/getBusiness?business_id=${businessId}&type=subscription`, { token });
    expect(answer.status).toBe(200);
    snapshots.set(name, snapshotOf(answer.body.data));
  }
}, 180_000);
afterAll(async () => server?.close());

/**
 * The Refine action of each engine route, probed for every declared resource. The engine's other
 * routes (the export, a row's history, PUT beside PATCH, the 405 answers) pass the same gate call
 * with the same operation, so one route per action stands for them.
 */
const ENGINE_ACTIONS: Record<string, string> = {
  "GET /api/b/:businessId/:resource": "list",
  "GET /api/b/:businessId/:resource/:id": "show",
  "POST /api/b/:businessId/:resource": "create",
  "PATCH /api/b/:businessId/:resource/:id": "edit",
  "DELETE /api/b/:businessId/:resource/:id": "delete",
};

const sectionOf = (module: ModuleKey | null): MenuSection => (Object.keys(SECTION_MODULE) as MenuSection[]).find((s) => SECTION_MODULE[s] === module)!;

/**
 * The questions the console asks about what a route does, with the resource to probe it with: a
 * capability route its capability; an engine route every declared resource with the route's action; a
 * module route declared `ofResource` that resource's list or create; any other member route its
 * module's menu section (the section's pages, a write action to change the module's data). Owner-only
 * routes the console asks nothing about (it shows their forms to the owner's pages only) return none;
 * the engine routes another one stands for, null.
 */
function asksOf(r: RouteOptions, rule: RouteAccess): { resource: string; action: string; probeWith?: string }[] | null {
  const write = (op: string) => (op === "write" ? "create" : "list");
  switch (rule.kind) {
    case "capability": {
      const [resource, action] = rule.name.split(".");
      return [{ resource, action }];
    }
    case "resource": {
      const action = ENGINE_ACTIONS[`${String(r.method)} ${r.url}`];
      return action ? resources.map((def) => ({ resource: def.name, action, probeWith: def.name })) : null;
    }
    case "member": {
      // A module's own write on a resource the generic API keeps read-only (sending an SMS) is its "send".
      const own = rule.resource && rule.op === "write" && resources.find((def) => def.name === rule.resource)?.readOnly;
      return [{ resource: rule.resource ?? sectionOf(rule.module), action: own ? "send" : write(rule.op) }];
    }
    default:
      return [];
  }
}

/** The gate's answer as the console would state it: allowed, or the refusal's status. */
function gateAnswer(status: number, message: string): "allowed" | number {
  if (gateRefusal(status, message)) return status;
  if (status === 402 && /expired/i.test(message)) return 402;
  if (status === 405 && /cannot be changed here/.test(message)) return 405;
  return "allowed";
}

describe("the console's access questions and the server's declared rules", () => {
  it("every capability the console asks about is a rule server routes declare, and every route's capability is the console's own entry", () => {
    const declared = new Map<string, RouteOptions[]>();
    for (const r of businessScoped(routes)) {
      const rule = ruleOf(r)!;
      if (rule.kind !== "capability") continue;
      const [resource, action] = rule.name.split(".");
      // The very entry of the one table, not a copy that could drift.
      expect(rule.rule, rule.name).toBe(CAPABILITIES[resource]?.[action]);
      declared.set(rule.name, [...(declared.get(rule.name) ?? []), r]);
    }
    const asked = Object.entries(CAPABILITIES).flatMap(([resource, actions]) => Object.keys(actions).map((action) => `${resource}.${action}`));
    const unmatched = asked.filter((name) => !declared.has(name) && !(name in CONSOLE_ONLY_CAPABILITIES));
    expect(unmatched).toEqual([]);
    // A capability said to be the console's alone really has no route: if one appears, it must be tied here.
    expect(Object.keys(CONSOLE_ONLY_CAPABILITIES).filter((name) => declared.has(name))).toEqual([]);
    expect([...declared.keys()].sort()).toEqual(asked.filter((name) => !(name in CONSOLE_ONLY_CAPABILITIES)).sort());
  });

  it("every declared resource the console asks about has routes the server gates by the same rule, and so do the sections with module routes of their own", () => {
    const asked = new Set<string>();
    for (const r of businessScoped(routes)) for (const ask of asksOf(r, ruleOf(r)!) ?? []) asked.add(`${ask.resource}/${ask.action}`);
    const wanted = [...resources.flatMap((def) => ["list", "show", "create", "edit", "delete"].map((action) => `${def.name}/${action}`)), "PAYMENTS/list", "SALES & PURCHASE/list", "SALES & PURCHASE/create", "SUPPORT/list"];
    expect(wanted.filter((w) => !asked.has(w))).toEqual([]);
  });

  it("answers each caller, for every business-scoped route, what the server's gate answers", async () => {
    const wrong: string[] = [];
    const unasked: string[] = [];
    let compared = 0;
    for (const r of businessScoped(routes)) {
      const rule = ruleOf(r)!;
      const asks = asksOf(r, rule);
      if (asks?.length === 0) unasked.push(`${String(r.method)} ${r.url}`);
      for (const ask of asks ?? []) {
        const { method, path, body } = probe(r, businessId, ask.probeWith ?? "staff");
        for (const [caller, token] of tokens) {
          const snap = snapshots.get(caller)!;
          // A menu section hidden for a kind of business (spec §6) is the console's layout: the server
          // serves the data by the declarations' own rules, so there is nothing to compare.
          const section = ruleFor(ask.resource, ask.action)?.section;
          if (section && !isSectionVisible(section, snap.masterId)) continue;
          const decision = decideFor(snap, ask.resource, ask.action);
          const console = decision.can ? "allowed" : (decision.status ?? "refused");
          const res = await send(server.url, method, path, token, body);
          const gate = gateAnswer(res.status, String(res.body?.message ?? ""));
          if (console !== gate) wrong.push(`${method} ${r.url} (${ask.resource}/${ask.action}) as ${caller}: console ${console}${decision.can ? "" : ` "${decision.reason}"`}, server ${res.status} ${res.body?.message ?? ""}`);
          compared++;
        }
      }
    }
    expect(wrong).toEqual([]);
    // No route the console offers without asking: the owner's profile and month locks are capabilities too.
    expect(unasked.sort()).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(1200);
  }, 600_000);
});
