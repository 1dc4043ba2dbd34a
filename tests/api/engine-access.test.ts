import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../resources/registry";
import { defineResource, type ResourceDef } from "../../resources/types";
import { tableNameOf } from "../../server/engine/naming";
import { passesMasterIdRule } from "../../resources/access-policy";
import { walletLedger } from "../../server/db/schema";
import { credit } from "../../server/wallet/ledger";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { formRules } from "../../src/engine/form-rules";

// One small resource per module the tests need, declared here so they do not depend on module files.
const fixture = (name: string, module: ResourceDef["module"], section: ResourceDef["section"]) =>
  defineResource({
    name,
    module,
    label: name,
    section,
    routes: { list: `/test/${name}` },
    titleField: "title",
    fields: [
      { name: "title", type: "text", required: true, rules: [{ kind: "pattern", pattern: "^[A-Z]", message: "Start with a capital letter" }] },
      { name: "amount", type: "money" },
    ],
  });
const staffThing = fixture("t_staff_things", "staff_management", "STAFF MANAGEMENT");
const salesThing = fixture("t_sales_things", "sales_and_purchase", "SALES & PURCHASE");
const smsThing = fixture("t_sms_things", "communication", "COMMUNICATION");
const fixtures = [staffThing, salesThing, smsThing];

let server: TestServer;
let owner: string;
let other: string;
let sharma: { id: number; business_master_id: number };
let hotel: { id: number; business_master_id: number };
let mehta: { id: number; business_master_id: number };

beforeAll(async () => {
  resources.push(...fixtures);
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  other = await server.signIn(SECOND_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  sharma = mine.find((b: { business_name: string }) => b.business_name === "Sharma General Store");
  hotel = mine.find((b: { business_master_id: number }) => b.business_master_id === 147);
  mehta = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0];
});
afterAll(async () => {
  for (const f of fixtures) resources.splice(resources.indexOf(f), 1);
  await server?.close();
});

describe("tenant isolation over every declared resource", () => {
  it("never lists, reads, changes or deletes another business's rows", async () => {
    const swept: string[] = [];
    for (const def of resources) {
      // Rows of the owner's business, put straight into the table so every resource (read-only ones too) gets one.
      const home = passesMasterIdRule(def, sharma.business_master_id) ? sharma : hotel;
      const rows = (await server.database.db.execute<{ id: number }>(sql`INSERT INTO ${sql.identifier(tableNameOf(def))} (business_id) VALUES (${home.id}) RETURNING id`)).rows;
      const id = Number(rows[0].id);
      const before = (await server.database.db.execute(sql`SELECT * FROM ${sql.identifier(tableNameOf(def))} WHERE id = ${id}`)).rows[0];

      const path = `/api/b/${mehta.id}/${def.name}`;
      // The other owner, through their own business: never sees it.
      const list = await server.call("GET", `${path}?_start=0&_end=200&id=${id}`, { token: other });
      if (list.status === 200) expect(list.body, def.name).toEqual([]);
      else expect([403, 404], def.name).toContain(list.status);
      expect((await server.call("GET", `${path}/${id}`, { token: other })).status, def.name).toBe(404);
      expect([404, 405], def.name).toContain((await server.call("PATCH", `${path}/${id}`, { token: other, body: {} })).status);
      expect([404, 405], def.name).toContain((await server.call("DELETE", `${path}/${id}`, { token: other })).status);
      // ...nor through the owner's business id.
      expect((await server.call("GET", `/api/b/${home.id}/${def.name}/${id}`, { token: other })).status, def.name).toBe(404);
      expect((await server.call("GET", `/api/b/${home.id}/${def.name}`, { token: other })).status, def.name).toBe(404);
      expect((await server.call("DELETE", `/api/b/${home.id}/${def.name}/${id}`, { token: other })).status, def.name).toBe(404);
      expect((await server.call("GET", `/api/b/${home.id}/${def.name}/export`, { token: other })).status, def.name).toBe(404);

      const after = (await server.database.db.execute(sql`SELECT * FROM ${sql.identifier(tableNameOf(def))} WHERE id = ${id}`)).rows[0];
      expect(after, def.name).toEqual(before);
      // The owner does see it: the sweep would be empty-handed otherwise.
      const own = await server.call("GET", `/api/b/${home.id}/${def.name}/${id}`, { token: owner });
      expect(own.status, def.name).toBe(200);
      swept.push(def.name);
    }
    expect(swept.length).toBe(resources.length);
    expect(swept.length).toBeGreaterThan(fixtures.length);
  });
});

