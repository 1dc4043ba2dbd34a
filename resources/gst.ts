/**
 * GST arithmetic for invoices and bills, shared by the server (which computes the totals that are
 * stored) and the invoice editor (which only previews them). Everything is integer paise.
 * Facts: docs/india.md (rates since 22 Sep 2025, CGST rule 46 serial numbers).
 */
import { decimalPlaces } from "./money";
import { ENGLISH, type Say } from "./wording";

/** Rates after the GST rationalisation of 22 September 2025. */
export const GST_RATES = [0, 5, 18, 40] as const;
/** 12 % and 28 % were removed on 22 September 2025; invoices dated before may still carry them. */
export const GST_RATES_BEFORE_2025_09_22 = [0, 5, 12, 18, 28] as const;
export const GST_REFORM_DATE = "2025-09-22";

/** The rates an invoice dated `date` (YYYY-MM-DD) may use. */
export const allowedGstRates = (date: string): readonly number[] =>
  date < GST_REFORM_DATE ? GST_RATES_BEFORE_2025_09_22 : GST_RATES;

export interface LineInput {
  /** Quantity, at most three decimals (1.250 kg). */
  qty: number;
  ratePaise: number;
  /** A discount on the line, either an amount in paise or a percentage of qty × rate. */
  discountPaise?: number;
  discountPercent?: number;
  gstRate: number;
}

export interface LineTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

export interface InvoiceTotals {
  lines: LineTotals[];
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /** Rounded total minus exact total: between -50 and +49 paise. */
  roundOffPaise: number;
  totalPaise: number;
  /** Tax breakup by rate, for the printed invoice. */
  byRate: { gstRate: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }[];
  interState: boolean;
}

/** Half away from zero, so ₹0.50 rounds the same way for a sale and a return. */
const roundHalfUp = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** qty × rate in paise without floating drift: qty is carried as thousandths. */
export const qtyTimesRate = (qty: number, ratePaise: number) => roundHalfUp((Math.round(qty * 1000) * ratePaise) / 1000);

export function lineTotals(line: LineInput, interState: boolean): LineTotals {
  const grossPaise = qtyTimesRate(line.qty, line.ratePaise);
  const discountPaise = Math.min(
    grossPaise,
    line.discountPaise !== undefined && line.discountPaise > 0
      ? line.discountPaise
      : roundHalfUp((grossPaise * Math.round((line.discountPercent ?? 0) * 100)) / 10000),
  );
  const taxablePaise = grossPaise - discountPaise;
  // CGST and SGST are each half the rate, rounded separately, so they are always equal.
  const half = roundHalfUp((taxablePaise * line.gstRate) / 200);
  const cgstPaise = interState ? 0 : half;
  const sgstPaise = interState ? 0 : half;
  const igstPaise = interState ? roundHalfUp((taxablePaise * line.gstRate) / 100) : 0;
  const taxPaise = cgstPaise + sgstPaise + igstPaise;
  return { grossPaise, discountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise, totalPaise: taxablePaise + taxPaise };
}

/**
 * Intra-state (supplier state = place of supply): CGST + SGST, half each. Otherwise IGST, and always
 * IGST when `zeroRated`.
 * The grand total is rounded to the rupee; the difference is shown as round-off.
 */
