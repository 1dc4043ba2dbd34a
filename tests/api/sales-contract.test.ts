import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import Ajv, { type ValidateFunction } from "ajv";
import { startServer, type TestServer } from "./harness";
import { istDay, rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { DocReply } from "../../modules/sales/contract";

/**
 * The sales and GST contracts (modules/sales/*contract.ts) are closed and true. Fastify serialises an
 * answer by its schema, dropping what the schema does not declare, so a field the server adds and the
 * contract forgets would vanish without a sound: here every sales answer is checked BEFORE it is
 * serialised (a preSerialization hook on each route) against its declared schema, closed, while a
 * business goes through its day (invoice, bill, payment, notes, reports, returns, links, reminders).
 * And a body key the contract does not name is a 400 naming it, in the reader's language.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: GSTIN 27AAPFU0939F1ZV, Maharashtra
const today = istDay();
const { one } = rawSql(() => s);
const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => s.call(method, `/api/sales/${B}${path}`, { token, body, headers });
const gst = (path: string) => s.call("GET", `/api/b/${B}/gst${path}`, { token });

const SALES = /^\/api\/(sales\/|b\/:businessId\/gst\/|public\/(invoices|dues)\/)/;
/** Files in the portals' own formats, checked field by field against modules/sales/schemas/*.schema.json in their own tests. */
const PORTAL_FILES = new Set(["GET /api/b/:businessId/gst/gstr1", "GET /api/sales/:businessId/:docs/:id/einvoice", "POST /api/sales/:businessId/invoices/:id/eway-bill"]);

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const routes: RouteOptions[] = [];
const checked = new Map<string, number>();
const drift: string[] = [];
const validators = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: object) => validators.get(schema) ?? validators.set(schema, ajv.compile(schema)).get(schema)!;
const jsonSchemaOf = (response: unknown): object | undefined => {
  const r = response as { content?: Record<string, { schema: object }> } | undefined;
  return r?.content ? r.content["application/json"]?.schema : (r as object | undefined);
};
/** The route's method; undefined for the HEAD twin Fastify adds to a GET. */
const methodOf = (r: RouteOptions) => [r.method].flat().filter((m) => m !== "HEAD")[0];
const isSales = (r: RouteOptions) => SALES.test(r.url) && methodOf(r) !== undefined;

/** Adds the check to each sales route as it is registered. */
function watch(route: RouteOptions) {
  routes.push(route);
  if (!isSales(route)) return;
  const name = `${methodOf(route)} ${route.url}`;
  const earlier = [route.preSerialization ?? []].flat();
  route.preSerialization = [
    ...earlier,
    async (_request, reply, payload) => {
      const schema = jsonSchemaOf((route.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode]);
      if (!schema || reply.statusCode >= 300) return payload;
      // As it goes on the wire (a Date as its ISO text), before the schema trims it.
      const validate = validatorOf(schema);
      if (!validate(JSON.parse(JSON.stringify(payload)))) drift.push(`${name}: ${ajv.errorsText(validate.errors)}`);
      checked.set(name, (checked.get(name) ?? 0) + 1);
      return payload;
    },
  ] as RouteOptions["preSerialization"];
}

/** Every object of a schema that is not closed: its path. */
function openObjects(node: unknown, path = "#"): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => openObjects(n, `${path}/${i}`));
  if (!node || typeof node !== "object") return [];
  const schema = node as Record<string, unknown>;
  const here = schema.type === "object" && schema.additionalProperties !== false && schema.patternProperties === undefined ? [path] : [];
  return [...here, ...Object.entries(schema).flatMap(([k, v]) => openObjects(v, `${path}/${k}`))];
}

let customer: number;
let rice: number;

