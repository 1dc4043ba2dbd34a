import { irnReading } from "./irn";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { badRequest, HttpError, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { salesInvoiceLines, salesInvoices, type DocKind, type PayMode, type PaymentType } from "./schema";
import { moveStock, partyById, productsByIds, refreshParties, type PartyRow } from "./catalogue";
import { byDocument } from "./causes";
import { businessWithSettings, businessWithSettingsReading, takeInvoiceNumber } from "./settings";
import { readTogether, rowsReading } from "../../../server/db/read-together";
import { istDate } from "../../../resources/ist";
import { assertPeriodsOpen } from "./locks";
import { allowedGstRates, financialYear, printedAmountInWords, fyLabel, hasMoreDecimals, invoiceTotals, INVOICE_NUMBER_RE } from "../../../resources/gst";
import { GST_STATES, normalizeMobile, isMobile } from "../../../resources/validators";
import { MAX_AMOUNT_PAISE } from "../../../resources/money";
import { paiseOf } from "../../../server/http/amount";
import { isIsoDate } from "../../../resources/validate";
import { EXPORT_POS, hsnLongEnough, isExport, isUntaxed, isZeroRated, type GstTreatment } from "../gst-treatment";
import type { DocumentBody } from "../contract";
import { docRow } from "./doc-row";
import { KeyTaken, claimKey, earlierDocument, keyedOf, recordDocument, type Keyed } from "./request-keys";

/** What the editor sends (its shape is the contract's, checked by the gate): rupees at the edge, paise inside. */
export type { DocumentBody };

const lineField = (i: number, name: string) => `lines.${i}.${name}`;
const toPaise = (rupees: unknown, field: string, label: string) => paiseOf(rupees, field, label, { allowZero: true });

interface Prepared {
  kind: DocKind;
  paymentType: PaymentType;
  date: string;
  party: PartyRow | undefined;
  partyName: string;
  partyPhone: string | null;
  partyState: string;
  businessState: string;
  /** The settings' prefix as read with the rest (a sale takes its number with it). */
  invoicePrefix: string;
  number: string | undefined;
  lines: (typeof salesInvoiceLines.$inferInsert)[];
  totals: ReturnType<typeof invoiceTotals>;
  costPaise: number;
  receivedPaise: number;
  paymentMode: PayMode;
  notes: string;
  reverseCharge: boolean;
}

/**
 * What the contract cannot say (the gate checked the shape: types, choices, lengths, no unknown key):
 * the party and products exist, the dates, rates, quantities and amounts are right for GST and stock,
 * and the totals. Throws 400 naming the first wrong field. Writes nothing.
 */
async function prepare(db: Db, businessId: number, kind: DocKind, body: DocumentBody): Promise<Prepared> {
  if (!isIsoDate(body.date)) throw badRequest(phrase("sales.date"), "date");
  // Refused rather than confirmed: a dated-ahead invoice would be filed in a month that has not come yet.
  if (body.date > istDate()) throw badRequest(phrase("sales.futureDate", { context: kind === "purchase" ? "purchase" : "sale" }), "date");
  if (body.lines.length === 0) throw badRequest(phrase("sales.addItem"), "lines");

  let party: PartyRow | undefined;
  if (body.party_id !== undefined && body.party_id !== null) {
    if (!Number.isSafeInteger(body.party_id)) throw badRequest(phrase("sales.partyFromList"), "party_id");
    party = await partyById(db, businessId, body.party_id);
    if (!party) throw badRequest(phrase("sales.partyNotFound"), "party_id");
  }
  if (!party && body.payment_type === "credit") {
    throw badRequest(phrase("sales.creditNeedsParty", { context: kind === "sale" ? "sale" : "purchase" }), "party_id");
  }
  const partyName = party?.name ?? (body.party_name?.trim() || (kind === "sale" ? "Cash Customer" : "Cash Purchase"));
  if (partyName.length > 100) throw badRequest(phrase("sales.partyName"), "party_name");
  let partyPhone = party?.phone ?? null;
  if (!party && body.party_phone) {
    if (!isMobile(body.party_phone)) throw badRequest(phrase("sales.partyMobile"), "party_phone");
    partyPhone = normalizeMobile(body.party_phone);
  }

  const { business, settings } = await businessWithSettings(db, businessId);
  const businessState = settings.stateCode;
  // A GST-registered business's sale invoices carry HSN/SAC on every line (purchase bills copy the supplier's, as printed).
  const registered = kind === "sale" && Boolean(business?.gstin);
  // Without our own state there is no telling intra- from inter-state supply, so no tax can be right.
  if (!GST_STATES[businessState]) throw badRequest(phrase("sales.businessState"), "state_code");
  let partyState = body.party_state || party?.stateCode || businessState;
  if (!GST_STATES[partyState]) throw badRequest(phrase("sales.partyState", { context: kind === "sale" ? "sale" : "purchase" }), "party_state");

  let number: string | undefined;
  if (kind === "purchase" && body.number !== undefined && body.number !== "") {
    if (!INVOICE_NUMBER_RE.test(body.number.trim())) {
      throw badRequest(phrase("sales.billNumber"), "number");
    }
    number = body.number.trim();
  }

  const rates = allowedGstRates(body.date);
  const productIds = body.lines.map((l) => l.product_id).filter((id): id is number => typeof id === "number");
  for (const [i, l] of body.lines.entries()) {
    if (l.product_id !== undefined && l.product_id !== null && !Number.isSafeInteger(l.product_id)) {
      throw badRequest(phrase("sales.productFromList", { line: i + 1 }), lineField(i, "product_id"));
    }
  }
  const products = await productsByIds(db, businessId, [...new Set(productIds)]);

  const lines: Prepared["lines"] = [];
  const inputs = body.lines.map((l, i) => {
    const n = i + 1;
    const product = typeof l.product_id === "number" ? products.get(l.product_id) : undefined;
    if (typeof l.product_id === "number" && !product) throw badRequest(phrase("sales.productNotFound", { line: n }), lineField(i, "product_id"));
    const name = (l.name?.trim() || product?.name || "").slice(0, 200);
    if (!name) throw badRequest(phrase("sales.itemName", { line: n }), lineField(i, "name"));
    if (l.qty <= 0) throw badRequest(phrase("sales.qtyPositive", { line: n }), lineField(i, "qty"));
    if (hasMoreDecimals(l.qty, 3) || l.qty > 1e9) throw badRequest(phrase("sales.qtyDecimals", { line: n }), lineField(i, "qty"));
    const ratePaise = toPaise(l.rate, lineField(i, "rate"), `Rate on line ${n}`);
    const discountPaise = l.discount === undefined ? undefined : toPaise(l.discount, lineField(i, "discount"), `Discount on line ${n}`);
    if (l.discount_percent !== undefined && (l.discount_percent < 0 || l.discount_percent > 100 || hasMoreDecimals(l.discount_percent, 2))) {
      throw badRequest(phrase("sales.discountPercent", { line: n }), lineField(i, "discount_percent"));
    }
    if (!rates.includes(l.gst_rate)) {
      throw badRequest(phrase("sales.gstRate", { line: n, rates: rates.join(", "), date: body.date }), lineField(i, "gst_rate"));
    }
    const treatment: GstTreatment = l.treatment ?? product?.treatment ?? "taxable";
    // Zero-rated supplies are outward ones; a bill from an SEZ or an import is not reported as ours.
    if (isZeroRated(treatment) && kind !== "sale") throw badRequest(phrase("sales.zeroRatedSaleOnly", { line: n }), lineField(i, "treatment"));
    if (isUntaxed(treatment) && l.gst_rate !== 0) throw badRequest(phrase("sales.untaxedRate", { line: n }), lineField(i, "gst_rate"));
    // A 0 % rate no longer says nil-rated or exempt: the two go to different columns of the returns.
    if (!isUntaxed(treatment) && l.gst_rate === 0) throw badRequest(phrase("sales.zeroRateTreatment", { line: n }), lineField(i, "treatment"));
    const hsn = (l.hsn ?? product?.hsn ?? "").trim();
    if (hsn && !/^[0-9]{4,8}$/.test(hsn)) throw badRequest(phrase("sales.hsn", { line: n }), lineField(i, "hsn"));
    // CGST rule 46(g): a registered supplier's invoice shows the HSN/SAC of every line, to the digits its turnover asks.
    if (registered && !hsnLongEnough(hsn, settings.hsnDigits)) throw badRequest(phrase("sales.hsnRequired", { line: n, digits: settings.hsnDigits }), lineField(i, "hsn"));
    const unit = (l.unit || product?.unit || "PCS").slice(0, 8);
    const gross = Math.round(Math.round(l.qty * 1000) * ratePaise / 1000);
    if (discountPaise !== undefined && discountPaise > gross) throw badRequest(phrase("sales.discountOverAmount", { line: n }), lineField(i, "discount"));
    return { product, name, hsn, unit, qty: l.qty, ratePaise, discountPaise, discountPercent: l.discount_percent, gstRate: l.gst_rate, treatment };
  });

  // An invoice is an export, a supply to an SEZ, or neither: the return reports it whole in one table.
  const zeroRated = inputs.find((l) => isZeroRated(l.treatment))?.treatment;
  if (zeroRated) {
    const other = inputs.findIndex((l) => l.treatment !== zeroRated);
    if (other >= 0) throw badRequest(phrase("sales.zeroRatedWhole", { line: other + 1 }), lineField(other, "treatment"));
  }
  // A supply to an SEZ is reported per the unit's GSTIN (GSTR-1 b2b, SEWP/SEWOP).
  if ((zeroRated === "sezwp" || zeroRated === "sezwop") && !party?.gstin) throw badRequest(phrase("sales.sezGstin"), "party_id");
  // An export's place of supply is outside India (the portal's 96, Other Countries).
  if (zeroRated && isExport(zeroRated)) partyState = EXPORT_POS;
  const totals = invoiceTotals(inputs, businessState, partyState, body.round_off !== false, Boolean(zeroRated));
  let costPaise = 0;
  inputs.forEach((l, i) => {
    const t = totals.lines[i];
    // COGS at the product's purchase rate when the sale is saved.
    const cost = kind === "sale" && l.product ? Math.round(l.qty * l.product.purchasePricePaise) : 0;
    costPaise += cost;
    lines.push({
      businessId,
      invoiceId: 0,
      kind,
      docDate: body.date,
      position: i + 1,
      productId: l.product?.id ?? null,
      name: l.name,
      hsn: l.hsn,
      qty: l.qty,
      unit: l.unit,
      ratePaise: l.ratePaise,
      discountPaise: t.discountPaise,
      gstRate: l.gstRate,
      taxablePaise: t.taxablePaise,
      taxPaise: t.taxPaise,
      totalPaise: t.totalPaise,
      costPaise: cost,
      interState: totals.interState,
      treatment: l.treatment,
    });
  });
  if (totals.totalPaise > MAX_AMOUNT_PAISE) throw badRequest(phrase("sales.totalTooLarge"), "lines");

  let receivedPaise: number;
  if (body.payment_type === "cash") receivedPaise = totals.totalPaise;
  else {
    receivedPaise = body.amount_received === undefined ? 0 : toPaise(body.amount_received, "amount_received", kind === "sale" ? "Amount received" : "Amount paid");
    if (receivedPaise > totals.totalPaise) {
      throw badRequest(phrase("sales.overTotal", { context: kind === "sale" ? "sale" : "purchase" }), "amount_received");
    }
  }
  const paymentMode = body.payment_mode ?? "cash";
  const notes = (body.notes ?? "").slice(0, 2000);
  return { kind, paymentType: body.payment_type, date: body.date, party, partyName, partyPhone, partyState, businessState, invoicePrefix: settings.invoicePrefix, number, lines, totals, costPaise, receivedPaise, paymentMode, notes, reverseCharge: body.reverse_charge === true };
}

const headerOf = (p: Prepared) => ({
  docDate: p.date,
  paymentType: p.paymentType,
  partyId: p.party?.id ?? null,
  partyName: p.partyName,
  partyPhone: p.partyPhone,
  partyGstin: p.party?.gstin ?? null,
  partyAddress: p.party?.address ?? null,
  // Sale: we supply from our state to the place of supply. Purchase: the supplier ships to us.
  placeOfSupply: p.kind === "sale" ? p.partyState : p.businessState,
  supplierState: p.kind === "sale" ? p.businessState : p.partyState,
  grossPaise: p.totals.grossPaise,
  discountPaise: p.totals.discountPaise,
  taxablePaise: p.totals.taxablePaise,
  cgstPaise: p.totals.cgstPaise,
  sgstPaise: p.totals.sgstPaise,
  igstPaise: p.totals.igstPaise,
  roundOffPaise: p.totals.roundOffPaise,
  totalPaise: p.totals.totalPaise,
  costPaise: p.costPaise,
  receivedPaise: p.receivedPaise,
  paymentMode: p.paymentMode,
  notes: p.notes,
  reverseCharge: p.reverseCharge,
  updatedAt: new Date(),
});

/** Signed stock movement of lines: a sale or a purchase return takes out, a purchase or a sales return brings in. */
export const stockDelta = (kind: DocKind, lines: { productId?: number | null; qty: number | string }[]) => stockDeltas(kind, lines, 1);
function stockDeltas(kind: DocKind, lines: { productId?: number | null; qty: number | string }[], sign: 1 | -1, into = new Map<number, number>()) {
  // A price raise moves no goods.
  if (kind === "sdebit") return into;
  for (const l of lines) {
    if (!l.productId) continue;
    const q = Number(l.qty) * (kind === "sale" || kind === "debit" ? -1 : 1) * sign;
    into.set(l.productId, (into.get(l.productId) ?? 0) + q);
  }
  return into;
}

async function allocatedPaise(tx: Db, invoiceId: number): Promise<number> {
  const res = await tx.execute<{ s: number }>(sql`SELECT coalesce(sum(amount_paise), 0) AS s FROM sales_allocations WHERE invoice_id = ${invoiceId}`);
  return Number(res.rows[0].s);
}

/** The same supplier bill number twice is a bill entered twice: refused per supplier (or per cash-purchase name). */
async function assertNewBillNumber(tx: Db, businessId: number, p: Prepared, selfId?: number) {
  if (p.kind !== "purchase" || !p.number) return;
  // Serialises two saves of the same number for this business.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261160, ${businessId})`);
  const res = await tx.execute<{ id: number; doc_date: string }>(sql`SELECT id, to_char(doc_date, 'DD/MM/YYYY') AS doc_date FROM sales_invoices
    WHERE business_id = ${businessId} AND kind = 'purchase' AND lower(number) = lower(${p.number}) AND id <> ${selfId ?? 0}
      AND ${p.party ? sql`party_id = ${p.party.id}` : sql`party_id IS NULL AND party_name = ${p.partyName}`} LIMIT 1`);
  const dup = res.rows[0];
  if (dup) throw badRequest(phrase("sales.duplicateBill", { number: p.number ?? "", party: p.partyName, date: dup.doc_date }), "number");
}

/**
 * Makes a new invoice or bill and returns its id, and whether it is an earlier request's document: a body
 * with a request_key that was already used answers with that document (request-keys.ts).
 */
export async function createDocument(db: Db, businessId: number, kind: DocKind, body: DocumentBody, by?: number): Promise<{ id: number; replayed: boolean }> {
  const keyed = keyedOf(body as unknown as Record<string, unknown>);
  // Checked before the body: a resent bill whose party was deleted since still answers with the first result.
  const earlier = keyed && (await earlierDocument(db, businessId, kind, keyed));
  if (earlier) return { id: earlier, replayed: true };
  const p = await prepare(db, businessId, kind, body);
  try {
    return { id: await insertDocument(db, businessId, kind, p, keyed, by), replayed: false };
  } catch (err) {
    if (!(err instanceof KeyTaken) || !keyed) throw err;
    // Another request with this key committed while this one was being checked: answer with its document.
    const id = await earlierDocument(db, businessId, kind, keyed);
    if (!id) throw err;
    return { id, replayed: true };
  }
}

async function insertDocument(db: Db, businessId: number, kind: DocKind, p: Prepared, keyed: Keyed | undefined, by: number | undefined): Promise<number> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (keyed) await claimKey(tx, businessId, kind, keyed);
    await assertPeriodsOpen(tx, businessId, [p.date]);
    await assertNewBillNumber(tx, businessId, p);
    const fy = financialYear(p.date);
    let number = p.number;
    let seq: number | null = null;
    if (kind === "sale") ({ number, seq } = await takeInvoiceNumber(tx, businessId, fy, p.invoicePrefix));
    const [row] = await tx
      .insert(salesInvoices)
      .values({ businessId, kind, number: number ?? "", fy, seq, ...headerOf(p), paidPaise: p.receivedPaise })
      .returning({ id: salesInvoices.id });
    if (!number) {
      number = `PB-${row.id}`;
      await tx.update(salesInvoices).set({ number }).where(eq(salesInvoices.id, row.id));
    }
    await tx.insert(salesInvoiceLines).values(p.lines.map((l) => ({ ...l, invoiceId: row.id })));
    const because = byDocument("saved", kind, number, by);
    await moveStock(tx, businessId, stockDeltas(kind, p.lines, 1), because);
    await refreshParties(tx, businessId, [p.party?.id], because);
    if (keyed) await recordDocument(tx, businessId, keyed, row.id);
    return row.id;
  });
}