describe("an EXPIRED module", () => {
  it("refuses writes with 402 and a clear message, and still reads", async () => {
    // Sharma General Store's staff management is seeded EXPIRED.
    const sub = await server.call("GET", `/api/business/getBusiness?business_id=${sharma.id}&type=subscription`, { token: owner });
    expect(sub.body.data.business_subscription.staff_management.label).toBe("EXPIRED");
    const res = await server.call("POST", `/api/b/${sharma.id}/t_staff_things`, { token: owner, body: { title: "Diwali bonus" } });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Staff Management subscription has expired/);
    expect((await server.call("GET", `/api/b/${sharma.id}/t_staff_things`, { token: owner })).status).toBe(200);
    // An active module of the same business writes fine.
    expect((await server.call("POST", `/api/b/${sharma.id}/t_sales_things`, { token: owner, body: { title: "Ok" } })).status).toBe(201);
  });
});

describe("validation parity", () => {
  it("one rule refuses the same value in the form validator and on the server, with the same words", async () => {
    const title = staffThing.fields[0];
    const [rule] = formRules(title);
    const formError = await rule.validator(undefined, "lowercase start").then(() => undefined, (e: Error) => e.message);
    expect(formError).toBe("Start with a capital letter");
    const server400 = await server.call("POST", `/api/b/${sharma.id}/t_sales_things`, { token: owner, body: { title: "lowercase start" } });
    expect(server400.status).toBe(400);
    expect(server400.body.message).toBe(formError);
    // and both accept the same good value
    await expect(rule.validator(undefined, "Upper")).resolves.toBeUndefined();
    const amount = salesThing.fields[1];
    const moneyError = await formRules(amount)[0].validator(undefined, 12.345).then(() => undefined, (e: Error) => e.message);
    const moneyServer = await server.call("POST", `/api/b/${sharma.id}/t_sales_things`, { token: owner, body: { title: "Ok", amount: 12.345 } });
    expect(moneyServer.body.message).toBe(moneyError);
  });
});

describe("upgrading from the wallet", () => {
  const balance = async () => (await server.call("GET", `/api/business/business_balance/${sharma.id}`, { token: owner })).body.wallet as number;

  it("debits once under concurrent clicks with one request key, and turns EXPIRED into ACTIVE", async () => {
    await credit(server.database.db, { businessId: sharma.id, amountPaise: 1000_00, kind: "topup", reference: "test-topup-1" });
    const start = await balance();
    const body = { module: "staff_management", plan: "monthly", request_key: "click-abc12345" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.call("POST", `/api/business/${sharma.id}/subscription/upgrade`, { token: owner, body })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.filter((a) => !a.body.data.replayed)).toHaveLength(1);
    expect(await balance()).toBeCloseTo(start - 399, 2);
    const debits = await server.database.db.select().from(walletLedger).where(eq(walletLedger.reference, `subscription:${sharma.id}:click-abc12345`));
    expect(debits).toHaveLength(1);
    expect(debits[0].amountPaise).toBe(-399_00);
    const sub = await server.call("GET", `/api/business/getBusiness?business_id=${sharma.id}&type=subscription`, { token: owner });
    expect(sub.body.data.business_subscription.staff_management).toMatchObject({ label: "ACTIVE" });
    expect(sub.body.data.business_subscription.staff_management.text).toMatch(/Monthly plan, valid till/);
    // now the module takes writes again
    expect((await server.call("POST", `/api/b/${sharma.id}/t_staff_things`, { token: owner, body: { title: "Bonus" } })).status).toBe(201);
  });

  it("refuses with 402 when the wallet is short, debiting nothing", async () => {
    const start = await balance();
    const yearly = await server.call("POST", `/api/business/${mehta.id}/subscription/upgrade`, {
      token: other,
      body: { module: "sales_and_purchase", plan: "yearly", request_key: "short-money-1" },
    });
    expect(yearly.status).toBe(402);
    expect(yearly.body.message).toMatch(/Not enough balance/);
    expect(await balance()).toBe(start);
  });

  it("lists plans in rupees incl. GST, and refuses bad input and other businesses", async () => {
    const plans = await server.call("GET", `/api/business/${sharma.id}/subscription`, { token: owner });
    const staff = plans.body.data.modules.find((m: { type: string }) => m.type === "staff_management");
    expect(staff.plans).toEqual([{ plan: "monthly", months: 1, price: 399 }, { plan: "yearly", months: 12, price: 3999 }]);
    expect(plans.body.data.modules).toHaveLength(5);
    expect(plans.body.data.history[0]).toMatchObject({ type: "staff_management", plan: "monthly", amount: 399 });
    const bad = await server.call("POST", `/api/business/${sharma.id}/subscription/upgrade`, { token: owner, body: { module: "galla", plan: "weekly", request_key: "abcdefgh1" } });
    expect(bad).toMatchObject({ status: 400, body: { field: "plan" } });
    const foreign = await server.call("POST", `/api/business/${mehta.id}/subscription/upgrade`, { token: owner, body: { module: "galla", plan: "monthly", request_key: "abcdefgh2" } });
    expect(foreign.status).toBe(404);
  });
});

