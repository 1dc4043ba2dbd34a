import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { DEVANAGARI, LATIN } from "../../sales/server";
import { PAGE, STANDEE_SIZES, standeeLayout, type Shape, type StandeeInput, type StandeeSize } from "../../../resources/standee-layout";

/**
 * The QR standee as a one-page PDF (A5 or A6) from the shared layout (resources/standee-layout.ts).
 * The QR is drawn as vector squares, sharp at any printer's resolution, from the same link and error
 * correction as the business QR's PNG. Fonts as the invoice: DejaVu, or Noto Sans Devanagari when
 * anything on the page is Hindi.
 */
export async function standeePdf(input: StandeeInput & { link: string }, size: StandeeSize = "A5"): Promise<Buffer> {
  const page = STANDEE_SIZES[size];
  const doc = new PDFDocument({ size: [page.width, page.height], margin: 0, info: { Title: `${input.name} QR standee`, Author: input.name, Subject: input.upiId } });
  const hindi = input.language !== "en" || /[\u0900-\u097F]/.test(input.name + input.upiId);
  const fonts = hindi ? DEVANAGARI : LATIN;
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const measure = (text: string, pt: number, bold: boolean) => doc.font(bold ? "bold" : "regular").fontSize(pt).widthOfString(text);
  const shapes = standeeLayout(input, measure);
  doc.save();
  doc.scale(page.width / PAGE.width);
  for (const s of shapes) draw(doc, s, input.link);
  doc.restore();
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, s: Shape, link: string) {
  if (s.kind === "rect") {
    const path = () => (s.radius ? doc.roundedRect(s.x, s.y, s.w, s.h, s.radius) : doc.rect(s.x, s.y, s.w, s.h));
    if (s.fill) path().fill(s.fill);
    if (s.stroke) path().lineWidth(s.lineWidth ?? 1).stroke(s.stroke);
  } else if (s.kind === "text") {
    doc.font(s.bold ? "bold" : "regular").fontSize(s.size).fillColor(s.color).text(s.text, s.x, s.y, { lineBreak: false });
  } else {
    // The same symbol as the PNG (errorCorrectionLevel M), with its 2-module quiet zone inside the square.
    const qr = QRCode.create(link, { errorCorrectionLevel: "M" });
    const n = qr.modules.size;
    const m = s.size / (n + 4);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) doc.rect(s.x + (c + 2) * m, s.y + (r + 2) * m, m + 0.01, m + 0.01);
    doc.fill("#000000");
  }
}
