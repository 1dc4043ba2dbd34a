import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { InvoiceView } from "../invoice-view";

/**
 * The invoice as an A4 PDF file, drawn from the same view model as the console's A4 print
 * (modules/sales/console/InvoiceA4.tsx): seller, buyer, lines, the GST split per rate, totals, amount in
 * words, reverse charge, bank and the UPI QR for the balance due.
 *
 * PDF's standard fonts have no ₹ (U+20B9): DejaVu Sans has it and is embedded (subset, so a
 * one-page invoice stays around 30 KB); Noto Sans Devanagari stands in for it when the page has Hindi.
 */
const require = createRequire(import.meta.url);
const font = (path: string) => readFileSync(require.resolve(path));
export const LATIN = { regular: font("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"), bold: font("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf") };
/**
 * DejaVu has no Devanagari. Noto Sans Devanagari (Google's TTFs, from the npm package) has it, and
 * Latin, digits and ₹ too, so a page with any Hindi on it (the bilingual labels, a party named in
 * Hindi) is set in it whole; fontkit shapes the conjuncts and the ि matra.
 */
const noto = (weight: string) => font(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);
export const DEVANAGARI = { regular: noto("400Regular"), bold: noto("700Bold") };
const hasDevanagari = (v: InvoiceView) => /[\u0900-\u097F]/.test(JSON.stringify({ ...v, seller: { ...v.seller, logo: null } }));

const M = 28; // 10 mm margins, like the print's @page.
const W = 595.28 - 2 * M;
const BOTTOM = 841.89 - M;
const INK = "#111111";
const GREY = "#555555";
const RULE = "#999999";
const HEAD_BG = "#f2f5f4";
const RED = "#b42318";

type Doc = PDFKit.PDFDocument;

/** Starts a new page when the next `height` points would not fit; answers the y to draw at. */
function room(doc: Doc, y: number, height: number) {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return M;
}

/**
 * A bordered table: header row shaded, numeric columns right-aligned, rows as tall as their
 * tallest wrapped cell. Answers the y below it.
 */
function table(doc: Doc, x: number, y: number, widths: number[], header: string[], rows: string[][], numeric: (i: number) => boolean, size = 8) {
  const pad = 3;
  const draw = (cells: string[], top: number, bold: boolean) => {
    doc.font(bold ? "bold" : "regular").fontSize(size);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || " ", { width: widths[i] - 2 * pad }))) + 2 * pad;
    let cx = x;
    if (bold) doc.rect(x, top, widths.reduce((a, b) => a + b, 0), h).fill(HEAD_BG);
    cells.forEach((c, i) => {
      doc.rect(cx, top, widths[i], h).lineWidth(0.5).stroke(RULE);
      doc.fillColor(INK).text(c, cx + pad, top + pad, { width: widths[i] - 2 * pad, align: numeric(i) ? "right" : "left" });
      cx += widths[i];
    });
    return top + h;
  };
  y = draw(header, y, true);
  for (const r of rows) {
    doc.font("regular").fontSize(size);
    const h = Math.max(...r.map((c, i) => doc.heightOfString(c || " ", { width: widths[i] - 6 }))) + 6;
    if (y + h > BOTTOM) y = draw(header, room(doc, y, BOTTOM), true);
    y = draw(r, y, false);
  }
  return y;
}

/** Label/value rows (the invoice's meta and totals): answers the y below them. */
function pairs(doc: Doc, x: number, y: number, labelW: number, valueW: number, rows: InvoiceView["meta"], size = 8.5, valueAlign: "left" | "right" = "left") {
  for (const r of rows) {
    const big = Boolean(r.grand);
    doc.font(r.strong ? "bold" : "regular").fontSize(big ? 11 : size);
    const h = Math.max(doc.heightOfString(r.label, { width: labelW }), doc.heightOfString(r.value, { width: valueW })) + 2;
    if (big) doc.moveTo(x, y).lineTo(x + labelW + valueW, y).lineWidth(0.75).stroke(INK);
    doc.fillColor(r.strong ? INK : GREY).text(r.label, x, y + (big ? 2 : 0), { width: labelW });
    doc.fillColor(INK).text(r.value, x + labelW, y + (big ? 2 : 0), { width: valueW, align: valueAlign });
    y += h + (big ? 3 : 0);
  }
  return y;
}

