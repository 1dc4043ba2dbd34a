import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { HttpError } from "../../../server/http/errors";
import type { Period } from "./gstr1";
import type { ReturnRow, ReturnSection } from "../einvoice-contract";

/**
 * The month's returns as the screen reads them: each GSTR-1 section with how many documents (or rows)
 * it holds and its totals, and each GSTR-3B row with its amounts. Both are read off the returns' own
 * JSON by walking it, not by naming its tables, so a section the returns gain (nil, exp, sez…) shows
 * up on the screen without code here; only its words are added (locales/<language>/sales.json gst.section.*).
 */
type Json = Record<string, unknown>;
const HEADS = ["txval", "iamt", "camt", "samt", "csamt"] as const;
/** GSTR-1 Table 8's amounts (nil-rated, exempt, non-GST), kept apart from the taxable value. */
const EXTRA = ["nil_amt", "expt_amt", "ngsup_amt"] as const;
/** Keys of a document inside a section: an invoice, a note, an export or advance. */
const DOCUMENT_KEYS = ["inum", "nt_num", "doc_num_adv"];
/** Header fields of the return file, not tables. */
const NOT_SECTIONS = new Set(["gstin", "fp", "ret_period", "version", "hash", "gt", "cur_gt"]);
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const cents = (v: unknown) => (typeof v === "number" ? Math.round(v * 100) : 0);

/** Sums every tax object under `node`, counting documents and leaf rows as it goes. */
function walk(node: unknown, acc: { docs: number; rows: number; p: Record<string, number>; inDoc: boolean }) {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, acc));
  if (!isObject(node)) return;
  const isDoc = DOCUMENT_KEYS.some((k) => k in node);
  if (isDoc) acc.docs += 1;
  const taxed = HEADS.some((k) => typeof node[k] === "number") || EXTRA.some((k) => typeof node[k] === "number");
  if (taxed) {
    if (!acc.inDoc && !isDoc) acc.rows += 1;
    for (const k of [...HEADS, ...EXTRA]) if (typeof node[k] === "number") acc.p[k] = (acc.p[k] ?? 0) + cents(node[k]);
  }
  const inDoc = acc.inDoc;
  acc.inDoc = inDoc || isDoc;
  for (const [k, v] of Object.entries(node)) if (typeof v === "object" && v !== null && !(HEADS as readonly string[]).includes(k)) walk(v, acc);
  acc.inDoc = inDoc;
}

function section(key: string, node: unknown): ReturnSection {
  const acc = { docs: 0, rows: 0, p: {} as Record<string, number>, inDoc: false };
  walk(node, acc);
  const r = (k: string) => (acc.p[k] ?? 0) / 100;
  const extra = Object.fromEntries(EXTRA.filter((k) => acc.p[k] !== undefined).map((k) => [k, r(k)]));
  // doc_issue counts documents in ranges: its count is the documents issued, net of cancelled.
  const issued = key === "doc_issue" ? JSON.stringify(node).match(/"net_issue":(\d+)/g)?.reduce((s, m) => s + Number(m.split(":")[1]), 0) : undefined;
  return {
    key,
    count: issued ?? (acc.docs || acc.rows),
    counts: issued !== undefined || acc.docs ? "documents" : "rows",
    txval: r("txval"), iamt: r("iamt"), camt: r("camt"), samt: r("samt"), csamt: r("csamt"),
    extra,
  };
}

/** GSTR-1's sections in the file's order; a section split into tabs (hsn: hsn_b2b, hsn_b2c) is one per tab. */
export function gstr1Sections(g: Json): ReturnSection[] {
  const out: ReturnSection[] = [];
  for (const [key, value] of Object.entries(g)) {
    if (NOT_SECTIONS.has(key) || typeof value !== "object" || value === null) continue;
    const tabs = isObject(value) ? Object.entries(value).filter(([, v]) => Array.isArray(v)) : [];
    if (key === "hsn" && tabs.length > 0) for (const [tab, list] of tabs) out.push(section(`${key}.${tab}`, list));
    else out.push(section(key, value));
  }
  return out;
}

/** GSTR-3B's rows: every object carrying amounts, named by its path (list rows by their `ty`). */
export function gstr3bRows(b: Json): ReturnRow[] {
  const out: ReturnRow[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}.${isObject(n) && typeof n.ty === "string" ? n.ty : i}`));
    if (!isObject(node)) return;
    // Every number but a list row's position is an amount (3B's 5 has inter and intra, not tax heads).
    const amounts = Object.entries(node).filter(([k, v]) => typeof v === "number" && k !== "num").map(([head, v]) => ({ head, value: cents(v) / 100 }));
    if (amounts.length > 0) out.push({ key: path, amounts });
    for (const [k, child] of Object.entries(node)) if (typeof child === "object" && child !== null) visit(child, path ? `${path}.${k}` : k);
  };
  for (const [k, v] of Object.entries(b)) if (!NOT_SECTIONS.has(k)) visit(v, k);
  return out;
}

/** How many documents (sales, purchases, notes, cancelled ones too) the business dated in the month. */
export async function documentsIn(db: Db, businessId: number, p: Period): Promise<number> {
  const [row] = (await db.execute<{ n: unknown }>(sql`SELECT count(*) AS n FROM sales_invoices WHERE business_id = ${businessId} AND doc_date BETWEEN ${p.from} AND ${p.to}`)).rows;
  return Number(row?.n ?? 0);
}

/** GSTR-1 when it can be made: without a GSTIN there is none (its refusal says so on the download). */
export async function gstr1OrNull<T>(make: () => Promise<T>): Promise<T | null> {
  try {
    return await make();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400 && err.field === "gstin") return null;
    throw err;
  }
}
