import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { MODULE_KEYS } from "../../resources/modules";
import { openDatabase, type Database } from "../../server/db/client";
import { httpSmsProvider } from "../../server/sms/provider";
import { SANDBOX_SMS_KEY } from "../../server/sms/sandbox-routes";
import { sweepReminders } from "../../modules/sales/server/reminder-sweeper";
import type { AppContext } from "../../server/context";

/**
 * Issue 23, reminders of dues: "Remind" sends an SMS (charged, through the outbox) with the amount due and a
 * link whose UPI payment books the party's payment in; "Remind all who owe" previews then sends; automatic
 * reminders go once per due interval however many sweepers run; a party can be switched off; a log; access.
 */
let s: TestServer;
const db = rawSql(() => s);
const B = 1; // Sharma General Store, UPI sharmastore@okhdfcbank
const tokens: Record<string, string> = {};
const permissions = (sales: "none" | "read" | "write") => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), sales_and_purchase: sales });
const call = (who: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) => s.call(method, `/api/sales/${B}${path}`, { token: tokens[who], body, headers });
const istToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${istToday()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const daysAhead = (n: number) => daysAgo(-n);
let mobiles = 9_700_000_100;

async function partyOwing(name: string, rupees: number, opts: { phone?: string | null; date?: string } = {}) {
  const phone = opts.phone === undefined ? String(mobiles++) : opts.phone;
  const made = await s.call("POST", `/api/b/${B}/parties`, { token: tokens.owner, body: { name, party_type: "Customer", ...(phone ? { phone } : {}) } });
  const party = made.body.data ?? made.body;
  expect(party.id, JSON.stringify(made.body)).toBeTypeOf("number");
  const inv = await call("owner", "POST", "/invoices", { payment_type: "credit", party_id: party.id, date: opts.date ?? istToday(), lines: [{ name: "Rice 25 kg", hsn: "1006", qty: 1, rate: rupees, gst_rate: 0, treatment: "nil" }] });
  expect(inv.status, JSON.stringify(inv.body)).toBe(200);
  return { id: party.id as number, phone, invoice: inv.body.data as { id: number; number: string } };
}
const owes = async (partyId: number) => Number((await db.q(`SELECT to_receive FROM r_parties WHERE id = ${partyId}`))[0].to_receive);
const outbox = async (to: string) => (await s.call("GET", `/api/sandbox/outbox?to=${to}`)).body.data as { text: string }[];
const smsCharged = async (to: string) => (await db.q(`SELECT coalesce(sum(cost), 0)::int AS c FROM r_sms_messages WHERE recipient = '${to}' AND business_id = ${B}`))[0].c as number;
const key = (() => {
  let n = 0;
  return () => `remind-test-${Date.now()}-${n++}`;
})();

let ctx: Pick<AppContext, "config" | "sms" | "selfUrl">;

beforeAll(async () => {
  s = await startServer();
  tokens.owner = await s.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await s.signIn(SECOND_OWNER_MOBILE);
  for (const [who, mobile] of [["none", "9000000041"], ["read", "9000000042"], ["write", "9000000043"]] as const) {
    const invited = await s.call("POST", `/api/business/${B}/members`, { token: tokens.owner, body: { mobile, permissions: permissions(who) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens[who] = await s.signIn(mobile);
  }
  ctx = {
    config: { publicUrl: undefined, sms: undefined } as unknown as AppContext["config"],
    sms: httpSmsProvider({ baseUrl: () => `${s.url}/api/sandbox/sms`, key: SANDBOX_SMS_KEY, sender: "GALLAA" }),
    selfUrl: () => s.url,
  };
  // Only the parties this file makes owe anything: the demo's dues would be reminded too otherwise.
  await db.q(`UPDATE r_parties SET phone = NULL WHERE business_id = ${B}`);
}, 120_000);
afterAll(() => s?.close());

describe("Remind a party", () => {
  it("sends an SMS with the amount in rupees and a link; paying the link in the sandbox lowers the party's balance", async () => {
    const p = await partyOwing("Reminder Ramesh", 1234);
    expect(await owes(p.id)).toBe(123_400);
    const sent = await call("owner", "POST", `/parties/${p.id}/remind`, { request_key: key() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(`Reminder sent by SMS to ${p.phone}`);
    const [sms] = await outbox(p.phone!);
    expect(sms.text).toContain("Dear Reminder Ramesh, ₹1,234.00 is due");
    const token = /\/pay\/([0-9a-f]{32})$/.exec(sms.text)![1];
    expect(sent.body.data).toMatchObject({ amount: 1234, channel: "sms", to: p.phone, link: `${s.url}/pay/${token}` });
    expect(sent.body.data.whatsapp).toBe(`https://wa.me/91${p.phone}?text=${encodeURIComponent(sms.text)}`);
    // Charged like every SMS: its parts at the SMS price, from the wallet.
    expect(await smsCharged(p.phone!)).toBeGreaterThan(0);

    const page = await s.call("GET", `/api/public/dues/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ shop: "Sharma General Store", party_name: "Reminder Ramesh", amount: 1234 });
    expect(page.body.data.upi).toMatch(new RegExp(`^upi://pay\\?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&am=1234\\.00&tr=DUE${token}&`));
    const paid = await s.call("POST", "/api/sandbox/upi/pay", { body: { qr: page.body.data.upi, payer_address: "ramesh@okaxis" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expect.poll(() => owes(p.id), { timeout: 5000 }).toBe(0);
    const payments = (await call("owner", "GET", `/payments/in?party_id=${p.id}`)).body.data;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 1234, mode: "upi", reference: "UPI RA****", allocations: [{ invoice_id: p.invoice.id, amount: 1234 }] });
    // Paid: the page says nothing is due, with no UPI link; a repeated bank notice books nothing twice.
    expect((await s.call("GET", `/api/public/dues/${token}`)).body.data).toMatchObject({ amount: 0, upi: null });

    const log = await call("owner", "GET", `/reminders?party_id=${p.id}`);
    expect(log.body.total).toBe(1);
    expect(log.body.data[0]).toMatchObject({ party_name: "Reminder Ramesh", amount: 1234, channel: "sms", trigger: "manual", to: p.phone });
    expect(["sent", "delivered"]).toContain(log.body.data[0].status);
  });

  it("is sent once per request key, and a WhatsApp share sends no SMS and charges nothing", async () => {
    const p = await partyOwing("Replay Rekha", 500);
    const k = key();
    const first = await call("owner", "POST", `/parties/${p.id}/remind`, { request_key: k });
    const again = await call("owner", "POST", `/parties/${p.id}/remind`, { request_key: k });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, replayed: true });
    expect(await outbox(p.phone!)).toHaveLength(1);
    const charged = await smsCharged(p.phone!);
    const wa = await call("owner", "POST", `/parties/${p.id}/remind`, { request_key: key(), channel: "whatsapp" });
    expect(wa.status).toBe(200);
    expect(wa.body.data).toMatchObject({ channel: "whatsapp", status: "shared" });
    expect(wa.body.data.whatsapp).toMatch(new RegExp(`^https://wa\\.me/91${p.phone}\\?text=`));
    expect(await outbox(p.phone!)).toHaveLength(1);
    expect(await smsCharged(p.phone!)).toBe(charged);
    expect((await call("owner", "GET", `/reminders?party_id=${p.id}`)).body.total).toBe(2);
  });

  it("refuses bad input naming the field, and changes nothing", async () => {
    const p = await partyOwing("Bad Input Bharat", 300);
    const noMobile = await partyOwing("No Mobile Naresh", 300, { phone: null });
    const paid = await partyOwing("Paid Up Pooja", 300);
    await call("owner", "POST", "/payments/in", { party_id: paid.id, date: istToday(), amount: 300, mode: "cash" });
    const before = Number((await db.q(`SELECT count(*)::int AS n FROM sales_reminders`))[0].n);
    const cases: [string, unknown, number, string][] = [
      [`/parties/${p.id}/remind`, {}, 400, "request_key"],
      [`/parties/${p.id}/remind`, { request_key: "short" }, 400, "request_key"],
      [`/parties/${p.id}/remind`, { request_key: key(), channel: "letter" }, 400, "channel"],
      [`/parties/${noMobile.id}/remind`, { request_key: key() }, 400, "phone"],
      [`/parties/${paid.id}/remind`, { request_key: key() }, 400, "party_id"],
    ];
    for (const [path, body, status, field] of cases) {
      const res = await call("owner", "POST", path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.field).toBe(field);
    }
    expect((await call("owner", "POST", `/parties/${noMobile.id}/remind`, { request_key: key() })).body.message).toBe("No Mobile Naresh has no mobile number: add one to the party to send the SMS");
    expect((await call("owner", "POST", `/parties/${noMobile.id}/remind`, { request_key: key() }, { "accept-language": "hi" })).body.message).toBe(
      "No Mobile Naresh का कोई मोबाइल नंबर नहीं है: SMS भेजने के लिए पार्टी में नंबर जोड़ें",
    );
    expect((await call("owner", "POST", `/parties/999999/remind`, { request_key: key() })).status).toBe(404);
    expect((await call("owner", "POST", "/reminders/send", { request_key: key(), party_ids: [] })).body.field).toBe("party_ids");
    expect((await call("owner", "PUT", "/reminders/settings", { every_days: 0 })).body).toMatchObject({ field: "every_days" });
    expect((await call("owner", "PUT", "/reminders/settings", { credit_days: 400 })).body).toMatchObject({ field: "credit_days" });
    expect((await s.call("GET", "/api/public/dues/not-a-token")).status).toBe(404);
    expect(Number((await db.q(`SELECT count(*)::int AS n FROM sales_reminders`))[0].n)).toBe(before);
    expect((await call("owner", "GET", "/reminders/settings")).body.data).toEqual({ auto: false, credit_days: 0, every_days: 7 });
  });
});

describe("Remind all who owe", () => {
  it("previews who, how much, the total, the cost and who is skipped, then sends one charged SMS each, once per key", async () => {
    await db.q(`UPDATE r_parties SET phone = NULL WHERE business_id = ${B}`);
    const a = await partyOwing("Bulk Anil", 700);
    const b = await partyOwing("Bulk Bina", 1200);
    const c = await partyOwing("Bulk Chetan", 90, { phone: null });
    const preview = await call("owner", "GET", "/reminders/preview");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { rows, skipped, total, cost } = preview.body.data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Bulk Bina", "Bulk Anil"]);
    expect(total).toBe(1900);
    // The ₹ makes it a Unicode SMS (70 characters a part): what the preview says is what is charged.
    expect(cost).toBeGreaterThan(0);
    expect(skipped.map((r: { name: string }) => r.name)).toContain("Bulk Chetan");
    const k = key();
    const ids = rows.map((r: { party_id: number }) => r.party_id);
    const sent = await call("owner", "POST", "/reminders/send", { request_key: k, party_ids: [...ids, c.id] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: 2, skipped: 1 });
    expect(sent.body.message).toBe("2 reminders sent, 1 skipped");
    expect(sent.body.data.results.find((r: { party_id: number }) => r.party_id === c.id).message).toBe("Bulk Chetan has no mobile number: add one to the party to send the SMS");
    expect((await outbox(a.phone!))[0].text).toContain("Dear Bulk Anil, ₹700.00 is due");
    expect((await outbox(b.phone!))[0].text).toContain("Dear Bulk Bina, ₹1,200.00 is due");
    expect((await smsCharged(a.phone!)) + (await smsCharged(b.phone!))).toBe(Math.round(cost * 100));
    // The same request again (a double tap, a retry): nothing more is sent or charged.
    await call("owner", "POST", "/reminders/send", { request_key: k, party_ids: ids });
    expect(await outbox(a.phone!)).toHaveLength(1);
    expect((await smsCharged(a.phone!)) + (await smsCharged(b.phone!))).toBe(Math.round(cost * 100));
    const log = (await call("owner", "GET", "/reminders")).body.data;
    expect(log.filter((r: { trigger: string }) => r.trigger === "bulk").map((r: { party_name: string }) => r.party_name).sort()).toEqual(["Bulk Anil", "Bulk Bina"]);
  });
});

describe("Automatic reminders", () => {
  it("are off by default; when on, each party is reminded once per interval after its due date, even by two sweeps at once, until paid; a party can be switched off", async () => {
    await db.q(`UPDATE r_parties SET phone = NULL WHERE business_id = ${B}`);
    const late = await partyOwing("Auto Arjun", 400, { date: daysAgo(12) });
    const notYet = await partyOwing("Auto Bela", 400, { date: daysAgo(2) });
    const off = await partyOwing("Auto Chanda", 400, { date: daysAgo(12) });
    expect(await sweepReminders(ctx, s.database.db)).toBe(0);
    expect(await outbox(late.phone!)).toHaveLength(0);

    const saved = await call("owner", "PUT", "/reminders/settings", { auto: true, credit_days: 5, every_days: 7 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ auto: true, credit_days: 5, every_days: 7 });
    const switched = await call("owner", "PUT", `/parties/${off.id}/reminders`, { auto: false });
    expect(switched.body).toMatchObject({ message: "Automatic reminders are off for this party", data: { auto: false } });
    expect((await call("owner", "GET", `/parties/${off.id}/reminders`)).body.data.auto).toBe(false);

    // Two processes sweeping at once (PostgreSQL: a second pool, as a second server process has).
    const second: Database | undefined = s.databaseUrl ? await openDatabase({ url: s.databaseUrl, dataDir: "" }) : undefined;
    try {
      const [one, two] = await Promise.all([sweepReminders(ctx, s.database.db), sweepReminders(ctx, (second ?? s.database).db)]);
      expect(one + two).toBe(1);
    } finally {
      await second?.close();
    }
    const texts = await outbox(late.phone!);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain("Dear Auto Arjun, ₹400.00 is due");
    expect(await outbox(notYet.phone!)).toHaveLength(0);
    expect(await outbox(off.phone!)).toHaveLength(0);
    // The same interval again: nothing. The next interval (7 days on): once more. Paid: never again.
    // Arjun fell due 7 days ago (12 days + 5 of credit): 3 days on is the same interval; Bela falls due then.
    expect(await sweepReminders(ctx, s.database.db, daysAhead(3))).toBe(1);
    expect(await outbox(late.phone!)).toHaveLength(1);
    expect(await outbox(notYet.phone!)).toHaveLength(1);
    expect(await sweepReminders(ctx, s.database.db, daysAhead(7))).toBe(1);
    expect(await outbox(late.phone!)).toHaveLength(2);
    await call("owner", "POST", "/payments/in", { party_id: late.id, date: istToday(), amount: 400, mode: "cash" });
    expect(await sweepReminders(ctx, s.database.db, daysAhead(30))).toBe(1); // Bela only
    expect(await outbox(late.phone!)).toHaveLength(2);
    const log = (await call("owner", "GET", `/reminders?party_id=${late.id}`)).body.data;
    expect(log.map((r: { trigger: string }) => r.trigger)).toEqual(["auto", "auto"]);
    // Back on: the switched-off party is reminded at the next sweep.
    await call("owner", "PUT", `/parties/${off.id}/reminders`, { auto: true });
    expect(await sweepReminders(ctx, s.database.db)).toBe(1);
    expect(await outbox(off.phone!)).toHaveLength(1);
    await call("owner", "PUT", "/reminders/settings", { auto: false });
  });
});

describe("Who may remind", () => {
  it("owner and STAFF with Sales write send; STAFF with read see the log only; no access, another business: refused", async () => {
    const p = await partyOwing("Access Asha", 250);
    expect((await call("write", "POST", `/parties/${p.id}/remind`, { request_key: key() })).status).toBe(200);
    expect((await call("write", "GET", "/reminders/preview")).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", `/parties/${p.id}/remind`, { request_key: key() }],
      ["GET", "/reminders/preview", undefined],
      ["POST", "/reminders/send", { request_key: key(), party_ids: [p.id] }],
      ["PUT", "/reminders/settings", { auto: true }],
      ["PUT", `/parties/${p.id}/reminders`, { auto: false }],
    ] as const) {
      expect((await call("read", method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call("other", method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call("read", "GET", `/reminders?party_id=${p.id}`)).body.total).toBe(1);
    expect((await call("read", "GET", "/reminders/settings")).status).toBe(200);
    expect((await call("none", "GET", "/reminders")).status).toBe(403);
    expect((await call("other", "GET", "/reminders")).status).toBe(404);
    expect((await call("owner", "GET", "/reminders/settings")).body.data.auto).toBe(false);
  });
});