beforeAll(async () => {
  s = await startServer({ onRoute: watch });
  token = await s.signIn(DEMO_OWNER_MOBILE);
  customer = Number(
    (await one(`INSERT INTO r_parties (business_id, name, party_type, state, phone, opening_balance, opening_type) VALUES (${B}, 'Contract Buyer', 'Customer', '27 Maharashtra', '9811100044', 0, 'To Receive') RETURNING id`)).id,
  );
  rice = Number(
    (await one(`INSERT INTO r_products (business_id, name, item_type, hsn, unit, sale_price, purchase_price, gst_rate, opening_stock, low_stock_alert) VALUES (${B}, 'Contract Rice', 'Goods', '1006', 'KG', 12000, 9000, '5', 100, 10) RETURNING id`)).id,
  );
}, 180_000);
afterAll(() => s?.close());

describe("the sales and GST contracts", () => {
  it("close every body and every JSON answer of the sales routes", () => {
    const open: string[] = [];
    for (const r of routes.filter(isSales)) {
      const name = `${methodOf(r)} ${r.url}`;
      const schema = (r.schema ?? {}) as { body?: unknown; response?: Record<string, unknown> };
      if (schema.body) open.push(...openObjects(schema.body).map((p) => `${name} body ${p}`));
      if (PORTAL_FILES.has(name)) continue;
      for (const [status, response] of Object.entries(schema.response ?? {})) {
        if (status.startsWith("2")) open.push(...openObjects(jsonSchemaOf(response)).map((p) => `${name} ${status} ${p}`));
      }
    }
    expect(open).toEqual([]);
  });

  it("declare every field of the real answers, through a business's day", async () => {
    const ok = async (res: Promise<{ status: number; body: any }>) => {
      const r = await res;
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    await ok(api("GET", "/settings"));
    await ok(api("GET", "/parties?q=Contract"));
    await ok(api("GET", "/products?q=Contract"));
    // As the editor sends it, every field.
    const invoice = (
      await ok(api("POST", "/invoices", {
        payment_type: "credit", date: today, party_id: customer, party_state: "27", lines: [
          { product_id: rice, name: "Contract Rice", hsn: "1006", qty: 4, unit: "KG", rate: 120, discount: 10, gst_rate: 5, treatment: "taxable" },
          { product_id: null, name: "Loose jaggery", hsn: "1701", qty: 1, unit: "KG", rate: "60.50", gst_rate: 0, treatment: "nil" },
        ], amount_received: 100, payment_mode: "upi", notes: "contract", round_off: true, reverse_charge: false, request_key: "contract-test-0001",
      }))
    ).data;
    await ok(api("PUT", `/invoices/${invoice.id}`, { payment_type: "credit", date: today, party_id: customer, lines: [{ product_id: rice, hsn: "1006", qty: 5, rate: 120, gst_rate: 5 }], amount_received: 0 }));
    await ok(api("POST", "/bills", { payment_type: "cash", date: today, party_name: "Mandi supplier", number: "CT/1", lines: [{ product_id: rice, qty: 10, rate: 90, discount_percent: 5, gst_rate: 5 }] }));
    await ok(api("GET", `/invoices/${invoice.id}`));
    await ok(api("GET", "/invoices?_start=0&_end=10"));
    await ok(api("GET", `/invoices?open=1&party_id=${customer}`));
    await ok(api("POST", "/payments/in", { party_id: customer, date: today, amount: 200, mode: "cheque", reference: "000123", notes: "part", allocations: [{ invoice_id: invoice.id, amount: 150 }] }));
    await ok(api("GET", "/payments/in"));
    await ok(api("GET", `/parties/${customer}/ledger`));
    for (const report of ["sales", "purchase", "profit-loss", "party-profit", "dashboard"]) await ok(api("GET", `/reports/${report}?from=${today}&to=${today}`));
    const note = (await ok(api("POST", `/invoices/${invoice.id}/notes`, { date: today, reason: "damaged", lines: [{ position: 1, qty: 1 }] }))).data;
    await ok(api("GET", `/credit-notes/${note.id}`));
    const raise = (await ok(api("POST", `/invoices/${invoice.id}/debit-notes`, { date: today, lines: [{ position: 1, amount: 20 }] }))).data;
    await ok(api("POST", `/sale-debit-notes/${raise.id}/cancel`));
    const period = `${today.slice(5, 7)}${today.slice(0, 4)}`;
    await ok(gst(`/gstr3b?period=${period}`));
    await ok(gst(`/summary?period=${period}`));
    await ok(api("GET", "/locks"));
    await ok(api("POST", `/invoices/${invoice.id}/payment-link`, {}));
    const share = (await ok(api("POST", `/invoices/${invoice.id}/share`, { expires_in: "7d" }))).data;
    await ok(api("GET", `/invoices/${invoice.id}/share`));
    await ok(s.call("GET", `/api/public/invoices/${share.path.split("/").pop()}`));
    await ok(api("GET", "/reminders/preview"));
    await ok(api("GET", "/reminders/settings"));
    await ok(api("GET", `/parties/${customer}/reminders`));
    const reminder = (await ok(api("POST", `/parties/${customer}/remind`, { request_key: "contract-remind-01", channel: "whatsapp" }))).data;
    await ok(s.call("GET", `/api/public/dues/${reminder.link.split("/").pop()}`));
    await ok(api("GET", "/reminders"));

    expect(drift).toEqual([]);
    const seen = [...checked.keys()];
    for (const name of [
      "GET /api/sales/:businessId/:docs/:id", "POST /api/sales/:businessId/:docs", "PUT /api/sales/:businessId/:docs/:id", "GET /api/sales/:businessId/:docs",
      "GET /api/sales/:businessId/payments/:direction", "GET /api/sales/:businessId/reports/:report", "GET /api/sales/:businessId/parties/:id/ledger",
      "POST /api/sales/:businessId/:docs/:id/notes", "GET /api/b/:businessId/gst/gstr3b", "GET /api/b/:businessId/gst/summary", "GET /api/public/invoices/:token",
      "GET /api/public/dues/:token", "POST /api/sales/:businessId/parties/:id/remind", "GET /api/sales/:businessId/invoices/:id/share",
    ]) expect(seen, name).toContain(name);
    expect(checked.get("GET /api/sales/:businessId/reports/:report")).toBe(5);
  });

  it("would catch an answer carrying a field the contract does not declare", async () => {
    const doc = (await api("GET", `/invoices?_start=0&_end=1`)).body.data[0];
    const full = (await api("GET", `/invoices/${doc.id}`)).body;
    const validate = validatorOf(DocReply);
    expect(validate(full)).toBe(true);
    expect(validate({ ...full, data: { ...full.data, margin: 12 } })).toBe(false);
    expect(validate({ ...full, data: { ...full.data, lines: [{ ...full.data.lines[0], cost: 90 }] } })).toBe(false);
  });

  it("refuses a body key it does not name, by name, in the reader's language, and saves nothing", async () => {
    const before = await one("SELECT count(*)::int AS n FROM sales_payments");
    const pay = { party_id: customer, date: today, amount: 10, mode: "cash" };
    const en = await api("POST", "/payments/in", { ...pay, discount: 5 });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ field: "discount", message: "discount is not a field this request takes: leave it out" });
    const hi = await api("POST", "/payments/in", { ...pay, allocations: [{ invoice_id: 1, amount: 5, note: "x" }] }, { "accept-language": "hi" });
    expect(hi.status).toBe(400);
    expect(hi.body).toMatchObject({ field: "allocations.0.note", message: "allocations.0.note इस अनुरोध का कोई खाना नहीं है: इसे हटा दें" });
    const line = await api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "0902", qty: 1, rate: 10, gst_rate: 5, colour: "red" }] });
    expect(line.body).toMatchObject({ field: "lines.0.colour" });
    const missing = await api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "0902", rate: 10, gst_rate: 5 }] });
    expect(missing.body).toMatchObject({ field: "lines.0.qty", message: "lines.0.qty is required" });
    expect(await one("SELECT count(*)::int AS n FROM sales_payments")).toEqual(before);
  });
});
