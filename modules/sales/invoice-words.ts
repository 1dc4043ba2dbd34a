/**
 * The printed document's words (locales/<language>/invoice.json), read synchronously by the one
 * invoice view model: on the server (the PDF) and in the console (the A4 print, the thermal receipt,
 * the public page). A business prints in English, or in English and one more language side by side
 * ("TAX INVOICE / कर बीजक"): its invoice language, a sales setting. Marathi would be one import and
 * one entry in WORDS.
 */
import en from "../../locales/en/invoice.json";
import hi from "../../locales/hi/invoice.json";
import { fill } from "../../resources/wording";

type Words = typeof en;
const WORDS: Record<string, Words> = { en, hi };

/** "en": English only; any other code: English and that language. */
export const INVOICE_LANGUAGES = ["en", "hi"] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

export type PrintKey = Exclude<keyof Words, "title" | "copy"> | `title.${keyof Words["title"]}` | `copy.${keyof Words["copy"]}`;
export type PrintSay = (key: PrintKey, values?: Record<string, string>) => string;

const one = (words: Words, key: PrintKey, values?: Record<string, string>) => {
  const [head, tail] = key.split(".") as [keyof Words, string | undefined];
  const entry = words[head];
  return fill(typeof entry === "string" ? entry : (entry as Record<string, string>)[tail ?? ""], values);
};

/** The words of a printed document: "Total" in English, "Total / कुल" in English and Hindi. */
export function printWords(language: InvoiceLanguage = "en"): PrintSay {
  const second = language === "en" ? undefined : WORDS[language];
  return (key, values) => (second ? `${one(en, key, values)} / ${one(second, key, values)}` : one(en, key, values));
}

/** The three copies of a tax invoice (CGST rule 48), by the short name a PDF link carries (?copy=duplicate). */
export const COPIES = ["original", "duplicate", "triplicate"] as const;
export type Copy = (typeof COPIES)[number];
const COPY_KEYS = COPIES.map((copy) => `copy.${copy}` as const);
/** The copy labels as the print page's picker names them (always in English: they travel in the URL). */
export const COPY_LABELS = COPY_KEYS.map((key) => one(en, key)) as [string, string, string];
/** A copy label in the document's words ("ORIGINAL FOR RECIPIENT / ख़रीदार के लिए मूल प्रति"). */
/** A copy's English label from its short name, and back (the print page's URL carries the label). */
export const copyLabelOf = (copy: Copy) => COPY_LABELS[COPIES.indexOf(copy)];
export const copyOfLabel = (label: string): Copy => COPIES[Math.max(0, COPY_LABELS.indexOf(label))];
export const copyLabel = (say: PrintSay, copy: string) => {
  const i = COPY_LABELS.indexOf(copy);
  return i < 0 ? copy : say(COPY_KEYS[i]);
};
