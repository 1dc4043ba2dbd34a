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

/** A WhatsApp message with the text filled in; WhatsApp asks whom to send it to. */
export const whatsappLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const shareText = (businessName: string, publicUrl: string) => `Pay ${businessName} by UPI: scan the QR or open ${publicUrl}`;

/**
 * Shares the QR: the PNG itself through the phone's share sheet (WhatsApp among its targets)
 * where the browser can share files, else a wa.me link to the business's public page.
 * "cancelled" when the owner closed the share sheet: nothing else should happen then.
 */
export async function shareQr(imageUrl: string, businessName: string, publicUrl: string): Promise<"shared" | "link" | "cancelled"> {
  const text = shareText(businessName, publicUrl);
  if (typeof navigator.canShare === "function") {
    const res = await fetch(imageUrl);
    if (!res.ok) throw new Error(`QR image answered ${res.status}`);
    const file = new File([await res.blob()], qrFileName(businessName), { type: "image/png" });
    if (navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: businessName, text });
        return "shared";
      } catch (err) {
        if ((err as Error).name === "AbortError") return "cancelled";
        // Refused (no user gesture left after the fetch, or the target failed): the link still works.
      }
    }
  }
  window.open(whatsappLink(text), "_blank", "noopener,noreferrer");
  return "link";
}