const NOT_FOUND = (kind: DocKind) => phrase("sales.notFound", { context: kind });

export async function lockedDocument(tx: Db, businessId: number, kind: DocKind, id: number) {
  const [doc] = await tx
    .select()
    .from(salesInvoices)
    .where(and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind)))
    .for("no key update");
  if (!doc) throw notFound(NOT_FOUND(kind));
  return doc;
}

const notCancelled = (doc: typeof salesInvoices.$inferSelect, doing: "changed" | "cancelled") => {
  if (doc.cancelledAt) throw new HttpError(409, phrase("sales.cancelledCannot", { number: doc.number, context: doing }));
};

export async function updateDocument(db: Db, businessId: number, kind: DocKind, id: number, body: DocumentBody, by?: number): Promise<void> {
  if (!Number.isSafeInteger(id)) throw notFound();
  const p = await prepare(db, businessId, kind, body);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const doc = await lockedDocument(tx, businessId, kind, id);
    notCancelled(doc, "changed");
    await assertPeriodsOpen(tx, businessId, [doc.docDate, p.date]);
    await assertNewBillNumber(tx, businessId, p, id);
    // The number belongs to its financial year (CGST rule 46); another year needs a new invoice.
    if (kind === "sale" && financialYear(p.date) !== doc.fy) {
      throw badRequest(phrase("sales.sameYear", { fy: fyLabel(doc.fy), number: doc.number }), "date");
    }
    const allocated = await allocatedPaise(tx, id);
    // Refused, not moved: the settled payments were made by the old party, and moving them would put
    // one party's money in another's ledger without anyone deciding it.
    if (allocated > 0 && (p.party?.id ?? null) !== doc.partyId) {
      throw new HttpError(409, phrase("sales.paidMoveParty", { amount: allocated, party: doc.partyName, number: doc.number }), "party_id");
    }
    if (allocated + p.receivedPaise > p.totals.totalPaise) {
      throw badRequest(phrase("sales.paidBelow", { amount: allocated }), "lines");
    }
    await assertNotesStillFit(tx, businessId, doc, p.lines);
    const oldLines = await tx.select().from(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, id));
    const deltas = stockDeltas(kind, oldLines, -1);
    stockDeltas(kind, p.lines, 1, deltas);
    await tx.delete(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, id));
    await tx.insert(salesInvoiceLines).values(p.lines.map((l) => ({ ...l, invoiceId: id })));
    await tx
      .update(salesInvoices)
      .set({ ...headerOf(p), fy: kind === "purchase" ? financialYear(p.date) : doc.fy, ...(kind === "purchase" && p.number ? { number: p.number } : {}), paidPaise: p.receivedPaise + allocated })
      .where(eq(salesInvoices.id, id));
    const because = byDocument("changed", kind, kind === "purchase" && p.number ? p.number : doc.number, by);
    await moveStock(tx, businessId, deltas, because);
    await refreshParties(tx, businessId, [doc.partyId, p.party?.id], because);
  });
}

