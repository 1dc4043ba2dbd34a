import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { resourceByName } from "../../modules";
import type { RouteAccess } from "../../server/http/access";
import { MODULE_KEYS } from "../../resources/modules";
import { passesMasterIdRule } from "../../resources/access-policy";
import { businessScoped, gateRefusal, probe, ruleOf, send } from "./route-probe";

/**
 * Every business-scoped route, asked by five callers: the owner, STAFF with write, with read and with
 * none on every module, and another business's owner. Each answer must be what the route's declared
 * rule says — the gate's refusals are 404 (not your business) and 403 (permission, owner-only); an
 * admitted caller may still get the handler's own 400/404/409/402 for the probe's empty input.
 */
const routes: RouteOptions[] = [];
let server: TestServer;
let businessId: number;
let masterId: number | null;
const tokens: Record<string, string> = {};
type Caller = "owner" | "write" | "read" | "none" | "other";

const all = (level: string) => Object.fromEntries(MODULE_KEYS.map((k) => [k, level]));

beforeAll(async () => {
  server = await startServer({ onRoute: (route) => routes.push(route) });
  tokens.owner = await server.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await server.signIn(SECOND_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data;
  const store = mine.find((b: { business_name: string }) => b.business_name === "Sharma General Store");
  businessId = store.id;
  masterId = store.business_master_id;
  for (const [caller, mobile] of [["write", "9000000011"], ["read", "9000000012"], ["none", "9000000013"]] as const) {
    const invited = await server.call("POST", `/api/business/${businessId}/members`, { token: tokens.owner, body: { mobile, permissions: all(caller) } });
    expect(invited.status).toBe(201);
    tokens[caller] = await server.signIn(mobile);
  }
}, 180_000);
afterAll(async () => server?.close());

const scoped = () => businessScoped(routes);

/** The resource a probe of an engine route uses: one of the module it stands for. */
const ENGINE_RESOURCE = "staff";

/**
 * What the declared rule says a caller gets from the gate: admitted, or refused with 403/404; "hidden"
 * when the rule's resource is not shown for this kind of business (a hotel's room bookings at a kirana
 * store), which the gate answers 404 "is not available for this business" to every member alike.
 */
function expected(rule: RouteAccess, caller: Caller): "admitted" | "hidden" | 403 | 404 {
  if (caller === "other") return 404;
  // An engine route of one resource's own path names it; the `:resource` ones are probed with ENGINE_RESOURCE.
  const engineResource = rule.kind === "resource" ? (rule.name ?? ENGINE_RESOURCE) : undefined;
  const named = rule.kind === "member" && rule.resource ? resourceByName(rule.resource) : engineResource ? resourceByName(engineResource) : undefined;
  if (named && !passesMasterIdRule(named, masterId)) return "hidden";
  if (caller === "owner") return "admitted";
  if (rule.kind === "owner" || (rule.kind === "capability" && rule.rule.owner)) return 403;
  if (rule.kind === "capability") {
    const { module, op } = rule.rule;
    return module === null ? "admitted" : caller === "none" || (op === "write" && caller === "read") ? 403 : "admitted";
  }
  if (rule.kind !== "member" && rule.kind !== "resource") return "admitted";
  // Money out and its papers are the owner's alone, whatever a member's permission says.
  const declared = rule.kind === "member" ? rule.resource : engineResource;
  const def = resourceByName(declared ?? "");
  if (def?.ownerOnly) return 403;
  const module = rule.kind === "member" ? rule.module : resourceByName(engineResource!)!.module;
  if (module === null) return "admitted";
  if (caller === "none") return 403;
  return rule.op === "write" && caller === "read" ? 403 : "admitted";
}

describe("the permission matrix over every business-scoped route", () => {
  it("answers each caller as the route's rule says", async () => {
    const wrong: string[] = [];
    let probes = 0;
    for (const r of scoped()) {
      const { method, path, body } = probe(r, businessId, ENGINE_RESOURCE);
      for (const caller of ["owner", "write", "read", "none", "other"] as Caller[]) {
        const res = await send(server.url, method, path, tokens[caller], body);
        const message = String(res.body?.message ?? "");
        const want = expected(ruleOf(r)!, caller);
        const ok =
          want === "admitted"
            ? !gateRefusal(res.status, message)
            : want === "hidden"
              ? res.status === 404 && /is not available for this business/.test(message)
              : res.status === want && (want === 403 || message === "Business not found");
        if (!ok) wrong.push(`${method} ${r.url} as ${caller}: ${res.status} ${message} (rule says ${want})`);
        if (res.status >= 500) wrong.push(`${method} ${r.url} as ${caller}: ${res.status} ${message}`);
        probes++;
      }
    }
    expect(wrong).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(5 * 50);
  }, 300_000);

  it("refuses a STAFF member without permission the issue's examples, and lets a reader read them", async () => {
    const examples: [string, string, unknown?][] = [
      ["GET", `/api/m/${businessId}/profile`],
      ["GET", `/api/payments/qr-payments?business_id=${businessId}`],
      ["GET", `/api/payments/summary?business_id=${businessId}`],
      ["GET", `/api/business/business_balance/${businessId}`],
      ["GET", `/api/business/${businessId}/subscription`],
      ["POST", "/api/gateway/qrcode", { business_id: businessId, amount: "100" }],
      ["POST", "/api/gateway/collectpay", { business_id: businessId, amount: "100", payer_address: "success@sandbox" }],
      ["POST", "/api/business/updateWalletAmount", { business_id: businessId, amount: "100", transaction_id: "ABCDEFGH12345678", status: "success" }],
    ];
    for (const [method, path, body] of examples) {
      const none = await server.call(method, path, { token: tokens.none, body });
      expect(none.status, `${method} ${path}`).toBe(403);
      expect(none.body.message, path).toMatch(/You do not have access to Payments/);
      if (method === "GET") expect((await server.call(method, path, { token: tokens.read })).status, path).toBe(200);
      else expect((await server.call(method, path, { token: tokens.read, body })).status, path).toBe(403);
    }
  });

  it("shows the bank account number whole to the owner only", async () => {
    const mine = await server.call("PUT", `/api/m/${businessId}/profile/bank`, {
      token: tokens.owner,
      body: { bank_account_name: "Ramesh Sharma", bank_account_number: "123456789012", ifsc: "HDFC0001234", upi_id: "sharma@okhdfc" },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((await server.call("GET", `/api/m/${businessId}/profile`, { token: tokens.owner })).body.data.bank_account_number).toBe("123456789012");
    const staffView = await server.call("GET", `/api/m/${businessId}/profile`, { token: tokens.read });
    expect(staffView.body.data.bank_account_number).toBe("XXXX9012");
    expect(JSON.stringify(staffView.body)).not.toContain("123456789012");
  });
});
