/** UPI intent links (india.md): upi://pay?pa=<vpa>&pn=<payee>&am=<amount>&tr=<ref>&cu=INR, values percent-encoded. */
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

/** Paise → the provider's amount string, "500.00". */
export const paiseToAmount = (paise: number) => (paise / 100).toFixed(2);