type Doc = typeof salesInvoices.$inferSelect;

/** A document a live credit or debit note returns goods from cannot be cancelled before the note. */
async function assertNoLiveNote(tx: Db, businessId: number, doc: Doc): Promise<void> {
  const notes = await tx.execute<{ number: string }>(sql`SELECT number FROM sales_invoices WHERE business_id = ${businessId} AND original_id = ${doc.id} AND cancelled_at IS NULL ORDER BY id LIMIT 1`);
  if (notes.rows.length) throw new HttpError(409, phrase("sales.noteFirst", { note: notes.rows[0].number, number: doc.number }), "id");
}

/** Nor deleted while any note, even a cancelled one, names it: the note's record must keep its original. */
async function assertNoNote(tx: Db, businessId: number, doc: Doc): Promise<void> {
  const notes = await tx.execute<{ number: string }>(sql`SELECT number FROM sales_invoices WHERE business_id = ${businessId} AND original_id = ${doc.id} ORDER BY id LIMIT 1`);
  if (notes.rows.length) throw new HttpError(409, phrase("sales.noteKeepsOriginal", { note: notes.rows[0].number, number: doc.number }), "id");
}

/**
 * An edit may not take back what a live note returned (a price raise returns nothing, its rate is the amount raised): each returned line must stay at its place with
 * the same item, rate and GST rate (the note reverses those), and at least the quantity returned.
 * Otherwise the note would credit more than the invoice is worth and stock would gain phantom units.
 */
