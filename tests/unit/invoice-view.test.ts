import { describe, expect, it } from "vitest";
import { invoiceView, pdfFileName, type PrintableDocument } from "../../modules/sales/invoice-view";

/** The one model behind the A4 print, the PDF file and the public invoice page. */
const doc = (over: Partial<PrintableDocument> = {}): PrintableDocument => ({
  id: 7,
  kind: "sale",
  number: "SGS/15",
  date: "2026-11-24",
  payment_type: "credit",
  party_name: "Annapurna Restaurant",
  party_phone: "9822011111",
  party_gstin: "27AAKFA1234B1Z2",
  party_address: "FC Road, Pune",
  party_state: "27",
  inter_state: false,
  taxable: 1404,
  cgst: 42.51,
  sgst: 42.51,
  igst: 0,
  round_off: -0.02,
  total: 1489,
  paid: 0,
  balance: 1489,
  notes: "",
  reverse_charge: false,
  status: "issued",
  original: null,
  amount_in_words: "Rupees One Thousand Four Hundred Eighty-Nine Only",
  lines: [{ name: "Rice", hsn: "1006", qty: 2.5, unit: "KG", rate: 645, discount: 0, gst_rate: 5, taxable: 1612.5, total: 1693.13 }],
  tax_breakup: [{ gst_rate: 5, taxable: 1290, cgst: 32.25, sgst: 32.25, igst: 0 }],
  business: { name: "Sharma General Store", address: "Pune", phone: null, gstin: "27AAPFU0939F1ZV", state_code: "27", logo: null, upi_id: "sharma@okhdfcbank", bank: { name: "Sharma", account: "50200012345678", ifsc: "HDFC0001234" } },
  terms: "",
  ...over,
});

describe("invoiceView", () => {
  it("states the rule 46 particulars and splits tax as CGST + SGST within the state", () => {
    const v = invoiceView(doc());
    expect(v.meta).toContainEqual({ label: "Tax payable on reverse charge", value: "No", testid: "print-rcm" });
    expect(v.meta).toContainEqual({ label: "Place of supply", value: "27 Maharashtra" });
    expect(v.tax_header).toEqual(["GST %", "Taxable", "CGST", "SGST"]);
    expect(v.tax_rows[0]).toEqual(["5%", "₹1,290.00", "₹32.25 (2.5%)", "₹32.25 (2.5%)"]);
    expect(v.totals.map((r) => r.label)).toEqual(["Taxable value", "CGST", "SGST", "Round off", "Total", "Received", "Balance due"]);
    expect(v.lines[0]).toEqual(["1", "Rice", "1006", "2.5 KG", "₹645.00", "-", "₹1,612.50", "5%", "₹1,693.13"]);
    expect(v.upi?.caption).toBe("Scan to pay ₹1,489.00 by UPI");
    expect(v.bank).toBe("Bank: Sharma · A/c 50200012345678 · IFSC HDFC0001234");
  });

  it("uses IGST between states, and a cancelled invoice asks for no payment", () => {
    const v = invoiceView(doc({ inter_state: true, party_state: "07", igst: 85.02, cgst: 0, sgst: 0, status: "cancelled", tax_breakup: [{ gst_rate: 5, taxable: 1290, cgst: 0, sgst: 0, igst: 64.5 }] }));
    expect(v.tax_header).toEqual(["GST %", "Taxable", "IGST"]);
    expect(v.totals.map((r) => r.label)).toContain("IGST");
    expect(v.totals.map((r) => r.label)).not.toContain("CGST");
    expect(v.cancelled).toBe(true);
    expect(v.upi).toBeNull();
  });

  it("prints English alone by default: the labels the e2e tests and the GST officer read", () => {
    const v = invoiceView(doc());
    expect(v.title).toBe("TAX INVOICE");
    expect(v.copy).toBe("ORIGINAL FOR RECIPIENT");
    expect(v.language).toBe("en");
    expect(JSON.stringify(v)).not.toMatch(/[\u0900-\u097F]/);
  });

  it("prints every label in English and Hindi side by side when the business chose Hindi + English", () => {
    const v = invoiceView(doc({ invoice_language: "hi", payment_type: "cash", reverse_charge: false }), "DUPLICATE FOR TRANSPORTER");
    expect(v.language).toBe("hi");
    expect(v.title).toBe("TAX INVOICE / कर बीजक");
    expect(v.copy).toBe("DUPLICATE FOR TRANSPORTER / ट्रांसपोर्टर के लिए दूसरी प्रति");
    expect(v.meta).toContainEqual({ label: "Invoice No. / बीजक सं.", value: "SGS/15", testid: "print-number" });
    expect(v.meta).toContainEqual({ label: "Place of supply / आपूर्ति का स्थान", value: "27 Maharashtra" });
    expect(v.meta).toContainEqual({ label: "Payment / भुगतान", value: "Cash / नकद" });
    expect(v.meta).toContainEqual({ label: "Tax payable on reverse charge / रिवर्स चार्ज पर देय कर", value: "No / नहीं", testid: "print-rcm" });
    expect(v.party.heading).toBe("Bill to / ख़रीदार");
    expect(v.line_header).toEqual(["#", "Item / सामान", "HSN/SAC", "Qty / मात्रा", "Rate / दर", "Disc. / छूट", "Taxable / कर योग्य", "GST", "Amount / राशि"]);
    expect(v.totals.map((r) => r.label)).toEqual(["Taxable value / कर योग्य मूल्य", "CGST", "SGST", "Round off / पूर्णांकन", "Total / कुल", "Received / प्राप्त", "Balance due / बकाया"]);
    // The grand total is marked as such, not found by its (now bilingual) label.
    expect(v.totals.filter((r) => r.grand).map((r) => r.value)).toEqual(["₹1,489.00"]);
    expect(v.upi?.caption).toBe("Scan to pay ₹1,489.00 by UPI / UPI से ₹1,489.00 चुकाने के लिए स्कैन करें");
    expect(v.signatory).toBe("For Sharma General Store / कृते Sharma General Store");
    expect(v.words).toEqual({
      amount_in_words: "Amount in words / राशि शब्दों में",
      terms: "Terms / नियम व शर्तें",
      signatory: "Authorised signatory / अधिकृत हस्ताक्षरकर्ता",
      cancelled: "CANCELLED / रद्द",
      qr_alt: "UPI QR for the balance due / बकाया राशि के लिए UPI QR",
    });
    // Values stay as they are: numbers, codes, names and the amount in words.
    expect(v.lines[0]).toEqual(["1", "Rice", "1006", "2.5 KG", "₹645.00", "-", "₹1,612.50", "5%", "₹1,693.13"]);
    expect(v.amount_in_words).toBe("Rupees One Thousand Four Hundred Eighty-Nine Only");
  });

  it("names a note's original in both languages", () => {
    const v = invoiceView(doc({ kind: "credit", invoice_language: "hi", original: { number: "SGS/9", date: "2026-11-02" } }));
    expect(v.title).toBe("CREDIT NOTE / क्रेडिट नोट");
    expect(v.against).toBe("Against invoice SGS/9 dated 02 Nov 2026 / बीजक SGS/9 दिनांक 02 Nov 2026 के बदले");
  });

  it("names the PDF after the number, without characters a file name cannot hold", () => {
    expect(pdfFileName("SGS/15")).toBe("SGS-15.pdf");
    expect(pdfFileName("INV 25/26:7")).toBe("INV-25-26-7.pdf");
  });
});
