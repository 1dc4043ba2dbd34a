import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { and, eq } from "drizzle-orm";
import { installErrorHandler } from "../../server/http/errors";
import { installDraining } from "../../server/http/draining";
import { subscriptions } from "../../server/db/schema";
import { startServer, type TestServer } from "./harness";
import { settleTopup } from "../../server/wallet/topups";
import { walletTopups } from "../../server/wallet/schema";
import { GatewayUnavailable, type GatewayProvider, type TransactionAnswer } from "../../server/gateway/provider";
import { phrase, said, type Phrase } from "../../server/http/language";

/**
 * Issue 14: what only the server says (locales/<language>/replies.json) in the reader's language —
 * Hindi with `accept-language: hi`, the English the spec words without it, word for word.
 */
let server: TestServer;
let owner: string;
let shop: number;
const previousInterval = process.env.WALLET_RECONCILE_MS;
const hindi = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

beforeAll(async () => {
  process.env.WALLET_RECONCILE_MS = String(3600_000);
  server = await startServer();
  owner = await server.signIn("7300000001");
  const made = await server.call("POST", "/api/business/addBusiness", { token: owner, body: { business_name: "Bhasha Kirana", business_master_id: 12, pincode: "411001" } });
  shop = made.body.data.id;
}, 180_000);
afterAll(async () => {
  if (previousInterval === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = previousInterval;
  await server?.close();
});

const plans = async (headers?: Record<string, string>) =>
  (await server.call("GET", `/api/business/getBusiness?business_id=${shop}&type=subscription`, { token: owner, headers })).body.data.business_subscription;
const gateway = (op: string, body: object, headers?: Record<string, string>) => server.call("POST", `/api/gateway/${op}`, { token: owner, body: { business_id: shop, ...body }, headers });
const postWallet = (fields: Record<string, string | number>, headers?: Record<string, string>) =>
  server.call("POST", "/api/business/updateWalletAmount", {
    token: owner,
    body: new URLSearchParams(Object.entries({ business_id: shop, payment_response: "{}", ...fields }).map(([k, v]) => [k, String(v)])).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
const paidTopup = async (amount: string) => {
  const txn = (await gateway("collectpay", { payer_address: "paying.customer@okicici", amount })).body.merchantTranId as string;
  expect((await server.call("POST", `/api/sandbox/upi/requests/${txn}/approve`)).status).toBe(200);
  return txn;
};
const upgrade = (module: string, key: string, headers?: Record<string, string>) =>
  server.call("POST", `/api/business/${shop}/subscription/upgrade`, { token: owner, body: { module, plan: "monthly", request_key: key }, headers });

describe("subscriptions, wallet top-ups and upgrades", () => {
  it("a free plan's badge text and button, with the module's Hindi name", async () => {
    expect((await plans()).sales_and_purchase).toMatchObject({ text: "Free plan", upgradable_text: "Upgrade Sales & Purchase" });
    expect((await plans(hindi)).sales_and_purchase).toMatchObject({ text: "मुफ़्त प्लान", upgradable_text: "बिक्री और ख़रीद अपग्रेड करें" });
  });

  it("not enough balance for an upgrade", async () => {
    const hi = await upgrade("communication", "bhasha-poor-1", hindi);
    expect(hi).toMatchObject({ status: 402, body: { message: "आपके वॉलेट में पर्याप्त बैलेंस नहीं है। कृपया पहले वॉलेट में पैसे डालें।" } });
    const en = await upgrade("communication", "bhasha-poor-2");
    expect(en.body.message).toBe("Not enough balance in your wallet. Please add money to your wallet first.");
  });

  it("a top-up: not confirmed yet, credited (the amount in the reader's locale), already credited", async () => {
    const unpaid = (await gateway("qrcode", { amount: "1000" })).body.merchantTranId;
    const early = await postWallet({ amount: "1000", transaction_id: unpaid, status: "success" }, hindi);
    expect(early).toMatchObject({ status: 409, body: { message: "बैंक ने अभी तक इस भुगतान की पुष्टि नहीं की है। कृपया थोड़ी देर रुकें।" } });
    expect((await postWallet({ amount: "1000", transaction_id: unpaid, status: "success" })).body.message).toBe("The bank has not confirmed this payment yet. Please wait a moment.");

    // The sandbox's webhook may credit first: the post then says "already", in the reader's language.
    const txn = await paidTopup("1500");
    expect([
      "आपके वॉलेट में ₹1,500.00 जोड़ दिए गए",
      "यह भुगतान पहले से आपके वॉलेट में है",
    ]).toContain((await postWallet({ amount: "1500", transaction_id: txn, status: "success" }, hindi)).body.message);
    expect((await postWallet({ amount: "1500", transaction_id: txn, status: "success" }, hindi)).body.message).toBe("यह भुगतान पहले से आपके वॉलेट में है");
    expect((await postWallet({ amount: "1500", transaction_id: txn, status: "success" })).body.message).toBe("This payment is already in your wallet");
  });

  it("what settling a top-up says, bank's answer by bank's answer (the provider stubbed: no webhook races it)", async () => {
    const order = async (amount: string) => {
      const id = (await gateway("qrcode", { amount })).body.merchantTranId as string;
      return (await server.database.db.select().from(walletTopups).where(eq(walletTopups.merchantTranId, id)))[0];
    };
    const answering = (answer: Partial<TransactionAnswer> | Error): GatewayProvider =>
      ({
        getTransaction: async () => {
          if (answer instanceof Error) throw answer;
          return { success: true, status: "SUCCESS", ...answer } as TransactionAnswer;
        },
      }) as unknown as GatewayProvider;
    const both = (p: Phrase) => [said(p, "en"), said(p, "hi")];
    const credited = await settleTopup(server.database.db, answering({ amount: "123456.78" }), await order("123456.78"));
    expect(both(credited.message)).toEqual(["₹1,23,456.78 added to your wallet", "आपके वॉलेट में ₹1,23,456.78 जोड़ दिए गए"]);
    const declined = await settleTopup(server.database.db, answering({ success: false, status: "FAILURE", message: "Payer declined" }), await order("5"));
    expect(both(declined.message)).toEqual(["Payer declined. Nothing was added to your wallet.", "Payer declined। आपके वॉलेट में कुछ नहीं जोड़ा गया।"]);
    const failed = await settleTopup(server.database.db, answering({ success: false, status: "FAILURE" }), await order("5"));
    expect(both(failed.message)).toEqual([
      "The bank reports that this payment failed. Nothing was added to your wallet.",
      "बैंक के अनुसार यह भुगतान विफल रहा। आपके वॉलेट में कुछ नहीं जोड़ा गया।",
    ]);
    const short = await settleTopup(server.database.db, answering({ amount: "4" }), await order("5"));
    expect(both(short.message)[0]).toBe("The bank's amount for this payment does not match the top-up. Nothing was added; please contact support.");
    expect(both(short.message)[1]).toBe("इस भुगतान की बैंक वाली रकम टॉप-अप से मेल नहीं खाती। कुछ नहीं जोड़ा गया; कृपया सपोर्ट से संपर्क करें।");
    const away = await settleTopup(server.database.db, answering(new GatewayUnavailable("down")), await order("5"));
    expect(both(away.message)[0]).toBe(
      "We could not reach the bank to confirm this payment. If money was taken, your wallet is updated automatically once the bank confirms it.",
    );
    expect(both(away.message)[1]).toMatch(/^इस भुगतान की पुष्टि के लिए बैंक से संपर्क नहीं हो सका।/);
  });

  it("a claim the server has no record of, or for another amount", async () => {
    const none = await postWallet({ amount: "10", transaction_id: "NOSUCHpayment123", status: "success" }, hindi);
    expect(none.body).toMatchObject({ field: "transaction_id", message: "इस व्यवसाय के लिए इस भुगतान का हमारे पास कोई रिकॉर्ड नहीं है। आपके वॉलेट में कुछ नहीं जोड़ा गया।" });
    expect((await postWallet({ amount: "10", transaction_id: "NOSUCHpayment123", status: "success" })).body.message).toBe(
      "We have no record of this payment for this business. Nothing was added to your wallet.",
    );
    const unpaid = (await gateway("qrcode", { amount: "10" })).body.merchantTranId;
    expect((await postWallet({ amount: "11", transaction_id: unpaid, status: "success" }, hindi)).body.message).toBe("रकम इस भुगतान से मेल नहीं खाती। आपके वॉलेट में कुछ नहीं जोड़ा गया।");
    expect((await postWallet({ amount: "10", transaction_id: unpaid, status: "fail" }, hindi)).body.message).toBe("विफल भुगतान दर्ज कर लिया गया। आपके वॉलेट में कुछ नहीं जोड़ा गया।");
  });

  it("the upgrade's message and the paid plan's badge text, dates in the reader's locale", async () => {
    const hi = await upgrade("communication", "bhasha-upgrade-1", hindi);
    expect(hi.status).toBe(200);
    expect(hi.body.message).toBe("संचार अपग्रेड हो गया");
    expect(hi.body.data.subscription.text).toMatch(/^मासिक प्लान, \d{1,2} \S+ \d{4} तक मान्य$/);
    expect((await upgrade("communication", "bhasha-upgrade-1")).body.message).toBe("This upgrade was already done");
    expect((await plans()).communication.text).toMatch(/^Monthly plan, valid till \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const en = await upgrade("staff_management", "bhasha-upgrade-2");
    expect(en.body.message).toBe("Staff Management upgraded");
  });
});

describe("the gateway's words", () => {
  it("an order id used twice, a bad one, and a payment of no business of ours", async () => {
    const body = { amount: "10", order_id: "BHASHAorder12345" };
    expect((await gateway("qrcode", body)).status).toBe(200);
    expect((await gateway("qrcode", body, hindi)).body).toMatchObject({ field: "order_id", message: "यह ऑर्डर आईडी पहले ही इस्तेमाल हो चुकी है। कृपया फिर से कोशिश करें।" });
    expect((await gateway("qrcode", body)).body.message).toBe("This order id was used already. Please try again.");
    expect((await gateway("qrcode", { amount: "10", order_id: "short" }, hindi)).body.message).toBe("order_id में 16 अक्षर और अंक होने चाहिए");
    expect((await gateway("qrcode", { amount: "10", order_id: "short" })).body.message).toBe("order_id must be 16 letters and digits");
    const missing = await gateway("getTransaction", { txn_id: "NOSUCHpayment123" }, hindi);
    expect(missing).toMatchObject({ status: 404, body: { message: "इस व्यवसाय का ऐसा कोई भुगतान नहीं है" } });
    expect((await gateway("getTransaction", { txn_id: "NOSUCHpayment123" })).body.message).toBe("No such payment for this business");
  });
});

describe("team access", () => {
  it("an invite, a second invite, a stranger and a removal", async () => {
    const body = { mobile: "9300000077", permissions: {} };
    const invited = await server.call("POST", `/api/business/${shop}/members`, { token: owner, body, headers: hindi });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toMatch(/^9300000077 अब Bhasha Kirana में साइन इन कर सकते हैं( \(SMS नहीं भेजा गया(: .+)?\))?$/);
    const again = await server.call("POST", `/api/business/${shop}/members`, { token: owner, body, headers: hindi });
    expect(again).toMatchObject({ status: 409, body: { field: "mobile", message: "9300000077 पहले से इस व्यवसाय का सदस्य है" } });
    expect((await server.call("POST", `/api/business/${shop}/members`, { token: owner, body })).body.message).toBe("9300000077 is already a member of this business");
    expect((await server.call("DELETE", `/api/business/${shop}/members/2147483000`, { token: owner, headers: hindi })).body.message).toBe("ऐसा कोई स्टाफ़ सदस्य नहीं है");
    expect((await server.call("DELETE", `/api/business/${shop}/members/2147483000`, { token: owner })).body.message).toBe("No such staff member");
    const userId = invited.body.data.user_id;
    expect((await server.call("DELETE", `/api/business/${shop}/members/${userId}`, { token: owner, headers: hindi })).body.message).toBe("पहुँच हटा दी गई");
  });

  it("an invite in English says the same words as before", async () => {
    const invited = await server.call("POST", `/api/business/${shop}/members`, { token: owner, body: { mobile: "9300000078", permissions: {} } });
    expect(invited.body.message).toMatch(/^9300000078 can now sign in to Bhasha Kirana( \(no SMS sent(: .+)?\))?$/);
    const userId = invited.body.data.user_id;
    expect((await server.call("DELETE", `/api/business/${shop}/members/${userId}`, { token: owner })).body.message).toBe("Access removed");
  });
});

describe("sales and purchase", () => {
  const sales = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => server.call(method, `/api/sales/${shop}${path}`, { token: owner, body, headers });
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const line = (extra: object = {}) => ({ name: "Basmati rice 5 kg", hsn: "2106", qty: 1, rate: 450, gst_rate: 5, ...extra });
  const sale = (extra: object = {}) => ({ payment_type: "cash", date: today, lines: [line()], ...extra });
  const settings = { invoice_prefix: "BK/", next_number: 1, default_gst_rate: 5, state_code: "27", terms: "", print_format: "A4" };

  it("an invoice before the business's GST state is set, then the settings saved", async () => {
    const early = await sales("POST", "/invoices", sale(), hindi);
    expect(early.body).toMatchObject({ field: "state_code", message: "पहले बिक्री सेटिंग्स में अपने व्यवसाय का GST राज्य चुनें: टैक्स (CGST + SGST या IGST) उसी पर निर्भर है" });
    expect((await sales("POST", "/invoices", sale())).body.message).toBe(
      "Set your business's GST state in Sales settings first: the tax (CGST + SGST or IGST) depends on it",
    );
    expect((await sales("PUT", "/settings", { ...settings, state_code: "99" }, hindi)).body.message).toBe("राज्य GST राज्य कोड होना चाहिए, जैसे 27");
    expect((await sales("PUT", "/settings", settings, hindi)).body.message).toBe("सेटिंग्स सेव हो गईं");
    expect((await sales("PUT", "/settings", settings)).body.message).toBe("Settings saved");
  });

  it("a wrong line says which line, in the reader's language", async () => {
    const qty = await sales("POST", "/invoices", sale({ lines: [line(), line({ qty: 0 })] }), hindi);
    expect(qty.body).toMatchObject({ field: "lines.1.qty", message: "पंक्ति 2 की मात्रा शून्य से ज़्यादा होनी चाहिए" });
    expect((await sales("POST", "/invoices", sale({ lines: [line(), line({ qty: 0 })] }))).body.message).toBe("Quantity on line 2 must be more than zero");
    const credit = await sales("POST", "/invoices", sale({ payment_type: "credit" }), hindi);
    expect(credit.body.message).toBe("उधार बिक्री के लिए पार्टी चाहिए: चुनें कि पैसे किसे देने हैं");
    expect((await sales("POST", "/bills", sale({ payment_type: "credit" }))).body.message).toBe("A credit purchase needs a supplier");
    expect((await sales("POST", "/bills", sale({ date: "2999-01-01" }), hindi)).body.message).toBe(
      "तारीख़ आज के बाद की नहीं हो सकती: बिल पर उसी दिन की तारीख़ होती है जिस दिन वह जारी होता है",
    );
    expect((await sales("POST", "/bills", sale({ date: "2999-01-01" }))).body.message).toBe("Date cannot be after today: a bill is dated the day it is issued");
  });

  it("saved, cancelled, and a cancelled invoice refuses a change and a payment link", async () => {
    const saved = await sales("POST", "/invoices", sale(), hindi);
    expect(saved.body.message).toBe("इनवॉइस सेव हो गया");
    const { id, number } = saved.body.data;
    expect((await sales("POST", `/invoices/${id}/cancel`, undefined, hindi)).body.message).toBe(`इनवॉइस ${number} रद्द हो गया`);
    expect((await sales("PUT", `/invoices/${id}`, sale(), hindi)).body.message).toBe(`${number} रद्द है: इसे बदला नहीं जा सकता`);
    expect((await sales("PUT", `/invoices/${id}`, sale())).body.message).toBe(`${number} is cancelled: it cannot be changed`);
    expect((await sales("POST", `/invoices/${id}/cancel`, undefined, hindi)).body.message).toBe(`${number} रद्द है: इसे दोबारा रद्द नहीं किया जा सकता`);
    const link = await sales("POST", `/invoices/${id}/payment-link`, {}, hindi);
    expect(link).toMatchObject({ status: 409, body: { message: `इनवॉइस ${number} रद्द है: वसूलने को कुछ नहीं है` } });
    expect((await sales("GET", "/invoices/999999", undefined, hindi)).body.message).toBe("इनवॉइस नहीं मिला");
    expect((await sales("GET", "/bills/999999")).body.message).toBe("Bill not found");
  });

  it("a payment settled against an invoice: the amount in Indian grouping, in both languages", async () => {
    const made = await server.call("POST", `/api/b/${shop}/parties`, { token: owner, body: { name: "Lakshmi Traders", party_type: "Customer" } });
    const party = made.body.data ?? made.body;
    expect(party.id, JSON.stringify(made.body)).toBeTypeOf("number");
    const big = sale({ payment_type: "credit", party_id: party.id, lines: [line({ qty: 10, rate: 1000 })] });
    const made2 = await sales("POST", "/invoices", big);
    expect(made2.status, JSON.stringify(made2.body)).toBe(200);
    const inv = made2.body.data;
    expect((await sales("POST", "/payments/in", { party_id: party.id, date: today, amount: 2500, mode: "cash" }, hindi)).body.message).toBe("भुगतान मिल गया");
    const refused = await sales("POST", `/invoices/${inv.id}/cancel`, undefined, hindi);
    expect(refused).toMatchObject({ status: 409, body: { message: `${inv.number} के सामने ₹2,500.00 के भुगतान जमा हैं: इसे रद्द करने से पहले वे भुगतान हटाएँ` } });
    expect((await sales("POST", `/invoices/${inv.id}/cancel`)).body.message).toBe(`Payments of ₹2,500.00 are settled against ${inv.number}: delete those payments before cancelling it`);
    const pay = (extra: object, headers?: Record<string, string>) => sales("POST", "/payments/in", { party_id: party.id, date: today, amount: 100, mode: "cash", ...extra }, headers);
    expect((await pay({ mode: "cheque" }, hindi)).body).toMatchObject({ field: "reference", message: "चेक नंबर भरना ज़रूरी है" });
    expect((await pay({ mode: "bank" })).body.message).toBe("Bank reference (UTR) is required");
    const due = await pay({ amount: 9000, allocations: [{ invoice_id: inv.id, amount: 9000 }] }, hindi);
    // ₹10,500 billed, ₹2,500 paid: ₹8,000 due.
    expect(due.body).toMatchObject({ field: "allocations.0.amount", message: `जमा 1: ${inv.number} पर बकाया ₹8,000.00 से ज़्यादा है` });
    expect((await pay({ amount: 9000, allocations: [{ invoice_id: inv.id, amount: 9000 }] })).body.message).toBe(`Allocation 1: more than the ₹8,000.00 due on ${inv.number}`);
    expect((await pay({ allocations: [{ invoice_id: 2147480000, amount: 1 }] }, hindi)).body.message).toBe("जमा 1: यह इनवॉइस Lakshmi Traders का बकाया इनवॉइस नहीं है");
    expect((await pay({ allocations: [{ invoice_id: 2147480000, amount: 1 }] })).body.message).toBe("Allocation 1: that invoice is not an open invoice of Lakshmi Traders");
    expect((await sales("DELETE", "/payments/in/2147480000", undefined, hindi)).body.message).toBe("भुगतान नहीं मिला");
    expect((await server.call("GET", "/api/public/invoices/AAAAAAAAAAAAAAAAAAAAAAAA", { headers: hindi })).body.message).toBe("ऐसा कोई इनवॉइस नहीं है");
  });

  it("a bilingual invoice (invoice language Hindi) says its amount in words in English and in Hindi", async () => {
    const english = (await sales("POST", "/invoices", sale())).body.data;
    expect((await sales("GET", `/invoices/${english.id}`)).body.data.amount_in_words).toBe("Rupees Four Hundred Seventy-Three Only");
    expect((await sales("PUT", "/settings", { ...settings, next_number: 100, invoice_language: "hi" })).status).toBe(200);
    const both = (await sales("GET", `/invoices/${english.id}`)).body.data;
    expect(both.amount_in_words).toBe("Rupees Four Hundred Seventy-Three Only / रुपये चार सौ तिहत्तर मात्र");
    await sales("PUT", "/settings", { ...settings, next_number: 200, invoice_language: "en" });
  });

  it("a locked month: the refusal, the lock's answer and the month's name in the reader's language", async () => {
    const lastMonth = new Date(Date.now() + 5.5 * 3600_000 - 40 * 86400_000).toISOString().slice(0, 7);
    const locked = await sales("PUT", `/locks/${lastMonth}`, { locked: true }, hindi);
    expect(locked.body.message).toBe("महीना लॉक हो गया");
    const hindiMonth = new Intl.DateTimeFormat("hi-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${lastMonth}-01T00:00:00Z`));
    const englishMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${lastMonth}-01T00:00:00Z`));
    expect(locked.body.data.locked[0].label).toBe(hindiMonth);
    expect((await sales("GET", "/locks")).body.data.locked[0].label).toBe(englishMonth);
    const again = await sales("PUT", `/locks/${lastMonth}`, { locked: true }, hindi);
    expect(again).toMatchObject({ status: 409, body: { message: `${hindiMonth} पहले से लॉक है` } });
    expect((await sales("PUT", `/locks/${lastMonth}`, { locked: true })).body.message).toBe(`${englishMonth} is already locked`);
    const write = await sales("POST", "/invoices", sale({ date: `${lastMonth}-15` }), hindi);
    expect(write.body.message).toBe(
      `${hindiMonth} लॉक है क्योंकि उसका GST रिटर्न भरा जा चुका है: ${hindiMonth} की तारीख़ वाला कुछ भी जोड़ा, बदला या हटाया नहीं जा सकता। मालिक इसे बिक्री सेटिंग्स में अनलॉक कर सकते हैं।`,
    );
    expect((await sales("POST", "/invoices", sale({ date: `${lastMonth}-15` }))).body.message).toBe(
      `${englishMonth} is locked because its GST return was filed: nothing dated in ${englishMonth} can be added, changed or deleted. The owner can unlock it in Sales settings.`,
    );
    expect((await sales("PUT", `/locks/${lastMonth}`, { locked: false })).body.message).toBe("Month unlocked");
  });
});

describe("the engine's refusals, with the resources' Hindi names", () => {
  const b = (path: string) => `/api/b/${shop}/${path}`;
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const booking = (service_id: number) => ({ customer_name: "Asha", phone: "9812345678", date: today, start_time: "10:00", end_time: "10:30", service_id });

  it("a unique value taken, a relation to nothing, a row still in use, a method the path does not take", async () => {
    const made = await server.call("POST", b("services"), { token: owner, body: { name: "Haircut", price: 150 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const twice = await server.call("POST", b("services"), { token: owner, body: { name: "Haircut", price: 150 }, headers: hindi });
    expect(twice.body).toMatchObject({ field: "name", message: "नाम Haircut पहले से मौजूद है" });
    expect((await server.call("POST", b("services"), { token: owner, body: { name: "Haircut", price: 150 } })).body.message).toBe("Name Haircut already exists");

    const nowhere = await server.call("POST", b("appointments"), { token: owner, body: booking(2147480000), headers: hindi });
    expect(nowhere.body).toMatchObject({ field: "service_id", message: "सेवा आपकी सेवाएँ में से चुनें" });
    expect((await server.call("POST", b("appointments"), { token: owner, body: booking(2147480000) })).body.message).toBe("Service must be chosen from your services");

    expect((await server.call("POST", b("appointments"), { token: owner, body: booking(made.body.id) })).status).toBe(201);
    const inUse = await server.call("DELETE", b(`services/${made.body.id}`), { token: owner, headers: hindi });
    expect(inUse).toMatchObject({ status: 409, body: { message: "अपॉइंटमेंट में इस सेवा का इस्तेमाल हो रहा है; पहले उसे वहाँ से हटाएँ" } });
    expect((await server.call("DELETE", b(`services/${made.body.id}`), { token: owner })).body.message).toBe("This Service is used in Appointments; remove it there first");

    const method = await server.call("DELETE", b("services"), { token: owner, headers: hindi });
    expect(method).toMatchObject({ status: 405, body: { message: "यहाँ DELETE की अनुमति नहीं है; GET या POST इस्तेमाल करें" } });
    expect((await server.call("DELETE", b("services"), { token: owner })).body.message).toBe("DELETE is not allowed here; use GET or POST");
    expect((await server.call("POST", b(`services/${made.body.id}`), { token: owner })).body.message).toBe("POST is not allowed here; use GET, PUT, PATCH or DELETE");
    expect((await server.call("GET", b("services/2147480000"), { token: owner, headers: hindi })).body).toMatchObject({ message: "सेवा मौजूद नहीं है" });
    expect((await server.call("GET", b("services/2147480000"), { token: owner })).body.message).toBe("Service not found");
    expect((await server.call("PATCH", b("services/2147480000"), { token: owner, body: { price: 1 }, headers: hindi })).body.message).toBe("सेवा मौजूद नहीं है");
  });
});

describe("access refusals, the module by its Hindi name", () => {
  it("no access, view only, owner only, and an expired plan", async () => {
    const invited = await server.call("POST", `/api/business/${shop}/members`, { token: owner, body: { mobile: "9300000079", permissions: { manage_appointment: "read" } } });
    expect(invited.status).toBe(201);
    const staff = await server.signIn("9300000079");
    const as = (method: string, path: string, headers?: Record<string, string>, body?: unknown) => server.call(method, path, { token: staff, headers, body });

    const none = await as("GET", `/api/sales/${shop}/settings`, hindi);
    expect(none).toMatchObject({ status: 403, body: { message: "आपको बिक्री और ख़रीद की पहुँच नहीं है। पहुँच के लिए मालिक से कहें।" } });
    expect((await as("GET", `/api/sales/${shop}/settings`)).body.message).toBe("You do not have access to Sales & Purchase. Ask the owner for access.");

    const view = await as("POST", `/api/b/${shop}/services`, hindi, { name: "Shave", price: 80 });
    expect(view).toMatchObject({ status: 403, body: { message: "आप अपॉइंटमेंट देख सकते हैं, पर बदल नहीं सकते। पहुँच के लिए मालिक से कहें।" } });
    expect((await as("POST", `/api/b/${shop}/services`, undefined, { name: "Shave", price: 80 })).body.message).toBe(
      "You can view Appointments but not change it. Ask the owner for access.",
    );

    const ownerOnly = await as("GET", `/api/business/${shop}/members`, hindi);
    expect(ownerOnly).toMatchObject({ status: 403, body: { message: "यह सिर्फ़ व्यवसाय के मालिक कर सकते हैं। मालिक से कहें।" } });
    expect((await as("GET", `/api/business/${shop}/members`)).body.message).toBe("Only the business owner can do this. Ask the owner.");

    // Communication was bought above; let it run out.
    await server.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 86400_000) })
      .where(and(eq(subscriptions.businessId, shop), eq(subscriptions.module, "communication")));
    const expired = await server.call("POST", `/api/b/${shop}/sms_templates`, { token: owner, body: {}, headers: hindi });
    expect(expired).toMatchObject({ status: 402, body: { message: "आपका संचार सब्सक्रिप्शन ख़त्म हो गया है। बदलाव करने के लिए सब्सक्रिप्शन से इसे रिन्यू करें।" } });
    expect((await server.call("POST", `/api/b/${shop}/sms_templates`, { token: owner, body: {} })).body.message).toBe(
      "Your Communication subscription has expired. Renew it from Subscription to make changes.",
    );
    expect((await plans(hindi)).communication).toMatchObject({ label: "EXPIRED", upgradable_text: "संचार रिन्यू करें" });
    expect((await plans(hindi)).communication.text).toMatch(/^\d{1,2} \S+ \d{4} को ख़त्म हो गया$/);
    expect((await plans()).communication).toMatchObject({ upgradable_text: "Renew Communication" });
    expect((await plans()).communication.text).toMatch(/^Expired on \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    expect((await server.call("GET", "/api/business/getBusiness?business_id=2147483000&type=subscription", { token: owner, headers: hindi })).body.message).toBe("व्यवसाय नहीं मिला");
  });
});

describe("while restarting", () => {
  it("the 503 of a draining server", async () => {
    const app = Fastify();
    installErrorHandler(app);
    const { drain } = installDraining(app);
    app.get("/x", async () => ({ success: true }));
    drain();
    const hi = await app.inject({ method: "GET", url: "/x", headers: hindi });
    expect(hi.statusCode).toBe(503);
    expect(hi.json().message).toBe("Galla फिर से शुरू हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।");
    expect((await app.inject({ method: "GET", url: "/x" })).json().message).toBe("Galla is restarting. Please try again in a moment.");
    await app.close();
  });
});

describe("withdrawals and the business QR", () => {
  it("the smallest withdrawal, a missing bank account and KYC, a QR without a UPI id", async () => {
    const withdraw = (amount: number, headers?: Record<string, string>) =>
      server.call("POST", `/api/m/${shop}/withdrawals`, { token: owner, body: { amount, request_key: `bhasha-w-${amount}` }, headers });
    expect((await withdraw(50, hindi)).body).toMatchObject({ field: "amount", message: "कम से कम ₹100.00 निकाले जा सकते हैं" });
    expect((await withdraw(50)).body.message).toBe("The smallest withdrawal is ₹100.00");
    expect((await withdraw(200, hindi)).body).toMatchObject({ field: "bank_account", message: "पहले बिज़नेस प्रोफ़ाइल → बैंक और UPI में अपना बैंक खाता जोड़ें" });
    expect((await withdraw(200)).body.message).toBe("Add your bank account in Business Profile → Bank & UPI first");
    // The documents are the KYC list's own names; the "and" between them is the reader's.
    const kyc = phrase("withdrawals.kyc", { documents: "PAN card,Bank proof (cancelled cheque)" });
    expect(said(kyc, "en")).toBe("Complete your KYC first: PAN card and Bank proof (cancelled cheque) must be verified");
    expect(said(kyc, "hi")).toBe("पहले अपना KYC पूरा करें: PAN card और Bank proof (cancelled cheque) की पुष्टि ज़रूरी है");
    expect(said(phrase("withdrawals.kyc", { documents: "PAN card" }), "en")).toBe("Complete your KYC first: PAN card must be verified");

    const qr = await server.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner, headers: hindi });
    expect(qr).toMatchObject({ status: 409, body: { field: "upi_id", message: "अपना QR कोड पाने के लिए बिज़नेस प्रोफ़ाइल में अपनी UPI आईडी जोड़ें।" } });
    expect((await server.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner })).body.message).toBe("Add your UPI id in Business Profile to get your QR code.");
  });
});

describe("the modules' own checks and the public page", () => {
  const both = async (call: (headers?: Record<string, string>) => Promise<{ status: number; body: { message: string; field?: string } }>, english: string, hindiText: string) => {
    const hi = await call(hindi);
    expect(hi.status).toBeGreaterThanOrEqual(400);
    expect(hi.body.message).toBe(hindiText);
    expect((await call()).body.message).toBe(english);
  };

  it("staff settings and attendance refusals", async () => {
    const settings = (await server.call("GET", `/api/m/${shop}/staff/settings`, { token: owner })).body.data;
    await both(
      (headers) => server.call("PUT", `/api/m/${shop}/staff/settings`, { token: owner, headers, body: { ...settings, shift_start: "18:00", shift_end: "09:00" } }),
      "Shift must end after it starts",
      "शिफ़्ट शुरू होने के बाद ही ख़त्म हो सकती है",
    );
    await both(
      (headers) => server.call("PUT", `/api/m/${shop}/staff/attendance`, { token: owner, headers, body: { date: "2099-01-01", marks: [] } }),
      "Attendance cannot be marked for a future date",
      "आने वाली तारीख़ की हाज़िरी नहीं लगाई जा सकती",
    );
  });

  it("a public page for no business", async () => {
    await both((headers) => server.call("GET", "/api/public/business/999999", { headers }), "No such business", "ऐसा कोई व्यवसाय नहीं है");
  });
});