async function assertNotesStillFit(tx: Db, businessId: number, doc: Doc, lines: { position: number; name: string; qty: number; ratePaise: number; gstRate: number }[]): Promise<void> {
  const returned = await tx.execute<{ position: number; name: string; rate_paise: number; gst_rate: number; qty: string; note: string }>(sql`
    SELECT l.position, min(l.name) AS name, min(l.rate_paise) AS rate_paise, min(l.gst_rate) AS gst_rate, sum(l.qty) AS qty, min(n.number) AS note
    FROM sales_invoice_lines l JOIN sales_invoices n ON n.id = l.invoice_id
    WHERE n.business_id = ${businessId} AND n.original_id = ${doc.id} AND n.cancelled_at IS NULL AND n.kind <> 'sdebit' GROUP BY l.position`);
  for (const r of returned.rows) {
    const line = lines.find((l) => l.position === Number(r.position));
    const fits = line && line.name === r.name && line.ratePaise === Number(r.rate_paise) && line.gstRate === Number(r.gst_rate) && line.qty >= Number(r.qty);
    if (!fits) {
      throw new HttpError(409, phrase("sales.noteKeepsLine", { note: r.note, line: Number(r.position), qty: Number(r.qty), name: r.name }), `lines.${Number(r.position) - 1}`);
    }
  }
}

