import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

let server: TestServer;
let token: string;
let kirana: number;
let salon: number;
let paymentTemplate: number;
let deliveryTemplate: number;

const balance = async () => (await server.call("GET", `/api/business/business_balance/${kirana}`, { token })).body.wallet as number;
const messages = async (query = "") => (await server.call("GET", `/api/b/${kirana}/sms_messages?_start=0&_end=200${query}`, { token })).body as any[];

beforeAll(async () => {
  server = await startServer();
  token = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
  kirana = businesses.find((b) => b.business_master_id === 5)!.id;
  salon = businesses.find((b) => b.business_master_id === 14)!.id;
  const templates = (await server.call("GET", `/api/b/${kirana}/sms_templates?_start=0&_end=50`, { token })).body as { id: number; name: string }[];
  paymentTemplate = templates.find((t) => t.name === "Payment received")!.id;
  deliveryTemplate = templates.find((t) => t.name === "Order out for delivery")!.id;
}, 120_000);
afterAll(() => server?.close());

describe("sending one SMS", () => {
  it("sends through the provider, logs it and debits 25 paise for a one-part message", async () => {
    const before = await balance();
    const text = "Dear Sneha, we received Rs 1,240 at Sharma General Store. Thank you!";
    const res = await server.call("POST", `/api/m/${kirana}/sms/send`, { token, body: { to: "+91 98220 12398", text, template_id: paymentTemplate, request_key: "sms-test-0001" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ parts: 1, encoding: "GSM", sent: 1, failed: 0, cost: 0.25 });
    expect(await balance()).toBeCloseTo(before - 0.25, 2);
    const outbox = (await server.call("GET", "/api/sandbox/outbox?to=9822012398")).body.data;
    expect(outbox[0].text).toBe(text);
    const logged = await messages(`&batch=${res.body.data.batch}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ recipient: "9822012398", sender_id: "SHRMGS", status: "delivered", parts: 1, cost: 0.25 });
  });

  it("charges per part: a Unicode (Hindi) message over 70 characters is two parts", async () => {
    const before = await balance();
    const text = "Hi सुनीता जी, your order SGS-2301 is out for delivery and will reach you in 30 minutes. Sharma General Store";
    const res = await server.call("POST", `/api/m/${kirana}/sms/send`, { token, body: { to: "9822012400", text, template_id: deliveryTemplate, request_key: "sms-test-0002" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ encoding: "Unicode", parts: 2, cost: 0.5 });
    expect(await balance()).toBeCloseTo(before - 0.5, 2);
  });

  it("refuses text that does not follow the DLT template, and charges nothing", async () => {
    const before = await balance();
    const res = await server.call("POST", `/api/m/${kirana}/sms/send`, {
      token,
      body: { to: "9822012398", text: "Big sale today! Come to Sharma General Store", template_id: paymentTemplate, request_key: "sms-test-0003" },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, field: "text" } });
    expect(await balance()).toBe(before);
  });

  it("refuses a bad number and an unapproved template with 400 naming the field", async () => {
    const bad = await server.call("POST", `/api/m/${kirana}/sms/send`, { token, body: { to: "12345", text: "x", template_id: paymentTemplate, request_key: "sms-test-0004" } });
    expect(bad).toMatchObject({ status: 400, body: { field: "to" } });
    const templates = (await server.call("GET", `/api/b/${kirana}/sms_templates?status=pending`, { token })).body as { id: number }[];
    const pending = await server.call("POST", `/api/m/${kirana}/sms/send`, {
      token,
      body: { to: "9822012398", text: "Dear A, Rs 10 is due at Sharma General Store. Please pay by UPI to sharmastore@okhdfcbank", template_id: templates[0].id, request_key: "sms-test-0005" },
    });
    expect(pending).toMatchObject({ status: 400, body: { field: "template_id" } });
  });
});

describe("bulk SMS from a CSV", () => {
  it("sends to each valid number once, skips opted-out contacts and bad numbers, and debits parts x numbers", async () => {
    const before = await balance();
    const csv = "name,mobile\nA,9822012398\nB,+91 98220 12399\nA again,9822012398\nDND,9822012402\nBad,55555 12345\n";
    const text = "Dear customer, we received Rs 100 at Sharma General Store. Thank you!";
    const res = await server.call("POST", `/api/m/${kirana}/sms/bulk`, { token, body: { numbers: csv, text, template_id: paymentTemplate, request_key: "sms-test-0006" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sent: 2, duplicates: 1, cost: 0.5 });
    expect(res.body.data.skipped).toEqual(
      expect.arrayContaining([
        { phone: "9822012402", reason: "Opted out of SMS (DND)" },
        { phone: "55555 12345", reason: "Not a valid mobile number" },
      ]),
    );
    expect(await balance()).toBeCloseTo(before - 0.5, 2);
    expect(await messages(`&batch=${res.body.data.batch}`)).toHaveLength(2);
  });

  it("refuses with 402 when the wallet cannot pay for every part, and sends nothing", async () => {
    const before = await balance();
    // 500 one-part messages at 25 paise cost ₹125: more than the ₹100 the demo wallet holds.
    const numbers = Array.from({ length: 500 }, (_, i) => `98${String(10000000 + i)}`).join("\n");
    const text = "Dear customer, we received Rs 100 at Sharma General Store. Thank you!";
    const total = (await messages()).length;
    const res = await server.call("POST", `/api/m/${kirana}/sms/bulk`, { token, body: { numbers, text, template_id: paymentTemplate, request_key: "sms-test-short-wallet" } });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Not enough balance/);
    expect(await balance()).toBe(before);
    expect((await messages()).length).toBe(total);
  });
});

describe("access", () => {
  it("refuses sends with 402 while the Communication plan is EXPIRED", async () => {
    const res = await server.call("POST", `/api/m/${salon}/sms/send`, { token, body: { to: "9822012398", text: "Hello", template_id: 1, request_key: "sms-test-0007" } });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Communication subscription has expired/);
  });

  it("answers 404 for another owner's business", async () => {
    const other = await server.signIn(SECOND_OWNER_MOBILE);
    const res = await server.call("POST", `/api/m/${kirana}/sms/send`, { token: other, body: { to: "9822012398", text: "Hello", template_id: paymentTemplate, request_key: "sms-test-0008" } });
    expect(res.status).toBe(404);
    const summary = await server.call("GET", `/api/m/${kirana}/sms/summary`, { token: other });
    expect(summary.status).toBe(404);
  });

  it("summarises the month for the dashboard", async () => {
    const res = await server.call("GET", `/api/m/${kirana}/sms/summary`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.messages).toBeGreaterThanOrEqual(10);
    expect(res.body.data).toMatchObject({ contacts: 7, opted_out: 1 });
    const bad = await server.call("GET", `/api/m/${kirana}/sms/summary?from=yesterday`, { token });
    expect(bad).toMatchObject({ status: 400, body: { field: "from" } });
  });
});
