import { shareOnWhatsApp } from "../../../src/ui/share";

/** A file name from the business name: "Sharma General Store" → "Sharma General Store.png". */
export const qrFileName = (businessName: string) =>
  `${businessName.replace(/[\\/:*?"<>|]+/g, " ").replace(/\s+/g, " ").trim() || "business-qr"}.png`;

/** Saves the QR PNG (a public URL, so no token is needed) under the business's name. */
export async function downloadQr(imageUrl: string, businessName: string): Promise<void> {
  const res = await fetch(imageUrl);
  if (!res.ok) throw new Error(`QR image answered ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = qrFileName(businessName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const STANDEE_ID = "galla-qr-standee";

/** Prints only the counter standee. Spec §8: a missing print element is only logged. */
export function printStandee(): void {
  const standee = document.getElementById(STANDEE_ID);
  if (!standee) {
    console.error("QR print: the printable standee element is missing");
    return;
  }
  document.body.classList.add("galla-printing-qr");
  const done = () => {
    document.body.classList.remove("galla-printing-qr");
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

export const shareText = (businessName: string, publicUrl: string) => `Pay ${businessName} by UPI: scan the QR or open ${publicUrl}`;

/**
 * Shares the QR: the PNG itself through the phone's share sheet where the browser can share files,
 * else a wa.me link to the business's public page (src/ui/share.ts).
 */
export const shareQr = (imageUrl: string, businessName: string, publicUrl: string) =>
  shareOnWhatsApp({
    text: shareText(businessName, publicUrl),
    title: businessName,
    file: async () => {
      const res = await fetch(imageUrl);
      if (!res.ok) throw new Error(`QR image answered ${res.status}`);
      return new File([await res.blob()], qrFileName(businessName), { type: "image/png" });
    },
  });