export async function deleteDocument(db: Db, businessId: number, kind: DocKind, id: number, by?: number): Promise<void> {
  if (!Number.isSafeInteger(id)) throw notFound();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const doc = await lockedDocument(tx, businessId, kind, id);
    await assertPeriodsOpen(tx, businessId, [doc.docDate]);
    await assertNoNote(tx, businessId, doc);
    const oldLines = await tx.select().from(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, id));
    // Payments allocated to it stay as the party's advance (their allocations go with the invoice).
    await tx.delete(salesInvoices).where(eq(salesInvoices.id, id));
    // A cancelled document's stock was already put back.
    const because = byDocument("deleted", kind, doc.number, by);
    if (!doc.cancelledAt) await moveStock(tx, businessId, stockDeltas(kind, oldLines, -1), because);
    await refreshParties(tx, businessId, [doc.partyId], because);
  });
}

/**
 * Cancels an issued document: it stays (with its number, which is never handed out again) and is
 * marked cancelled; its lines leave the rollup, its stock goes back and it leaves the party's balance
 * and every report. Refused while payments are settled against it.
 */
export async function cancelDocument(db: Db, businessId: number, kind: DocKind, id: number, userId: number): Promise<void> {
  if (!Number.isSafeInteger(id)) throw notFound();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const doc = await lockedDocument(tx, businessId, kind, id);
    notCancelled(doc, "cancelled");
    await assertPeriodsOpen(tx, businessId, [doc.docDate]);
    const allocated = await allocatedPaise(tx, id);
    if (allocated > 0) {
      throw new HttpError(409, phrase("sales.paidCancel", { amount: allocated, number: doc.number }), "id");
    }
    await assertNoLiveNote(tx, businessId, doc);
    const oldLines = await tx.select().from(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, id));
    await tx.update(salesInvoices).set({ cancelledAt: new Date(), cancelledBy: userId, updatedAt: new Date() }).where(eq(salesInvoices.id, id));
    await tx.update(salesInvoiceLines).set({ cancelled: true }).where(eq(salesInvoiceLines.invoiceId, id));
    const because = byDocument("cancelled", kind, doc.number, userId);
    await moveStock(tx, businessId, stockDeltas(kind, oldLines, -1), because);
    await refreshParties(tx, businessId, [doc.partyId], because);
  });
}