describe("staff members", () => {
  const STAFF = "7000000002";
  let staff: string;

  it("the owner invites a mobile with per-module permissions", async () => {
    const invited = await server.call("POST", `/api/business/${sharma.id}/members`, {
      token: owner,
      body: { mobile: "+91 70000 00002", name: "Suresh", permissions: { sales_and_purchase: "write", communication: "read" } },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ mobile: STAFF, role: "STAFF", permissions: { sales_and_purchase: "write", communication: "read", staff_management: "none", galla: "none" } });
    const sms = await server.call("GET", `/api/sandbox/outbox?to=${STAFF}`);
    expect(sms.body.data[0].text).toMatch(/added you to Sharma General Store/);
    expect((await server.call("POST", `/api/business/${sharma.id}/members`, { token: owner, body: { mobile: STAFF, permissions: {} } })).status).toBe(409);
    const bad = await server.call("POST", `/api/business/${sharma.id}/members`, { token: owner, body: { mobile: STAFF, permissions: { galla: "admin" } } });
    expect(bad).toMatchObject({ status: 400, body: { field: "permissions.galla" } });
    staff = await server.signIn(STAFF);
  });

  it("a STAFF member reaches only what the permissions allow, on the server", async () => {
    const mine = (await server.call("GET", "/api/business/getBusiness", { token: staff })).body.data;
    expect(mine).toEqual([expect.objectContaining({ id: sharma.id, role: "STAFF" })]);
    const sub = await server.call("GET", `/api/business/getBusiness?business_id=${sharma.id}&type=subscription`, { token: staff });
    expect(sub.body.data).toMatchObject({ role: "STAFF", permissions: { communication: "read" } });

    expect((await server.call("POST", `/api/b/${sharma.id}/t_sales_things`, { token: staff, body: { title: "By staff" } })).status).toBe(201);
    expect((await server.call("GET", `/api/b/${sharma.id}/t_sms_things`, { token: staff })).status).toBe(200);
    const readOnly = await server.call("POST", `/api/b/${sharma.id}/t_sms_things`, { token: staff, body: { title: "Nope" } });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toMatch(/view Communication but not change it/);
    const none = await server.call("GET", `/api/b/${sharma.id}/t_staff_things`, { token: staff });
    expect(none.status).toBe(403);
    // Staff cannot spend the wallet or manage the team, and never see the owner's other businesses.
    expect((await server.call("POST", `/api/business/${sharma.id}/subscription/upgrade`, { token: staff, body: { module: "galla", plan: "monthly", request_key: "staff-click-1" } })).status).toBe(403);
    expect((await server.call("GET", `/api/business/${sharma.id}/members`, { token: staff })).status).toBe(403);
    expect((await server.call("GET", `/api/b/${hotel.id}/t_sales_things`, { token: staff })).status).toBe(404);
  });

  it("the owner changes and removes access", async () => {
    const members = (await server.call("GET", `/api/business/${sharma.id}/members`, { token: owner })).body.data;
    const suresh = members.find((m: { mobile: string }) => m.mobile === STAFF);
    const changed = await server.call("PATCH", `/api/business/${sharma.id}/members/${suresh.user_id}`, { token: owner, body: { permissions: { communication: "write" } } });
    expect(changed.body.data.permissions).toMatchObject({ communication: "write", sales_and_purchase: "none" });
    expect((await server.call("POST", `/api/b/${sharma.id}/t_sms_things`, { token: staff, body: { title: "Now yes" } })).status).toBe(201);
    expect((await server.call("GET", `/api/b/${sharma.id}/t_sales_things`, { token: staff })).status).toBe(403);
    expect((await server.call("DELETE", `/api/business/${sharma.id}/members/${suresh.user_id}`, { token: owner })).status).toBe(200);
    expect((await server.call("GET", `/api/b/${sharma.id}/t_sms_things`, { token: staff })).status).toBe(404);
    // The owner row itself cannot be edited or removed as staff.
    const me = members.find((m: { role: string }) => m.role === "ADMIN");
    expect((await server.call("DELETE", `/api/business/${sharma.id}/members/${me.user_id}`, { token: owner })).status).toBe(404);
  });
});