export function invoiceTotals(lines: LineInput[], supplierState: string, placeOfSupply: string, roundOff = true, zeroRated = false): InvoiceTotals {
  // A zero-rated supply (export, SEZ) is inter-state whatever the states (IGST Act section 7(5)).
  const interState = zeroRated || Boolean(supplierState && placeOfSupply && supplierState !== placeOfSupply);
  const computed = lines.map((l) => lineTotals(l, interState));
  const sum = (k: keyof LineTotals) => computed.reduce((s, l) => s + l[k], 0);
  const exact = sum("totalPaise");
  const rounded = roundOff ? Math.round(exact / 100) * 100 : exact;
  const byRateMap = new Map<number, InvoiceTotals["byRate"][number]>();
  lines.forEach((l, i) => {
    const c = computed[i];
    const row = byRateMap.get(l.gstRate) ?? { gstRate: l.gstRate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    row.taxablePaise += c.taxablePaise;
    row.cgstPaise += c.cgstPaise;
    row.sgstPaise += c.sgstPaise;
    row.igstPaise += c.igstPaise;
    byRateMap.set(l.gstRate, row);
  });
  return {
    lines: computed,
    grossPaise: sum("grossPaise"),
    discountPaise: sum("discountPaise"),
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    taxPaise: sum("taxPaise"),
    roundOffPaise: rounded - exact,
    totalPaise: rounded,
    byRate: [...byRateMap.values()].sort((a, b) => a.gstRate - b.gstRate),
    interState,
  };
}

const ONES = [
  "", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
  "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "");
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** Whole rupees in Indian numbering: 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function numberInWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${crore >= 1000 ? numberInWords(crore) : belowThousand(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** 12345650 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const words = `Rupees ${numberInWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ""} Only`;
  return negative ? `Minus ${words}` : words;
}

/**
 * Hindi number words 0–99: irregular (इक्कीस, उनतीस, उनचास, …), so a table rather than tens + ones.
 * HINDI_BELOW_HUNDRED[n] is n in words.
 */
const HINDI_BELOW_HUNDRED = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चौवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरेपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरेसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानबे", "बानबे", "तिरानबे", "चौरानबे", "पंचानबे", "छियानबे", "सत्तानबे", "अट्ठानबे", "निन्यानबे",
];

function hindiBelowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${HINDI_BELOW_HUNDRED[h]} सौ` : "", rest ? HINDI_BELOW_HUNDRED[rest] : ""].filter(Boolean).join(" ");
}

/** Whole rupees in Hindi, Indian numbering: 12345678 → "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर". */
export function numberInHindiWords(n: number): string {
  if (n === 0) return HINDI_BELOW_HUNDRED[0];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${crore >= 1000 ? numberInHindiWords(crore) : hindiBelowThousand(crore)} करोड़` : "",
    lakh ? `${HINDI_BELOW_HUNDRED[lakh]} लाख` : "",
    thousand ? `${HINDI_BELOW_HUNDRED[thousand]} हज़ार` : "",
    rest ? hindiBelowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** 12345650 paise → "रुपये एक लाख तेईस हज़ार चार सौ छप्पन और पचास पैसे मात्र". */
export function amountInHindiWords(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const words = `रुपये ${numberInHindiWords(rupees)}${p ? ` और ${HINDI_BELOW_HUNDRED[p]} पैसे` : ""} मात्र`;
  return negative ? `ऋण ${words}` : words;
}

/**
 * The amount in words as a printed document says it, in its invoice language (a sales setting):
 * English alone, or English and Hindi side by side like the rest of a bilingual invoice.
 */
export function printedAmountInWords(paise: number, language: string = "en"): string {
  return language === "hi" ? `${amountInWords(paise)} / ${amountInHindiWords(paise)}` : amountInWords(paise);
}

/** The financial year (April to March) a date falls in, by its starting year: 2026-03-31 → 2025. */
export function financialYear(date: string): number {
  const [y, m] = date.split("-").map(Number);
  return m >= 4 ? y : y - 1;
}
/** 2025 → "2025-26" */
export const fyLabel = (fy: number) => `${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
export const fyRange = (fy: number) => ({ from: `${fy}-04-01`, to: `${fy + 1}-03-31` });

/** CGST rule 46: at most 16 characters, letters, digits, "-" and "/" only. */
export const INVOICE_NUMBER_RE = /^[A-Za-z0-9/-]{1,16}$/;
export const INVOICE_PREFIX_RE = /^[A-Za-z0-9/-]{0,10}$/;
export const invoiceNumber = (prefix: string, seq: number) => `${prefix}${seq}`;

/**
 * A GSTIN's first two digits are the state it is registered in; the business's state must be that
 * one, or intra-state sales would be charged IGST (and the reverse). The message names both states.
 */
export function gstinStateMismatch(
  gstin: string | null | undefined,
  stateCode: string | null | undefined,
  states: Record<string, string>,
  say: Say = ENGLISH.say,
): string | undefined {
  const values = gstinStateMismatchValues(gstin, stateCode, states);
  return values && say("validation.gstinState", { ...values, registeredName: values.registeredName || say("validation.state") }).trim();
}

/** The same check as gstinStateMismatch, as the values of validation.gstinState (the server says them in the reader's language). */
export function gstinStateMismatchValues(
  gstin: string | null | undefined,
  stateCode: string | null | undefined,
  states: Record<string, string>,
): Record<string, string> | undefined {
  if (!gstin || !stateCode || gstin.length < 2 || gstin.slice(0, 2) === stateCode) return undefined;
  const registered = gstin.slice(0, 2);
  return { gstin, registered, registeredName: states[registered] ?? "", stateCode, stateName: states[stateCode] ?? "" };
}

/** More decimals than `places`? (Exponent notation like 1e-7 counts as too many: decimalPlaces.) */
export const hasMoreDecimals = (n: number, places: number) => decimalPlaces(n) > places;
