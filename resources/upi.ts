/**
 * UPI intent links (NPCI; docs/india.md): upi://pay?pa=<vpa>&pn=<payee>&am=<amount>&tr=<ref>&tn=<note>&cu=INR,
 * values percent-encoded. The one builder for the business QR, top-up QRs, invoice links and the
 * public page's "Pay with a UPI app" button.
 */
export function upiLink(p: { pa: string; pn: string; am?: string; tr?: string; tn?: string }): string {
  const parts: [string, string | undefined][] = [["pa", p.pa], ["pn", p.pn], ["am", p.am], ["tr", p.tr], ["tn", p.tn], ["cu", "INR"]];
  return "upi://pay?" + parts.filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join("&");
}

export function parseUpiLink(link: string): { pa: string; pn?: string; am?: string; tr?: string; tn?: string } | undefined {
  const match = /^upi:\/\/pay\?(.*)$/i.exec(link.trim());
  if (!match) return undefined;
  const params = new URLSearchParams(match[1].replace(/\+/g, "%2B"));
  const pa = params.get("pa");
  if (!pa) return undefined;
  return {
    pa,
    pn: params.get("pn") ?? undefined,
    am: params.get("am") ?? undefined,
    tr: params.get("tr") ?? undefined,
    tn: params.get("tn") ?? undefined,
  };
}

/** A business's static QR: no amount, so the payer types it and one printed QR serves every sale. */
export const staticUpiLink = (vpa: string, payee: string) => upiLink({ pa: vpa, pn: payee });
