import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { resourceByName } from "../../modules";
import { MODULE_KEYS } from "../../resources/modules";
import { subscriptions } from "../../server/db/schema";

/**
 * The gate reads the session, the membership and (for a module write) the subscription in one
 * statement and caches none of it (server/http/authorize.ts): every change to who may do what
 * takes effect on the very next request.
 */
let server: TestServer;
let owner: string;
let staff: string;
let staffUserId: number;
let businessId: number;
const module = resourceByName("staff")!.module!;
const all = (level: string) => Object.fromEntries(MODULE_KEYS.map((k) => [k, level]));
const list = (token: string) => server.call("GET", `/api/b/${businessId}/staff?_start=0&_end=5`, { token });
const add = (token: string, n: number) =>
  server.call("POST", `/api/b/${businessId}/staff`, {
    token,
    body: { full_name: `Gate Test ${n}`, phone: `70000000${String(n).padStart(2, "0")}`, joining_date: "2026-11-01", salary_type: "monthly", salary: "12000" },
  });

/** The module's plan, ending at `expiresAt` (the demo seeds some modules EXPIRED). */
async function planUntil(expiresAt: Date) {
  const { db } = server.database;
  await db.delete(subscriptions).where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.module, module)));
  await db.insert(subscriptions).values({ businessId, module, plan: "monthly", expiresAt });
}

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  businessId = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  const invited = await server.call("POST", `/api/business/${businessId}/members`, { token: owner, body: { mobile: "9000000021", permissions: all("write") } });
  expect(invited.status).toBe(201);
  staffUserId = invited.body.data.user_id;
  staff = await server.signIn("9000000021");
  await planUntil(new Date(Date.now() + 30 * 86_400_000));
}, 120_000);
afterAll(async () => server?.close());

describe("the gate", () => {
  it("admits with one statement what it admitted before: read, write, and 404 for a business that is not yours", async () => {
    expect((await list(staff)).status).toBe(200);
    expect((await add(staff, 1)).status).toBe(201);
    expect((await server.call("GET", `/api/b/999999/staff`, { token: staff })).status).toBe(404);
    expect((await server.call("GET", `/api/b/not-a-number/staff`, {})).status).toBe(401);
    expect((await server.call("GET", `/api/b/${businessId}/staff`, { token: "no-such-token" })).status).toBe(401);
  });

  it("refuses a STAFF member's write on the next request after the owner makes them read-only, and the read after none", async () => {
    const patch = (level: string) => server.call("PATCH", `/api/business/${businessId}/members/${staffUserId}`, { token: owner, body: { permissions: all(level) } });
    expect((await patch("read")).status).toBe(200);
    expect((await add(staff, 2)).status).toBe(403);
    expect((await list(staff)).status).toBe(200);
    expect((await patch("none")).status).toBe(200);
    expect((await list(staff)).status).toBe(403);
    expect((await patch("write")).status).toBe(200);
    expect((await add(staff, 3)).status).toBe(201);
  });

  it("refuses a write on the next request once the module's plan has expired (402), and admits it again once renewed", async () => {
    await planUntil(new Date(Date.now() - 60_000));
    expect((await add(owner, 4)).status).toBe(402);
    expect((await list(owner)).status).toBe(200); // an EXPIRED module stays readable
    await planUntil(new Date(Date.now() + 30 * 86_400_000));
    expect((await add(owner, 5)).status).toBe(201);
  });

  it("refuses a removed member (404) and a signed-out session (401) on the next request", async () => {
    expect((await server.call("DELETE", `/api/business/${businessId}/members/${staffUserId}`, { token: owner })).status).toBe(200);
    expect((await list(staff)).status).toBe(404);
    expect((await list(owner)).status).toBe(200);
    expect((await server.call("POST", "/api/auth/logout-all", { token: owner, body: {} })).status).toBe(200);
    expect((await list(owner)).status).toBe(401);
  });
});