const rupees = (paise: number) => Math.round(paise) / 100;

export function documentView(doc: typeof salesInvoices.$inferSelect) {
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    financial_year: fyLabel(doc.fy),
    date: doc.docDate,
    payment_type: doc.paymentType,
    party_id: doc.partyId,
    party_name: doc.partyName,
    party_phone: doc.partyPhone,
    party_gstin: doc.partyGstin,
    party_address: doc.partyAddress,
    place_of_supply: doc.placeOfSupply,
    supplier_state: doc.supplierState,
    party_state: doc.kind === "sale" ? doc.placeOfSupply : doc.supplierState,
    inter_state: doc.placeOfSupply !== doc.supplierState || (doc.igstPaise > 0 && doc.cgstPaise === 0),
    gross: rupees(doc.grossPaise),
    discount: rupees(doc.discountPaise),
    taxable: rupees(doc.taxablePaise),
    cgst: rupees(doc.cgstPaise),
    sgst: rupees(doc.sgstPaise),
    igst: rupees(doc.igstPaise),
    round_off: rupees(doc.roundOffPaise),
    total: rupees(doc.totalPaise),
    amount_received: rupees(doc.receivedPaise),
    paid: rupees(doc.paidPaise),
    balance: doc.cancelledAt ? 0 : rupees(doc.totalPaise - doc.paidPaise),
    payment_mode: doc.paymentMode,
    notes: doc.notes,
    reverse_charge: doc.reverseCharge,
    status: doc.cancelledAt ? "cancelled" : "issued",
    cancelled_at: doc.cancelledAt,
    original_id: doc.originalId,
    created_at: doc.createdAt,
  };
}

