/**
 * Sharing on WhatsApp, the one helper for the shop QR and invoices: the file itself through the
 * phone's share sheet (WhatsApp among its targets) where the browser can share files, else a
 * wa.me link carrying the message (to the buyer's number when known).
 */

/** A WhatsApp message with the text filled in; with a 10-digit Indian mobile it opens that chat, else WhatsApp asks whom to send it to. */
export const whatsappLink = (text: string, mobile?: string | null) => `https://wa.me/${mobile ? `91${mobile}` : ""}?text=${encodeURIComponent(text)}`;

/**
 * "cancelled" when the owner closed the share sheet: nothing else should happen then.
 * `file` is fetched only where the browser can share files at all.
 */
export async function shareOnWhatsApp(o: { text: string; title: string; mobile?: string | null; file?: () => Promise<File> }): Promise<"shared" | "link" | "cancelled"> {
  if (o.file && typeof navigator.canShare === "function") {
    const file = await o.file();
    if (navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: o.title, text: o.text });
        return "shared";
      } catch (err) {
        if ((err as Error).name === "AbortError") return "cancelled";
        // Refused (no user gesture left after the fetch, or the target failed): the link still works.
      }
    }
  }
  window.open(whatsappLink(o.text, o.mobile), "_blank", "noopener,noreferrer");
  return "link";
}
