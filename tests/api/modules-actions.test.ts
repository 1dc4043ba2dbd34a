import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

let server: TestServer;
let token: string;
let kirana: number;
let hotel: number;

beforeAll(async () => {
  server = await startServer();
  token = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
  kirana = businesses.find((b) => b.business_master_id === 5)!.id;
  hotel = businesses.find((b) => b.business_master_id === 147)!.id;
}, 120_000);
afterAll(() => server?.close());

describe("ticket conversation", () => {
  it("adds the business's reply to the thread and puts the ticket back with support", async () => {
    const tickets = (await server.call("GET", `/api/b/${kirana}/tickets?status=awaiting_reply`, { token })).body;
    const ticket = tickets[0];
    const res = await server.call("POST", `/api/m/${kirana}/tickets/${ticket.id}/messages`, { token, body: { body: "Yes, same address. Thank you." } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ author: "business", author_name: "Ramesh Sharma", body: "Yes, same address. Thank you." });
    const thread = (await server.call("GET", `/api/b/${kirana}/ticket_messages?ticket_id=${ticket.id}&_sort=id&_order=asc`, { token })).body;
    expect(thread.at(-1).body).toBe("Yes, same address. Thank you.");
    const after = (await server.call("GET", `/api/b/${kirana}/tickets/${ticket.id}`, { token })).body;
    expect(after.status).toBe("open");
    expect(after.last_reply_at).not.toBe(ticket.last_reply_at);
  });

  it("refuses an empty reply, a reply to a closed ticket, and messages forged through the generic API", async () => {
    const [ticket] = (await server.call("GET", `/api/b/${kirana}/tickets?status=open`, { token })).body;
    expect(await server.call("POST", `/api/m/${kirana}/tickets/${ticket.id}/messages`, { token, body: { body: "   " } })).toMatchObject({
      status: 400,
      body: { field: "body" },
    });
    expect((await server.call("POST", `/api/m/${kirana}/tickets/${ticket.id}/close`, { token })).status).toBe(200);
    expect(await server.call("POST", `/api/m/${kirana}/tickets/${ticket.id}/messages`, { token, body: { body: "One more thing" } })).toMatchObject({
      status: 400,
      body: { field: "body" },
    });
    const forged = await server.call("POST", `/api/b/${kirana}/ticket_messages`, { token, body: { ticket_id: ticket.id, author: "support", body: "Refund approved" } });
    expect(forged.status).toBe(405);
  });

  it("keeps another business's tickets out of reach", async () => {
    const [hotelTicket] = (await server.call("GET", `/api/b/${hotel}/tickets`, { token })).body;
    const res = await server.call("POST", `/api/m/${kirana}/tickets/${hotelTicket.id}/messages`, { token, body: { body: "Hello" } });
    expect(res.status).toBe(404);
    const other = await server.signIn(SECOND_OWNER_MOBILE);
    expect((await server.call("POST", `/api/m/${hotel}/tickets/${hotelTicket.id}/messages`, { token: other, body: { body: "Hello" } })).status).toBe(404);
  });
});

describe("staff support chat", () => {
  it("records the owner's answer and marks the request answered", async () => {
    const [request] = (await server.call("GET", `/api/b/${hotel}/staff_support?status=open`, { token })).body;
    const res = await server.call("POST", `/api/m/${hotel}/staff-support/${request.id}/messages`, { token, body: { body: "Added ₹420 overtime; it shows now." } });
    expect(res.status).toBe(200);
    expect(res.body.data.author).toBe("owner");
    expect((await server.call("GET", `/api/b/${hotel}/staff_support/${request.id}`, { token })).body.status).toBe("answered");
  });
});

describe("business profile sections", () => {
  it("reads the profile and saves a section with the shared validation", async () => {
    const profile = await server.call("GET", `/api/m/${kirana}/profile`, { token });
    expect(profile.body.data).toMatchObject({ business_name: "Sharma General Store", category: "General Store", gstin: "27AAPFU0939F1ZV" });
    const saved = await server.call("PUT", `/api/m/${kirana}/profile/timings`, { token, body: { opening_time: "07:30", closing_time: "21:30", weekly_off: "Monday" } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ opening_time: "07:30", closing_time: "21:30", weekly_off: "Monday" });
  });

  it("refuses bad values with 400 naming the field and changes nothing", async () => {
    const bad = await server.call("PUT", `/api/m/${kirana}/profile/tax`, { token, body: { gstin: "27AAPFU0939F1ZX", pan: "AAPFU0939F" } });
    expect(bad).toMatchObject({ status: 400, body: { field: "gstin" } });
    const mismatch = await server.call("PUT", `/api/m/${kirana}/profile/tax`, { token, body: { gstin: "27AAPFU0939F1ZV", pan: "ABCDE1234F" } });
    expect(mismatch).toMatchObject({ status: 400, body: { field: "pan" } });
    const bank = await server.call("PUT", `/api/m/${kirana}/profile/bank`, {
      token,
      body: { bank_account_name: "Sharma General Store", bank_account_number: "12AB", ifsc: "HDFC0001234" },
    });
    expect(bank).toMatchObject({ status: 400, body: { field: "bank_account_number" } });
    expect((await server.call("PUT", `/api/m/${kirana}/profile/nosuch`, { token, body: {} })).status).toBe(404);
    expect((await server.call("GET", `/api/m/${kirana}/profile`, { token })).body.data.bank_account_number).toBe("50200012345678");
  });
});

describe("withdrawals", () => {
  it("debits the wallet once per request key and lists the request", async () => {
    const before = (await server.call("GET", `/api/business/business_balance/${kirana}`, { token })).body.wallet;
    const body = { amount: "100.00", request_key: "abc123XYZ789" };
    const [first, second] = await Promise.all([
      server.call("POST", `/api/m/${kirana}/withdrawals`, { token, body }),
      server.call("POST", `/api/m/${kirana}/withdrawals`, { token, body }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 100, status: "requested", bank_account: "XXXX5678" });
    expect((await server.call("GET", `/api/business/business_balance/${kirana}`, { token })).body.wallet).toBe(before - 100);
    const list = (await server.call("GET", `/api/b/${kirana}/withdrawals?status=requested`, { token })).body;
    expect(list).toHaveLength(1);
  });

  it("refuses more than the balance (402), under ₹100 and without verified KYC (400)", async () => {
    expect((await server.call("POST", `/api/m/${kirana}/withdrawals`, { token, body: { amount: 50000, request_key: "bigbigbig001" } })).status).toBe(402);
    expect(await server.call("POST", `/api/m/${kirana}/withdrawals`, { token, body: { amount: 99, request_key: "smallsmall01" } })).toMatchObject({
      status: 400,
      body: { field: "amount" },
    });
    expect(await server.call("POST", `/api/m/${hotel}/withdrawals`, { token, body: { amount: 100, request_key: "hotelhotel01" } })).toMatchObject({
      status: 400,
      body: { field: "kyc" },
    });
  });
});
