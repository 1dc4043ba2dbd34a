import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { bookLinkPayment } from "../../modules/sales/server/link-payments";
import type { Db } from "../../server/db/client";

/**
 * An invoice's own payment link (tr=INV<id>) paid by UPI settles THAT invoice, not the party's oldest:
 * the bank's notice books the party's payment in, allocated to the invoice up to its balance (any more
 * stays with the party), once however many times the notice comes.
 */
let s: TestServer;
const db = rawSql(() => s);
const B = 1; // Sharma General Store, UPI sharmastore@okhdfcbank
let owner: string;
const call = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token: owner, body });
const istToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
let mobiles = 9_700_000_500;

async function creditInvoice(partyId: number, rupees: number) {
  const inv = await call("POST", "/invoices", { payment_type: "credit", party_id: partyId, date: istToday(), lines: [{ name: "Atta 10 kg", hsn: "1101", qty: 1, rate: rupees, gst_rate: 0, treatment: "nil" }] });
  expect(inv.status, JSON.stringify(inv.body)).toBe(200);
  return inv.body.data as { id: number; number: string };
}
async function party(name: string) {
  const made = await s.call("POST", `/api/b/${B}/parties`, { token: owner, body: { name, party_type: "Customer", phone: String(mobiles++) } });
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  return (made.body.data ?? made.body).id as number;
}
const balanceOf = async (invoiceId: number) => (await call("GET", `/invoices/${invoiceId}`)).body.data.balance as number;
const owes = async (partyId: number) => Number((await db.q(`SELECT to_receive FROM r_parties WHERE id = ${partyId}`))[0].to_receive);
const payLink = async (invoiceId: number) => {
  const link = await call("POST", `/invoices/${invoiceId}/payment-link`, {});
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const paid = await s.call("POST", "/api/sandbox/upi/pay", { body: { qr: link.body.data.link, payer_address: "kavita@okaxis" } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return link.body.data.link as string;
};

beforeAll(async () => {
  s = await startServer();
  owner = await s.signIn(DEMO_OWNER_MOBILE);
}, 120_000);
afterAll(() => s?.close());

describe("An invoice's payment link paid by UPI", () => {
  it("settles that invoice, not the party's older one, and lowers the party's balance", async () => {
    const p = await party("Link Kavita");
    const older = await creditInvoice(p, 300);
    const newer = await creditInvoice(p, 700);
    expect(await owes(p)).toBe(100_000);
    const link = await payLink(newer.id);
    expect(link).toContain(`tr=INV${newer.id}&`);
    await expect.poll(() => balanceOf(newer.id), { timeout: 5000 }).toBe(0);
    expect(await balanceOf(older.id)).toBe(300);
    expect(await owes(p)).toBe(30_000);
    const payments = (await call("GET", `/payments/in?party_id=${p}`)).body.data;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 700, mode: "upi", reference: "UPI KA****", allocations: [{ invoice_id: newer.id, amount: 700 }] });
    expect(payments[0].notes).toContain(`invoice ${newer.number}`);
  });

  it("keeps what is paid beyond the invoice's balance with the party, and books a repeated notice once", async () => {
    const p = await party("Link Lalit");
    const inv = await creditInvoice(p, 500);
    const link = await call("POST", `/invoices/${inv.id}/payment-link`, {});
    // Part is paid in cash after the link went out: the customer still pays the link's ₹500.
    await call("POST", "/payments/in", { party_id: p, date: istToday(), amount: 200, mode: "cash" });
    const paid = await s.call("POST", "/api/sandbox/upi/pay", { body: { qr: link.body.data.link, payer_address: "lalit@okaxis" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expect.poll(() => balanceOf(inv.id), { timeout: 5000 }).toBe(0);
    const upi = (await call("GET", `/payments/in?party_id=${p}`)).body.data.filter((x: { mode: string }) => x.mode === "upi");
    expect(upi).toHaveLength(1);
    expect(upi[0]).toMatchObject({ amount: 500, allocations: [{ invoice_id: inv.id, amount: 300 }] });
    // ₹200 more than owed: the party is in credit (to pay back or to set against the next bill).
    expect(await owes(p)).toBe(0);
    expect(Number((await db.q(`SELECT to_pay FROM r_parties WHERE id = ${p}`))[0].to_pay)).toBe(20_000);

    // The bank repeats its notice of the same transaction: nothing is booked twice.
    const [tran] = await db.q(`SELECT merchant_tran_id FROM sales_link_payments WHERE reference = 'INV${inv.id}'`);
    const notice = { businessId: B, merchantTranId: String(tran.merchant_tran_id), amountPaise: 50_000, reference: `INV${inv.id}`, payer: "LA*** " };
    await s.database.db.transaction((tx) => bookLinkPayment(tx as unknown as Db, notice));
    expect((await call("GET", `/payments/in?party_id=${p}`)).body.data.filter((x: { mode: string }) => x.mode === "upi")).toHaveLength(1);
    expect(Number((await db.q(`SELECT to_pay FROM r_parties WHERE id = ${p}`))[0].to_pay)).toBe(20_000);
  });

  it("leaves a payment for a cancelled invoice as a received QR payment, booked to nobody", async () => {
    const p = await party("Link Mohan");
    const inv = await creditInvoice(p, 250);
    const link = await call("POST", `/invoices/${inv.id}/payment-link`, {});
    const cancelled = await call("POST", `/invoices/${inv.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const paid = await s.call("POST", "/api/sandbox/upi/pay", { body: { qr: link.body.data.link, payer_address: "mohan@okaxis" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expect.poll(async () => (await db.q(`SELECT count(*)::int AS n FROM qr_payments WHERE business_id = ${B} AND payer_vpa = 'mohan@okaxis'`))[0].n, { timeout: 5000 }).toBe(1);
    expect((await call("GET", `/payments/in?party_id=${p}`)).body.data).toHaveLength(0);
    expect((await db.q(`SELECT count(*)::int AS n FROM sales_link_payments WHERE reference = 'INV${inv.id}'`))[0].n).toBe(0);
  });
});