/** A data: URL logo (PNG or JPEG) can be embedded as it is; a logo stored elsewhere is left out. */
const embeddableLogo = (logo: string | null) => (logo && /^data:image\/(png|jpe?g);base64,/.test(logo) ? logo : null);

export async function invoicePdf(v: InvoiceView): Promise<Buffer> {
  const qr = v.upi ? await QRCode.toBuffer(v.upi.link, { margin: 1, width: 240 }) : null;
  const irnQr = v.einvoice ? await QRCode.toBuffer(v.einvoice.qr, { margin: 1, width: 360, errorCorrectionLevel: "L" }) : null;
  const doc = new PDFDocument({ size: "A4", margin: M, info: { Title: `${v.title} ${v.number}`, Author: v.seller.name, Subject: v.number } });
  const hindi = hasDevanagari(v);
  const fonts = hindi ? DEVANAGARI : LATIN;
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  // Spaced letters would break the headline (शिरोरेखा) that joins Devanagari letters.
  const spacing = (latin: number) => (hindi ? 0 : latin);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  let y = M;
  doc.font("bold").fontSize(7.5).fillColor(INK).text(v.copy, M, y, { width: W, align: "right", characterSpacing: spacing(0.4) });
  y += 11;
  doc.font("bold").fontSize(15).text(v.title, M, y, { width: W, align: "center", characterSpacing: spacing(1.2) });
  y += 22;
  if (v.against) {
    doc.font("regular").fontSize(9).text(v.against, M, y, { width: W, align: "center" });
    y += 14;
  }
  if (v.cancelled) {
    doc.font("bold").fontSize(13);
    // No letter spacing here: the word must stay one word for a reader copying or searching the PDF.
    const w = doc.widthOfString(v.words.cancelled) + 24;
    doc.rect(M + (W - w) / 2, y, w, 20).lineWidth(1.5).stroke(RED);
    doc.fillColor(RED).text(v.words.cancelled, M + (W - w) / 2, y + 4, { width: w, align: "center" });
    doc.fillColor(INK);
    y += 28;
  }

  // A registered e-invoice: its IRN and acknowledgement, and the IRP's signed QR beside them (CGST rule 48(4)).
  if (v.einvoice && irnQr) {
    const size = 84;
    const textW = W - size - 24;
    doc.font("bold").fontSize(8.5).fillColor(INK).text("IRN: ", M + 6, y + 8, { width: textW, continued: true }).font("regular").text(v.einvoice.irn);
    doc.font("bold").text(`${v.einvoice.words.ack_no}: `, M + 6, doc.y + 2, { width: textW, continued: true }).font("regular").text(v.einvoice.ack_no);
    doc.font("bold").text(`${v.einvoice.words.ack_date}: `, M + 6, doc.y + 2, { width: textW, continued: true }).font("regular").text(v.einvoice.ack_date);
    doc.image(irnQr, M + W - size - 6, y + 4, { width: size });
    const bottom = Math.max(doc.y + 6, y + size + 8);
    doc.rect(M, y, W, bottom - y).lineWidth(0.75).stroke(INK);
    y = bottom + 6;
  }

  // Seller (left) and the invoice's meta (right) in one box.
  const headTop = y;
  const metaX = M + W * 0.56;
  let sx = M + 6;
  const logo = embeddableLogo(v.seller.logo);
  if (logo) {
    doc.image(logo, sx, y + 6, { fit: [42, 42] });
    sx += 50;
  }
  const sellerW = metaX - sx - 8;
  let ly = y + 6;
  doc.font("bold").fontSize(11).fillColor(INK).text(v.seller.name, sx, ly, { width: sellerW });
  ly = doc.y + 1;
  doc.font("regular").fontSize(8.5);
  for (const l of v.seller.lines) ly = doc.text(l, sx, ly, { width: sellerW }).y;
  if (v.seller.gstin) ly = doc.font("bold").text(`GSTIN: ${v.seller.gstin}`, sx, ly, { width: sellerW }).y;
  ly = doc.font("regular").text(v.seller.state, sx, ly, { width: sellerW }).y;
  const my = pairs(doc, metaX, y + 6, 120, M + W - metaX - 126, v.meta);
  y = Math.max(ly, my, headTop + (logo ? 54 : 0)) + 6;
  doc.rect(M, headTop, W, y - headTop).lineWidth(0.75).stroke(INK);

  // The buyer (or supplier).
  const partyTop = y;
  doc.font("regular").fontSize(7.5).fillColor(GREY).text(v.party.heading, M + 6, y + 5, { width: W - 12 });
  doc.font("bold").fontSize(10.5).fillColor(INK).text(v.party.name, M + 6, doc.y, { width: W - 12 });
  doc.font("regular").fontSize(8.5);
  for (const l of v.party.lines) doc.text(l, M + 6, doc.y, { width: W - 12 });
  y = doc.y + 5;
  doc.rect(M, partyTop, W, y - partyTop).lineWidth(0.75).stroke(INK);

  // The lines.
  const widths = [18, 143, 48, 50, 58, 48, 62, 30, 82];
  y = table(doc, M, y + 6, widths, v.line_header, v.lines, (i) => v.line_numeric[i] ?? false);

  // The GST split per rate, words, notes and bank (left); the totals (right).
  y = room(doc, y + 8, 140);
  const bottomTop = y;
  const leftW = W * 0.54;
  const taxW = leftW / v.tax_header.length;
  let left = table(doc, M, y, v.tax_header.map(() => taxW), v.tax_header, v.tax_rows, (i) => i > 0);
  doc.fillColor(INK).font("bold").fontSize(8.5).text(`${v.words.amount_in_words}: `, M, left + 6, { width: leftW, continued: true }).font("regular").text(v.amount_in_words);
  left = doc.y;
  if (v.notes) left = doc.font("regular").fontSize(8.5).text(v.notes, M, left + 4, { width: leftW }).y;
  if (v.bank) left = doc.font("regular").fontSize(7.5).fillColor(GREY).text(v.bank, M, left + 4, { width: leftW }).y;
  const sumX = M + leftW + 24;
  const right = pairs(doc, sumX, bottomTop, 110, M + W - sumX - 110, v.totals, 9, "right");
  y = Math.max(left, right) + 10;

  // Terms, the UPI QR for the balance, the signatory.
  y = room(doc, y, 110);
  doc.moveTo(M, y).lineTo(M + W, y).lineWidth(0.75).stroke(INK);
  y += 8;
  if (v.terms) {
    doc.font("bold").fontSize(7.5).fillColor(INK).text(v.words.terms, M, y, { width: W * 0.4 });
    doc.font("regular").text(v.terms, M, doc.y, { width: W * 0.4 });
  }
  if (qr && v.upi) {
    const qx = M + W * 0.45;
    doc.image(qr, qx, y, { width: 80 });
    doc.font("regular").fontSize(7.5).fillColor(INK).text(v.upi.caption, qx - 20, y + 82, { width: 120, align: "center" });
  }
  doc.font("regular").fontSize(8.5).fillColor(INK).text(v.signatory, M + W * 0.7, y, { width: W * 0.3, align: "right" });
  doc.text(v.words.signatory, M + W * 0.7, y + 42, { width: W * 0.3, align: "right" });

  doc.end();
  return done;
}
