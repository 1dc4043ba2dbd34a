import { isGstin, isPincode } from "../../../resources/validators";
import { EXPORT_POS, isExport, isZeroRated, type GstTreatment } from "../gst-treatment";
import { addressLines, ddmmyyyy, isService, r2, refuse, UQC, type FilingData } from "./filing-data";

/**
 * A B2B invoice, credit note or supplier's debit note as the Invoice Registration Portal takes it: NIC's e-invoice JSON,
 * schema version 1.1 (modules/sales/schemas/einvoice-1.1.schema.json says where it comes from). The
 * owner uploads it on the IRP (or through their GSP) and records the IRN it answers.
 *
 * Refused, naming the field, when the IRP would refuse it: a sale to a buyer without a GSTIN (B2C is
 * not e-invoiced; an export is, to "URP"), a cancelled document, a seller or buyer without GSTIN, address, town or PIN code,
 * a line without a 4, 6 or 8-digit HSN/SAC, a number the IRP's pattern does not take.
 */
const DOC_TYPE = { sale: "INV", credit: "CRN", sdebit: "DBN" } as const;
/**
 * NIC's TranDtls.SupTyp from the document's GST treatment. An invoice is zero-rated whole or not at all
 * (documents.ts refuses a mix), and a note carries its invoice's treatments, so one zero-rated line names
 * the document. Nil-rated, exempt and non-GST lines do not change it: B2B.
 */
const SUP_TYP: Partial<Record<GstTreatment, "EXPWP" | "EXPWOP" | "SEZWP" | "SEZWOP">> = { expwp: "EXPWP", expwop: "EXPWOP", sezwp: "SEZWP", sezwop: "SEZWOP" };
/** NIC's buyer of an export: unregistered ("URP"), place of supply and state "96" (Other Countries), PIN 999999. */
const EXPORT_BUYER = { Gstin: "URP", Pin: 999999, Stcd: EXPORT_POS } as const;
/** NIC's pattern for DocDtls.No: a capital letter or 1-9 first, then capitals, digits, / and -, at most 16. */
const DOC_NO = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
const HSN = /^(?!0+$)([0-9]{4}|[0-9]{6}|[0-9]{8})$/;

/** NIC wants 3 to 100 characters for names and 3 to 50 for a town; a shorter one is padded by no one: refuse. */
function need(value: string | null | undefined, min: number, key: string, field: string): string {
  const v = (value ?? "").replace(/\s+/g, " ").trim();
  if (v.length < min) throw refuse(key, field);
  return v;
}

