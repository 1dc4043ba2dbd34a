/**
 * The QR standee (issue 23): one layout, drawn by the server as a PDF (server/payments/standee-pdf.ts)
 * and by the console on a canvas as a PNG (src/pages/payments/standee-canvas.ts). The layout is a
 * list of shapes in A5 points; A6 is the same page scaled by 1/√2, the PNG the same page at 3 px a
 * point. Text widths come from the renderer (its fonts), so the shop name is fitted by each.
 * Printed words: locales/<language>/payments.json "standee"; a Hindi business (its invoice
 * language) gets the Hindi line with the English one under it, like its invoices.
 */
import en from "../locales/en/payments.json";
import hi from "../locales/hi/payments.json";
import { fill } from "./wording";
import { STANDEE_SIZES } from "./standee-names";

export * from "./standee-names";

/** The layout's own page: A5. */
export const PAGE = STANDEE_SIZES.A5;
/** The PNG: A5 at 216 dpi, 1259 x 1786 px. */
export const PNG_SCALE = 3;
export const STANDEE_GREEN = "#0b6e4f";
const INK = "#1d2623";
const GREY = "#5b6663";
const RULE = "#c9d3cf";

const WORDS = { en: en.standee, hi: hi.standee } as const;
export type StandeeLanguage = keyof typeof WORDS;
export const standeeLanguage = (code: string | null | undefined): StandeeLanguage => (code === "hi" ? "hi" : "en");

export type Shape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; fill?: string; stroke?: string; lineWidth?: number; radius?: number }
  | { kind: "text"; text: string; x: number; y: number; size: number; bold: boolean; color: string }
  | { kind: "qr"; x: number; y: number; size: number };

/** The width of `text` at `size` points in the renderer's regular or bold font. */
export type Measure = (text: string, size: number, bold: boolean) => number;

const centred = (measure: Measure, text: string, y: number, size: number, bold: boolean, color: string): Shape => ({
  kind: "text",
  text,
  x: (PAGE.width - measure(text, size, bold)) / 2,
  y,
  size,
  bold,
  color,
});

/** The largest size from `max` down to `min` at which `text` fits `width` (else `min`). */
const fit = (measure: Measure, text: string, width: number, max: number, min: number, bold: boolean) => {
  let size = max;
  while (size > min && measure(text, size, bold) > width) size -= 0.5;
  return size;
};

/** Greedy word wrap into at most `lines` lines; the last one is shortened with "…" when needed. */
function wrap(measure: Measure, text: string, width: number, size: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || measure(next, size, true) <= width) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  let last = out.slice(lines - 1).join(" ");
  while (last.length > 1 && measure(`${last}…`, size, true) > width) last = last.slice(0, -1);
  kept[lines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The shop name in the green band: one line at up to 30 pt, else two lines at up to 24 pt. */
function nameLines(measure: Measure, name: string, width: number): { size: number; lines: string[] } {
  const one = fit(measure, name, width, 30, 18, true);
  if (measure(name, one, true) <= width) return { size: one, lines: [name] };
  for (let size = 24; size >= 14; size -= 1) {
    const lines = wrap(measure, name, width, size, 2);
    if (lines.every((l) => !l.endsWith("…") && measure(l, size, true) <= width)) return { size, lines };
  }
  return { size: 14, lines: wrap(measure, name, width, 14, 2) };
}

export interface StandeeInput {
  name: string;
  upiId: string;
  language: StandeeLanguage;
}

/** The standee's shapes, top to bottom, in A5 points. */
export function standeeLayout(input: StandeeInput, measure: Measure): Shape[] {
  const { width: W, height: H } = PAGE;
  const words = WORDS[input.language];
  const shapes: Shape[] = [];

  // The green band with the shop name, white and large.
  const BAND = 104;
  shapes.push({ kind: "rect", x: 0, y: 0, w: W, h: BAND, fill: STANDEE_GREEN });
  const name = nameLines(measure, input.name.trim(), W - 48);
  const lineH = name.size * 1.25;
  let y = (BAND - lineH * name.lines.length) / 2 + name.size * 0.05;
  for (const l of name.lines) {
    shapes.push(centred(measure, l, y, name.size, true, "#ffffff"));
    y += lineH;
  }

  // "Scan & pay with any UPI app": in the business's language, English under Hindi.
  const scan = [{ text: words.scan, size: 17, bold: true, color: STANDEE_GREEN }];
  if (input.language !== "en") scan.push({ text: WORDS.en.scan, size: 12, bold: false, color: INK });
  y = input.language === "en" ? 126 : 116;
  for (const s of scan) {
    const size = fit(measure, s.text, W - 40, s.size, 9, s.bold);
    shapes.push(centred(measure, s.text, y, size, s.bold, s.color));
    y += s.size * 1.45;
  }

  // The QR, large, on a white card with a green border; the quiet zone is inside the QR shape.
  const Q = 250;
  const qx = (W - Q) / 2;
  const qy = 170;
  shapes.push({ kind: "rect", x: qx - 6, y: qy - 6, w: Q + 12, h: Q + 12, fill: "#ffffff", stroke: STANDEE_GREEN, lineWidth: 3, radius: 14 });
  shapes.push({ kind: "qr", x: qx, y: qy, size: Q });

  // The UPI id under it.
  const upi = fill(words.upiId, { upiId: input.upiId });
  shapes.push(centred(measure, upi, qy + Q + 20, fit(measure, upi, W - 40, 14, 8, true), true, INK));

  // The apps, as plain text in a pill (no logos).
  const appsSize = fit(measure, words.apps, W - 76, 11, 7, true);
  const appsW = measure(words.apps, appsSize, true) + 28;
  const py = qy + Q + 58;
  shapes.push({ kind: "rect", x: (W - appsW) / 2, y: py, w: appsW, h: 28, stroke: RULE, lineWidth: 1, radius: 14 });
  shapes.push(centred(measure, words.apps, py + (28 - appsSize * 1.2) / 2 + 1, appsSize, true, GREY));

  // The footer.
  shapes.push({ kind: "rect", x: 0, y: H - 34, w: W, h: 34, fill: "#f2f5f4" });
  shapes.push({ kind: "rect", x: 0, y: H - 34, w: W, h: 2, fill: STANDEE_GREEN });
  shapes.push(centred(measure, words.powered, H - 23, 9, false, GREY));
  return shapes;
}