/**
 * A document as the editor, its page and its print show it, and as a save answers (on the till's
 * critical path: one round trip however many parts it reads).
 */
export async function getDocument(db: Db, businessId: number, kind: DocKind, id: number) {
  if (!Number.isSafeInteger(id)) throw notFound();
  const theDocument = and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind));
  const ofTheDocument = (column: typeof salesInvoices.id | typeof salesInvoices.originalId) => db.select({ id: column }).from(salesInvoices).where(theDocument);
  // Every read of the answer in one statement, one round trip (server/db/read-together.ts). Its lines and
  // its original are read through the document, so nothing of another business's document is read.
  const { docs, lines, found, related, originals, einvoice } = await readTogether(db, {
    docs: rowsReading(db.select().from(salesInvoices).where(theDocument), salesInvoices),
    lines: rowsReading(db.select().from(salesInvoiceLines).where(inArray(salesInvoiceLines.invoiceId, ofTheDocument(salesInvoices.id))).orderBy(asc(salesInvoiceLines.position)), salesInvoiceLines),
    found: businessWithSettingsReading(businessId),
    related: rowsReading(db.select().from(salesInvoices).where(and(eq(salesInvoices.businessId, businessId), eq(salesInvoices.originalId, id))), salesInvoices),
    originals: rowsReading(db.select().from(salesInvoices).where(and(eq(salesInvoices.businessId, businessId), inArray(salesInvoices.id, ofTheDocument(salesInvoices.originalId)))), salesInvoices),
    einvoice: irnReading(db, businessId, id),
  });
  const [doc] = docs;
  const { business, settings } = found;
  if (!doc || !business) throw notFound(NOT_FOUND(kind));
  const [original] = originals;
  // A supplier's debit note line holds only the amount raised (qty 0, the amount as its rate).
  const totals = invoiceTotals(
    lines.map((l) => ({ qty: doc.kind === "sdebit" ? 1 : Number(l.qty), ratePaise: l.ratePaise, discountPaise: l.discountPaise, gstRate: l.gstRate })),
    doc.supplierState,
    doc.placeOfSupply,
    true,
    lines.some((l) => isZeroRated(l.treatment)),
  );
  return {
    ...documentView(doc),
    amount_in_words: printedAmountInWords(doc.totalPaise, settings.invoiceLanguage),
    lines: lines.map((l) => ({
      product_id: l.productId,
      name: l.name,
      hsn: l.hsn,
      qty: Number(l.qty),
      unit: l.unit,
      rate: rupees(l.ratePaise),
      discount: rupees(l.discountPaise),
      gst_rate: l.gstRate,
      treatment: l.treatment,
      taxable: rupees(l.taxablePaise),
      tax: rupees(l.taxPaise),
      total: rupees(l.totalPaise),
    })),
    tax_breakup: totals.byRate.map((r) => ({
      gst_rate: r.gstRate,
      taxable: rupees(r.taxablePaise),
      cgst: rupees(r.cgstPaise),
      sgst: rupees(r.sgstPaise),
      igst: rupees(r.igstPaise),
    })),
    business: {
      name: business.businessName,
      address: [business.address, business.city, business.pincode].filter(Boolean).join(", "),
      phone: business.phone,
      email: business.businessEmail,
      gstin: business.gstin,
      state_code: settings.stateCode,
      logo: business.businessLogoPath,
      upi_id: business.upiId,
      bank: business.bankAccountNumber ? { name: business.bankAccountName, account: business.bankAccountNumber, ifsc: business.ifsc } : null,
    },
    terms: settings.terms,
    print_format: settings.printFormat,
    invoice_language: settings.invoiceLanguage,
    /** Credit or debit notes issued against this document. */
    notes_issued: related.map((r) => ({ id: r.id, kind: r.kind, number: r.number, date: r.docDate, total: rupees(r.totalPaise), cancelled: Boolean(r.cancelledAt) })),
    /** For a note: the invoice or bill it reverses. */
    original: original ? { id: doc.originalId, number: original.number, date: original.docDate } : null,
    /** What the IRP answered for a B2B invoice or note (IRN, acknowledgement, signed QR), once recorded. */
    einvoice: doc.kind === "sale" || doc.kind === "credit" ? einvoice : null,
  };
}

/** Open invoices or bills of a party (balance due > 0), oldest first, for payment allocation: rows as the list gives them. */
export async function openDocuments(db: Db, businessId: number, kind: DocKind, partyId: number) {
  const rows = await db
    .select()
    .from(salesInvoices)
    .where(and(eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind), eq(salesInvoices.partyId, partyId), isNull(salesInvoices.cancelledAt), sql`${salesInvoices.totalPaise} > ${salesInvoices.paidPaise}`))
    .orderBy(asc(salesInvoices.docDate), asc(salesInvoices.id));
  return rows.map((d) => docRow({ ...d, day: d.docDate }));
}

export async function documentsByIds(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(salesInvoices).where(and(eq(salesInvoices.businessId, businessId), inArray(salesInvoices.id, ids)));
}

