import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { subscriptions } from "../../server/db/schema";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import type { ModuleKey } from "../../resources/modules";

let server: TestServer;
let owner: string;
let sharma: number;

const expire = (module: ModuleKey) =>
  server.database.db
    .update(subscriptions)
    .set({ plan: "monthly", expiresAt: new Date(Date.now() - 86_400_000) as never })
    .where(and(eq(subscriptions.businessId, sharma), eq(subscriptions.module, module)));
const label = async (module: ModuleKey) =>
  (await server.call("GET", `/api/business/getBusiness?business_id=${sharma}&type=subscription`, { token: owner })).body.data.business_subscription[module].label;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  sharma = mine.find((b: { business_master_id: number }) => b.business_master_id === 5).id;
});
afterAll(() => server?.close());

describe("what gates support and services", () => {
  it("support stays reachable when the Payments plan has lapsed; services do not depend on Payments", async () => {
    await expire("galla");
    expect(await label("galla")).toBe("EXPIRED");
    const ticket = await server.call("POST", `/api/b/${sharma}/tickets`, {
      token: owner,
      body: { subject: "Payments plan renewal failed", category: "Subscription", description: "My wallet was debited but the plan shows expired." },
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const reply = await server.call("POST", `/api/m/${sharma}/tickets/${ticket.body.id}/messages`, { token: owner, body: { body: "Any update?" } });
    expect(reply.status).toBe(200);
    const service = await server.call("POST", `/api/b/${sharma}/services`, { token: owner, body: { name: "Gift wrapping", price: 30, gst_rate: "18" } });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
  });

  it("services follow the Appointments plan that books them", async () => {
    await expire("manage_appointment");
    const res = await server.call("POST", `/api/b/${sharma}/services`, { token: owner, body: { name: "Alterations", price: 120, gst_rate: "18" } });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Appointments subscription has expired/);
    // Support still answers.
    expect((await server.call("GET", `/api/b/${sharma}/tickets`, { token: owner })).status).toBe(200);
  });
});
