import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { MODULE_KEYS } from "../../resources/modules";

/**
 * Issue 22: a shared invoice link expires when the owner chose, can be withdrawn or replaced, and then
 * answers 410 naming the shop in the invoice's language, never the invoice; STAFF never get the
 * business's full bank account number in an answer, whichever kind.
 */
let s: TestServer;
const db = rawSql(() => s);
const B = 1; // Sharma General Store: bank account 50200012345678
const ACCOUNT = "50200012345678";
const tokens: Record<string, string> = {};
let date: string;

const permissions = (sales: "none" | "read" | "write") => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), sales_and_purchase: sales });
const call = (who: string, method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token: tokens[who], body });
const share = (who: string, id: number, body: object = {}) => call(who, "POST", `/invoices/${id}/share`, body);
const tokenOf = (path: string) => /^\/i\/([A-Za-z0-9_-]{22})$/.exec(path)![1];
const open = (token: string) => s.call("GET", `/api/public/invoices/${token}`);
const openPdf = async (token: string) => (await fetch(`${s.url}/api/public/invoices/${token}/pdf`)).status;
const newInvoice = async (name = "Share test soap") => {
  const res = await call("owner", "POST", "/invoices", { payment_type: "cash", date, party_name: "Anita Desai", lines: [{ name, hsn: "2106", qty: 2, rate: 40, gst_rate: 18 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; number: string };
};

beforeAll(async () => {
  s = await startServer();
  tokens.owner = await s.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await s.signIn(SECOND_OWNER_MOBILE);
  for (const [who, mobile] of [["none", "9000000031"], ["read", "9000000032"], ["write", "9000000033"]] as const) {
    const invited = await s.call("POST", `/api/business/${B}/members`, { token: tokens.owner, body: { mobile, permissions: permissions(who) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens[who] = await s.signIn(mobile);
  }
  date = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
}, 120_000);
afterAll(() => s?.close());

describe("shared invoice links expire", () => {
  it("work for 30 days unless the owner chooses 7 or 90 days or until withdrawn, and the status says until when", async () => {
    const invoice = await newInvoice();
    expect((await call("owner", "GET", `/invoices/${invoice.id}/share`)).body.data).toMatchObject({ state: "none", share: null, expires_at: null });
    const before = Date.now();
    const made = await share("owner", invoice.id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const days = (iso: string) => Math.round((Date.parse(iso) - before) / 86_400_000);
    expect(days(made.body.data.expires_at)).toBe(30);
    const status = (await call("owner", "GET", `/invoices/${invoice.id}/share`)).body.data;
    expect(status).toMatchObject({ state: "live", expires_at: made.body.data.expires_at, withdrawn_at: null });
    expect(status.share.path).toBe(made.body.data.path);
    // Another invoice, another choice.
    for (const [choice, expected] of [["7d", 7], ["90d", 90], ["never", null]] as const) {
      const other = await newInvoice(`Share ${choice}`);
      const res = await share("owner", other.id, { expires_in: choice });
      expect(res.status).toBe(200);
      expect(res.body.data.expires_at === null ? null : days(res.body.data.expires_at), choice).toBe(expected);
    }
    expect((await share("owner", invoice.id, { expires_in: "1y" })).status).toBe(400);
  });

  it("answers 410 with the shop's name once past its end, page and PDF alike, and sharing again makes a new link", async () => {
    const invoice = await newInvoice();
    const made = (await share("owner", invoice.id)).body.data;
    const token = tokenOf(made.path);
    expect((await open(token)).status).toBe(200);
    await db.q(`UPDATE sales_share_links SET expires_at = now() - interval '1 minute' WHERE token = '${token}'`);
    const gone = await open(token);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/^This invoice link expired on .+\. Please ask Sharma General Store for a new one\.$/);
    expect(JSON.stringify(gone.body)).not.toContain(invoice.number);
    expect(await openPdf(token)).toBe(410);
    expect((await call("owner", "GET", `/invoices/${invoice.id}/share`)).body.data).toMatchObject({ state: "expired", share: null });
    // Sharing an invoice whose link has expired makes a new one: the customer needs a link that opens.
    const again = (await share("owner", invoice.id)).body.data;
    expect(again.path).not.toBe(made.path);
    expect((await open(tokenOf(again.path))).status).toBe(200);
    expect((await open(token)).status).toBe(410);
  });

  it("says so in the invoice's language: Hindi, then English, on a Hindi invoice", async () => {
    // The settings are read afresh each time: saving an invoice moves next_number.
    const save = async (invoice_language: string) => {
      const { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format } = (await call("owner", "GET", "/settings")).body.data;
      return call("owner", "PUT", "/settings", { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format, invoice_language });
    };
    expect((await save("hi")).status).toBe(200);
    try {
      const invoice = await newInvoice();
      const token = tokenOf((await share("owner", invoice.id)).body.data.path);
      expect((await call("owner", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(200);
      const gone = await open(token);
      expect(gone.status).toBe(410);
      expect(gone.body.message).toBe(
        "Sharma General Store ने इस इनवॉइस का लिंक वापस ले लिया है। कृपया Sharma General Store से नया लिंक माँगें।\nThis invoice link was withdrawn by Sharma General Store. Please ask Sharma General Store for a new one.",
      );
    } finally {
      expect((await save("en")).status).toBe(200);
    }
  });
});

describe("withdrawing and replacing a link", () => {
  it("a withdrawn link answers 410 'withdrawn by the shop', and the status says withdrawn", async () => {
    const invoice = await newInvoice();
    const token = tokenOf((await share("owner", invoice.id)).body.data.path);
    const withdrawn = await call("owner", "DELETE", `/invoices/${invoice.id}/share`);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.message).toBe("Link withdrawn: it no longer opens the invoice");
    expect(withdrawn.body.data).toMatchObject({ state: "withdrawn", share: null });
    expect(withdrawn.body.data.withdrawn_at).toBeTruthy();
    const gone = await open(token);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe("This invoice link was withdrawn by Sharma General Store. Please ask Sharma General Store for a new one.");
    expect(await openPdf(token)).toBe(410);
    // Withdrawing twice changes nothing; sharing again makes a new, working link.
    expect((await call("owner", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(200);
    const again = (await share("owner", invoice.id)).body.data;
    expect(tokenOf(again.path)).not.toBe(token);
    expect((await open(tokenOf(again.path))).status).toBe(200);
    expect((await open(token)).status).toBe(410);
  });

  it("a new link replaces the live one: the old stops working, the new one opens", async () => {
    const invoice = await newInvoice();
    const first = (await share("owner", invoice.id)).body.data;
    // Sharing again without asking for a new link gives the same one (a link already sent keeps working).
    expect((await share("owner", invoice.id)).body.data.path).toBe(first.path);
    const renewed = await share("owner", invoice.id, { renew: true, expires_in: "7d" });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.path).not.toBe(first.path);
    expect((await open(tokenOf(first.path))).status).toBe(410);
    expect((await open(tokenOf(renewed.body.data.path))).status).toBe(200);
    const status = (await call("owner", "GET", `/invoices/${invoice.id}/share`)).body.data;
    expect(status.share.path).toBe(renewed.body.data.path);
    expect(status.expires_at).toBe(renewed.body.data.expires_at);
  });
});

describe("who may see, make, replace and withdraw links", () => {
  it("STAFF without Sales & Purchase: 403 for all of it, and the link keeps working", async () => {
    const invoice = await newInvoice();
    const token = tokenOf((await share("owner", invoice.id)).body.data.path);
    expect((await call("none", "GET", `/invoices/${invoice.id}/share`)).status).toBe(403);
    expect((await share("none", invoice.id)).status).toBe(403);
    expect((await share("none", invoice.id, { renew: true })).status).toBe(403);
    expect((await call("none", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(403);
    expect((await open(token)).status).toBe(200);
  });

  it("STAFF with read see and send the live link but cannot replace or withdraw it (403)", async () => {
    const invoice = await newInvoice();
    const path = (await share("owner", invoice.id)).body.data.path;
    expect((await call("read", "GET", `/invoices/${invoice.id}/share`)).body.data.share.path).toBe(path);
    expect((await share("read", invoice.id)).body.data.path).toBe(path);
    expect((await share("read", invoice.id, { renew: true })).status).toBe(403);
    expect((await call("read", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(403);
    expect((await open(tokenOf(path))).status).toBe(200);
  });

  it("STAFF with write replace and withdraw it", async () => {
    const invoice = await newInvoice();
    const path = (await share("owner", invoice.id)).body.data.path;
    const renewed = await share("write", invoice.id, { renew: true });
    expect(renewed.status).toBe(200);
    expect((await open(tokenOf(path))).status).toBe(410);
    expect((await call("write", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(200);
    expect((await open(tokenOf(renewed.body.data.path))).status).toBe(410);
  });

  it("another business's owner: 404 for all of it; a purchase bill has no link", async () => {
    const invoice = await newInvoice();
    const path = (await share("owner", invoice.id)).body.data.path;
    expect((await call("other", "GET", `/invoices/${invoice.id}/share`)).status).toBe(404);
    expect((await share("other", invoice.id)).status).toBe(404);
    expect((await share("other", invoice.id, { renew: true })).status).toBe(404);
    expect((await call("other", "DELETE", `/invoices/${invoice.id}/share`)).status).toBe(404);
    expect((await call("owner", "DELETE", `/invoices/999999/share`)).status).toBe(404);
    expect((await call("owner", "GET", `/invoices/999999/share`)).status).toBe(404);
    expect((await open(tokenOf(path))).status).toBe(200);
  });
});

describe("the business's bank account in answers to STAFF", () => {
  const accountIn = (body: { data: { business: { bank: { account: string } } } }) => body.data.business.bank.account;

  it("is whole to the owner and XXXX + last four to STAFF: the invoice, the saved invoice, the cancel and the credit-note answers", async () => {
    const invoice = await newInvoice();
    expect(accountIn((await call("owner", "GET", `/invoices/${invoice.id}`)).body)).toBe(ACCOUNT);
    expect(accountIn((await call("write", "GET", `/invoices/${invoice.id}`)).body)).toBe("XXXX5678");
    const saved = await call("write", "POST", "/invoices", { payment_type: "cash", date, lines: [{ name: "Staff saved", hsn: "2106", qty: 1, rate: 10, gst_rate: 18 }] });
    expect(accountIn(saved.body)).toBe("XXXX5678");

    const note = await call("write", "POST", `/invoices/${invoice.id}/notes`, { date, reason: "returned", lines: [{ position: 1, qty: 1 }] });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(accountIn(note.body)).toBe("XXXX5678");
    expect(JSON.stringify(note.body)).not.toContain(ACCOUNT);
    const ownerNote = await call("owner", "POST", `/invoices/${invoice.id}/notes`, { date, reason: "returned", lines: [{ position: 1, qty: 1 }] });
    expect(accountIn(ownerNote.body)).toBe(ACCOUNT);

    const cancelled = await call("write", "POST", `/invoices/${saved.body.data.id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(accountIn(cancelled.body)).toBe("XXXX5678");
    expect(JSON.stringify(cancelled.body)).not.toContain(ACCOUNT);
    const other = await newInvoice();
    const ownerCancelled = await call("owner", "POST", `/invoices/${other.id}/cancel`);
    expect(accountIn(ownerCancelled.body)).toBe(ACCOUNT);
  });

  it("is never in a share answer, and the customer's page shows it whole (they pay into it)", async () => {
    const invoice = await newInvoice();
    const made = await share("write", invoice.id);
    const status = await call("write", "GET", `/invoices/${invoice.id}/share`);
    expect(JSON.stringify(made.body)).not.toContain(ACCOUNT);
    expect(JSON.stringify(status.body)).not.toContain(ACCOUNT);
    expect((await open(tokenOf(made.body.data.path))).body.data.bank).toContain(ACCOUNT);
  });
});

describe("links made before links expired (0280_share_link_expiry.sql)", () => {
  it("keep working for 30 days from the migration, then answer 410", async () => {
    const invoice = await newInvoice();
    const token = "Old_link_made_before_0";
    // The database as it was before 0280: the token on the invoice row, no table of links.
    await s.database.exec(`DROP TABLE sales_share_links;
      ALTER TABLE sales_invoices ADD COLUMN share_token varchar(32);
      CREATE UNIQUE INDEX sales_invoices_share_token_uniq ON sales_invoices (share_token) WHERE share_token IS NOT NULL;
      UPDATE sales_invoices SET share_token = '${token}' WHERE id = ${invoice.id};`);
    await s.database.exec(readFileSync(new URL("../../server/db/migrations/0280_share_link_expiry.sql", import.meta.url), "utf8"));
    expect((await open(token)).status).toBe(200);
    const status = (await call("owner", "GET", `/invoices/${invoice.id}/share`)).body.data;
    expect(status.state).toBe("live");
    expect(Math.round((Date.parse(status.expires_at) - Date.now()) / 86_400_000)).toBe(30);
    await db.q(`UPDATE sales_share_links SET expires_at = now() - interval '1 second' WHERE token = '${token}'`);
    expect((await open(token)).status).toBe(410);
  });
});