export function einvoiceJson(d: FilingData) {
  const { doc } = d;
  if (doc.kind !== "sale" && doc.kind !== "credit" && doc.kind !== "sdebit") throw refuse("notSale", "kind");
  if (doc.cancelledAt) throw refuse("cancelled", "status");
  const zeroRated = d.lines.find((l) => isZeroRated(l.treatment))?.treatment;
  const exported = zeroRated !== undefined && isExport(zeroRated);
  // An export is e-invoiced though its buyer abroad has no GSTIN; any other sale needs the buyer's.
  if (!exported && !doc.partyGstin) throw refuse("b2c", "party_gstin");
  if (!exported && !isGstin(doc.partyGstin ?? "")) throw refuse("buyerGstin", "party_gstin");
  if (!d.seller.gstin || !isGstin(d.seller.gstin)) throw refuse("sellerGstin", "business.gstin");
  if (!DOC_NO.test(doc.number)) throw refuse("number", "number", { number: doc.number });
  const sellerAddress = addressLines(need(d.seller.address, 1, "sellerAddress", "business.address"));
  const sellerCity = need(d.seller.city, 3, "sellerCity", "business.city").slice(0, 50);
  if (!isPincode(d.seller.pincode)) throw refuse("sellerPincode", "business.pincode");
  const buyerAddress = addressLines(need(doc.partyAddress, 1, "buyerAddress", "party.address"));
  const buyerCity = need(d.buyer.city, 3, "buyerCity", "party.city").slice(0, 50);
  // A buyer abroad has no Indian PIN code: NIC takes 999999.
  if (!exported && !isPincode(d.buyer.pincode)) throw refuse("buyerPincode", "party.pincode");
  if (d.lines.length === 0) throw refuse("noLines", "lines");
  /*
   * Which lines the IRP gets. NIC's e-invoice reports supplies under GST (its FAQ: non-GST supplies,
   * such as petrol or alcohol for human consumption, are not e-invoiced), so a non-GST line is left out
   * of ItemList and of ValDtls; the rest of the invoice is still a tax invoice and is reported. Nil-rated
   * and exempt lines are GST supplies at 0 %: NIC takes them in the same invoice with GstRt 0 and no tax
   * (only a wholly exempt document, a bill of supply, is outside e-invoicing), so they stay. A document
   * with nothing but non-GST lines has nothing to report: refused as having no lines.
   */
  const lines = d.lines.filter((l) => l.treatment !== "nongst");
  if (lines.length === 0) throw refuse("noLines", "lines");
  d.lines.forEach((l, i) => {
    if (l.treatment === "nongst") return;
    if (!HSN.test(l.hsn)) throw refuse("hsn", `lines.${i + 1}.hsn`, { row: i + 1, name: l.name });
    if (l.name.trim().length < 3) throw refuse("itemName", `lines.${i + 1}.name`, { row: i + 1 });
  });

  const phone = (p: string | null) => (p && /^[0-9]{6,12}$/.test(p) ? p : undefined);
  const email = (e: string | null) => (e && e.length >= 6 && e.length <= 100 ? e : undefined);
  const items = lines.map((l, i) => {
    const service = isService(l.hsn);
    return {
      SlNo: String(i + 1),
      PrdDesc: l.name.trim().slice(0, 300),
      IsServc: service ? "Y" : "N",
      HsnCd: l.hsn,
      // A supplier's debit note raises a price: its line is one raise of the amount (the note's own arithmetic, notes.ts), so Qty × UnitPrice = TotAmt as the IRP checks.
      Qty: doc.kind === "sdebit" ? 1 : Number(l.qty.toFixed(3)),
      Unit: service ? "OTH" : (UQC[l.unit] ?? "OTH"),
      UnitPrice: r2(l.ratePaise),
      // TotAmt − Discount = AssAmt exactly, as the IRP checks: the gross is what the saved line's taxable value and discount add up to.
      TotAmt: r2(l.t.taxablePaise + l.t.discountPaise),
      Discount: r2(l.t.discountPaise),
      AssAmt: r2(l.t.taxablePaise),
      GstRt: l.gstRate,
      IgstAmt: r2(l.t.igstPaise),
      CgstAmt: r2(l.t.cgstPaise),
      SgstAmt: r2(l.t.sgstPaise),
      CesRt: 0,
      CesAmt: 0,
      CesNonAdvlAmt: 0,
      StateCesRt: 0,
      StateCesAmt: 0,
      StateCesNonAdvlAmt: 0,
      OthChrg: 0,
      TotItemVal: r2(l.t.totalPaise),
    };
  });
  const sum = (k: "igstPaise" | "cgstPaise" | "sgstPaise" | "taxablePaise" | "discountPaise" | "totalPaise") => lines.reduce((s, l) => s + l.t[k], 0);
  // The non-GST lines' value is not the IRP's: the reported invoice value is the GST lines' plus the round-off.
  const leftOut = d.lines.reduce((s, l) => s + (l.treatment === "nongst" ? l.t.totalPaise : 0), 0);
  const buyerGstin = exported ? EXPORT_BUYER.Gstin : doc.partyGstin!;

  return {
    Version: "1.1",
    TranDtls: {
      TaxSch: "GST",
      SupTyp: (zeroRated && SUP_TYP[zeroRated]) || "B2B",
      RegRev: doc.reverseCharge ? "Y" : "N",
      // A supply to an SEZ unit in the seller's own state is still inter-state (IGST Act section 7(5)): NIC's flag for IGST on an intra-state supply.
      IgstOnIntra: zeroRated && !exported && doc.placeOfSupply === d.seller.stateCode ? "Y" : "N",
    },
    DocDtls: { Typ: DOC_TYPE[doc.kind], No: doc.number, Dt: ddmmyyyy(doc.docDate) },
    SellerDtls: {
      Gstin: d.seller.gstin,
      LglNm: need(d.seller.name, 3, "sellerName", "business.business_name").slice(0, 100),
      Addr1: sellerAddress[0],
      ...(sellerAddress[1] ? { Addr2: sellerAddress[1] } : {}),
      Loc: sellerCity,
      Pin: Number(d.seller.pincode),
      Stcd: d.seller.stateCode,
      ...(phone(d.seller.phone) ? { Ph: phone(d.seller.phone) } : {}),
      ...(email(d.seller.email) ? { Em: email(d.seller.email) } : {}),
    },
    BuyerDtls: {
      Gstin: buyerGstin,
      LglNm: need(doc.partyName, 3, "buyerName", "party.name").slice(0, 100),
      Pos: exported ? EXPORT_POS : doc.placeOfSupply,
      Addr1: buyerAddress[0],
      ...(buyerAddress[1] ? { Addr2: buyerAddress[1] } : {}),
      Loc: buyerCity,
      Pin: exported ? EXPORT_BUYER.Pin : Number(d.buyer.pincode),
      // The buyer's state is the one its GSTIN is registered in; abroad, "96".
      Stcd: exported ? EXPORT_BUYER.Stcd : buyerGstin.slice(0, 2),
      ...(phone(d.buyer.phone) ? { Ph: phone(d.buyer.phone) } : {}),
      ...(email(d.buyer.email) ? { Em: email(d.buyer.email) } : {}),
    },
    ItemList: items,
    ValDtls: {
      AssVal: r2(sum("taxablePaise")),
      CgstVal: r2(sum("cgstPaise")),
      SgstVal: r2(sum("sgstPaise")),
      IgstVal: r2(sum("igstPaise")),
      CesVal: 0,
      StCesVal: 0,
      // Line discounts are already inside each item's AssAmt: the invoice-level discount is nil.
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: r2(doc.roundOffPaise),
      TotInvVal: r2(doc.totalPaise - leftOut),
    },
    /*
     * An export's details. Galla keeps no shipping bill, port or buyer's country, and NIC makes every field
     * of ExpDtls optional (CntCode, Port, ShipBNo, ShipBDt, ForCur can be added on the IRP): only RefClm,
     * whether the supplier claims a refund, which it does of the IGST paid on an export with payment.
     */
    ...(exported ? { ExpDtls: { RefClm: zeroRated === "expwp" ? "Y" : "N" } } : {}),
    // A note names the invoice it reduces or raises.
    ...((doc.kind === "credit" || doc.kind === "sdebit") && d.original ? { RefDtls: { PrecDocDtls: [{ InvNo: d.original.number, InvDt: ddmmyyyy(d.original.date) }] } } : {}),
  };
}

export type EinvoiceJson = ReturnType<typeof einvoiceJson>;
