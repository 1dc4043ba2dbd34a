import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/** A staff member's bank account number through the generic API: whole to the owner, XXXX + last four to other members. */
let server: TestServer;
let businessId: number;
let staffId: number;
const tokens: Record<"owner" | "writer", string> = { owner: "", writer: "" };
const ACCOUNT = "30112233445566";

beforeAll(async () => {
  server = await startServer();
  tokens.owner = await server.signIn(DEMO_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data;
  // The hotel's Staff Management subscription is active (the demo's kirana store's has expired).
  businessId = mine.find((b: { business_master_id: number }) => b.business_master_id === 147).id;
  const invited = await server.call("POST", `/api/business/${businessId}/members`, {
    token: tokens.owner,
    body: { mobile: "9000000021", permissions: { staff_management: "write" } },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  tokens.writer = await server.signIn("9000000021");
  const created = await server.call("POST", `/api/b/${businessId}/staff`, {
    token: tokens.owner,
    body: { full_name: "Masked Cashier", phone: "9000000022", joining_date: "2024-01-01", salary_type: "monthly", salary: 15000, bank_account_number: ACCOUNT },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  staffId = created.body.id;
}, 120_000);
afterAll(() => server?.close());

const staffPath = () => `/api/b/${businessId}/staff`;

describe("staff bank account numbers", () => {
  it("are whole to the owner and XXXX + last four to a member, in the list, the row, the export and the history", async () => {
    const owner = await server.call("GET", `${staffPath()}/${staffId}`, { token: tokens.owner });
    expect(owner.body.bank_account_number).toBe(ACCOUNT);

    const row = await server.call("GET", `${staffPath()}/${staffId}`, { token: tokens.writer });
    expect(row.status).toBe(200);
    expect(row.body.bank_account_number).toBe("XXXX5566");
    const list = await server.call("GET", `${staffPath()}?_start=0&_end=100`, { token: tokens.writer });
    expect(list.body.find((s: { id: number }) => s.id === staffId).bank_account_number).toBe("XXXX5566");

    const csv = await fetch(`${server.url}${staffPath()}/export`, { headers: { authorization: `Bearer ${tokens.writer}` } }).then((r) => r.text());
    expect(csv).toContain("XXXX5566");
    expect(csv).not.toContain(ACCOUNT);

    const history = await server.call("GET", `${staffPath()}/${staffId}/history`, { token: tokens.writer });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain(ACCOUNT);
    expect(history.body.data.at(-1).changes.bank_account_number).toEqual([null, "XXXX5566"]);
  });

  it("cannot be probed by filter or sort", async () => {
    for (const query of [`bank_account_number=${ACCOUNT}`, "bank_account_number_like=5566", "_sort=bank_account_number"]) {
      const res = await server.call("GET", `${staffPath()}?${query}`, { token: tokens.writer });
      expect(res.status, query).toBe(400);
    }
  });

  it("survive a member's save of the form that holds the masked value, and the answer stays masked", async () => {
    const saved = await server.call("PATCH", `${staffPath()}/${staffId}`, {
      token: tokens.writer,
      body: { designation: "Senior cashier", bank_account_number: "XXXX5566" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.designation).toBe("Senior cashier");
    expect(saved.body.bank_account_number).toBe("XXXX5566");
    expect((await server.call("GET", `${staffPath()}/${staffId}`, { token: tokens.owner })).body.bank_account_number).toBe(ACCOUNT);

    // A masked value that is not this row's is no account number.
    const wrong = await server.call("PATCH", `${staffPath()}/${staffId}`, { token: tokens.writer, body: { bank_account_number: "XXXX1111" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe("bank_account_number");
  });
});
