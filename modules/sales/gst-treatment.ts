/**
 * How GST treats a line (pure: the product form, the invoice editor and the server share it). The
 * treatment decides where the line goes in the returns, which a rate alone cannot say: nil-rated,
 * exempt and non-GST supplies all carry no tax but are three columns of GSTR-1 Table 8 and two rows
 * of GSTR-3B (3.1(c) nil/exempt, 3.1(e) non-GST); exports and supplies to an SEZ are zero-rated
 * (IGST Act section 16), reported in GSTR-1 `exp` / `b2b` (SEWP, SEWOP) and GSTR-3B 3.1(b), either
 * with IGST paid (and refunded later) or without it under a letter of undertaking.
 */
export const GST_TREATMENTS = ["taxable", "nil", "exempt", "nongst", "expwp", "expwop", "sezwp", "sezwop"] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

export const isGstTreatment = (v: unknown): v is GstTreatment => typeof v === "string" && (GST_TREATMENTS as readonly string[]).includes(v);

/** Zero-rated: an export or a supply to an SEZ; always inter-state (IGST Act section 7(5)). */
export const isZeroRated = (t: GstTreatment) => t === "expwp" || t === "expwop" || t === "sezwp" || t === "sezwop";
export const isExport = (t: GstTreatment) => t === "expwp" || t === "expwop";
/** No tax is charged on the line, so its rate is 0: Table 8 supplies and zero-rated ones under a bond/LUT. */
export const isUntaxed = (t: GstTreatment) => t === "nil" || t === "exempt" || t === "nongst" || t === "expwop" || t === "sezwop";
/** Goes to GSTR-1 Table 8 (`nil`). */
export const isTable8 = (t: GstTreatment) => t === "nil" || t === "exempt" || t === "nongst";

/** The treatment of a product or line saved before treatments existed: its 0 % meant nil-rated. */
export const treatmentOr = (value: unknown, gstRate: number): GstTreatment => (isGstTreatment(value) ? value : gstRate === 0 ? "nil" : "taxable");

/** Place of supply of an export (the portal's "96 Other Countries"). */
export const EXPORT_POS = "96";

/**
 * Our units to GSTN's Unit Quantity Codes (the portal's UQC list). Hours have no code of their own;
 * services report "NA" whatever their unit.
 */
export const UQC: Record<string, string> = {
  PCS: "PCS", NOS: "NOS", KG: "KGS", GM: "GMS", LTR: "LTR", ML: "MLT", MTR: "MTR", BOX: "BOX", PACK: "PAC", DOZ: "DOZ", BAG: "BAG", SET: "SET", PAIR: "PRS", HRS: "OTH",
};

/** HSN/SAC digits a registered business must print: 4 up to ₹5 crore turnover, 6 above (notification 78/2020). */
export const HSN_DIGITS = [4, 6] as const;
export const hsnLongEnough = (hsn: string, digits: number) => /^[0-9]{4,8}$/.test(hsn) && hsn.length >= digits;
