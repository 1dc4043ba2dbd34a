import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { MODULE_KEYS } from "../../resources/modules";

/**
 * Issue 22: tickets with the platform are about the business's account (wallet, KYC, withdrawals,
 * plans): the owner's. Staff — with no permission, or with every one — neither read nor write them;
 * they ask the owner through the staff help desk.
 */
let server: TestServer;
let businessId: number;
let ticket: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  tokens.owner = await server.signIn(DEMO_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data;
  businessId = mine.find((b: { business_name: string }) => b.business_name === "Sharma General Store").id;
  for (const [level, mobile] of [["none", "9000000031"], ["write", "9000000032"]] as const) {
    const permissions = Object.fromEntries(MODULE_KEYS.map((k) => [k, level]));
    expect((await server.call("POST", `/api/business/${businessId}/members`, { token: tokens.owner, body: { mobile, permissions } })).status).toBe(201);
    tokens[level] = await server.signIn(mobile);
  }
  ticket = (await server.call("GET", `/api/b/${businessId}/tickets?_start=0&_end=1`, { token: tokens.owner })).body[0].id;
}, 180_000);
afterAll(() => server?.close());

const asks = () => [
  ["GET", `/api/b/${businessId}/tickets?_start=0&_end=10`, undefined],
  ["GET", `/api/b/${businessId}/tickets/${ticket}`, undefined],
  ["POST", `/api/b/${businessId}/tickets`, { subject: "Cannot withdraw", category: "Withdrawal", description: "The withdraw button does nothing" }],
  ["GET", `/api/b/${businessId}/ticket_messages?ticket_id=${ticket}&_start=0&_end=10`, undefined],
  ["POST", `/api/m/${businessId}/tickets/${ticket}/messages`, { body: "Any news?" }],
  ["POST", `/api/m/${businessId}/tickets/${ticket}/close`, undefined],
] as const;

describe("support tickets are the owner's", () => {
  for (const level of ["none", "write"]) {
    it(`a staff member with ${level} on every module is refused every ticket route (403)`, async () => {
      for (const [method, path, body] of asks()) {
        const res = await server.call(method, path, { token: tokens[level], body });
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
      }
    });
  }

  it("the owner reads, raises and replies", async () => {
    for (const [method, path, body] of asks().slice(0, 5)) {
      const res = await server.call(method, path, { token: tokens.owner, body });
      expect({ path, ok: res.status < 300 }).toEqual({ path, ok: true });
    }
  });
});
