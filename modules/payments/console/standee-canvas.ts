/**
 * The QR standee as a PNG, drawn in the browser on a canvas from the same layout as the server's
 * PDF (resources/standee-layout.ts): no image library on the server. Loaded only when a PNG is asked
 * for. The QR is the business QR's own PNG (same link, same quiet zone), drawn without smoothing.
 * A Hindi standee loads Noto Sans Devanagari (the PDF's font) first, so it prints on any device.
 */
import notoRegular from "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url";
import notoBold from "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url";
import { PAGE, PNG_SCALE, standeeLayout, type StandeeInput } from "../../../resources/standee-layout";

const DEVANAGARI = "Galla Noto Sans Devanagari";
const LATIN = 'system-ui, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

let devanagari: Promise<void> | undefined;
const loadDevanagari = () =>
  (devanagari ??= Promise.all(
    [
      [notoRegular, "400"],
      [notoBold, "700"],
    ].map(async ([url, weight]) => document.fonts.add(await new FontFace(DEVANAGARI, `url(${url})`, { weight }).load())),
  ).then(() => undefined));

async function qrImage(url: string): Promise<ImageBitmap> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`QR image answered ${res.status}`);
  return createImageBitmap(await res.blob());
}

export async function standeePng(input: StandeeInput, qrImageUrl: string): Promise<Blob> {
  const hindi = input.language !== "en" || /[\u0900-\u097F]/.test(input.name);
  const [qr] = await Promise.all([qrImage(qrImageUrl), hindi ? loadDevanagari() : Promise.resolve()]);
  const family = hindi ? `"${DEVANAGARI}", ${LATIN}` : LATIN;

  const canvas = document.createElement("canvas");
  canvas.width = Math.round(PAGE.width * PNG_SCALE);
  canvas.height = Math.round(PAGE.height * PNG_SCALE);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(PNG_SCALE, PNG_SCALE);
  const font = (size: number, bold: boolean) => `${bold ? 700 : 400} ${size}px ${family}`;
  const measure = (text: string, size: number, bold: boolean) => {
    ctx.font = font(size, bold);
    return ctx.measureText(text).width;
  };

  ctx.textBaseline = "top";
  for (const s of standeeLayout(input, measure)) {
    if (s.kind === "rect") {
      ctx.beginPath();
      if (s.radius) ctx.roundRect(s.x, s.y, s.w, s.h, s.radius);
      else ctx.rect(s.x, s.y, s.w, s.h);
      if (s.fill) {
        ctx.fillStyle = s.fill;
        ctx.fill();
      }
      if (s.stroke) {
        ctx.strokeStyle = s.stroke;
        ctx.lineWidth = s.lineWidth ?? 1;
        ctx.stroke();
      }
    } else if (s.kind === "text") {
      ctx.font = font(s.size, s.bold);
      ctx.fillStyle = s.color;
      // PDF text sits from its ascender; "top" is the em box's top: a tenth of the size lines them up.
      ctx.fillText(s.text, s.x, s.y + s.size * 0.1);
    } else {
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(qr, s.x, s.y, s.size, s.size);
    }
  }
  qr.close();
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("canvas.toBlob gave nothing"))), "image/png"));
}
