import { describe, expect, it } from "vitest";
import {
  allowedGstRates, amountInHindiWords, amountInWords, financialYear, numberInHindiWords, printedAmountInWords, fyLabel, invoiceTotals, lineTotals, numberInWords, INVOICE_NUMBER_RE,
} from "../../resources/gst";

// Every expected number below was worked out by hand (paise), not by the code under test.
describe("line totals", () => {
  it.each([
    // qty, rate, discount, rate %, inter-state → taxable, cgst, sgst, igst, total
    { name: "intra-state 18 % splits in half", l: { qty: 2, ratePaise: 100_00, gstRate: 18 }, inter: false, want: [200_00, 18_00, 18_00, 0, 236_00] },
    { name: "inter-state 18 % is all IGST", l: { qty: 2, ratePaise: 100_00, gstRate: 18 }, inter: true, want: [200_00, 0, 0, 36_00, 236_00] },
    // 3 × 333.33 = 999.99; 10 % = 99.999 → 100.00; taxable 899.99; 2.5 % = 22.49975 → 22.50 each
    { name: "percent discount then 5 %", l: { qty: 3, ratePaise: 333_33, discountPercent: 10, gstRate: 5 }, inter: false, want: [899_99, 22_50, 22_50, 0, 944_99] },
    // 1.5 kg × 45.50 = 68.25, exempt
    { name: "fractional quantity at 0 %", l: { qty: 1.5, ratePaise: 45_50, gstRate: 0 }, inter: false, want: [68_25, 0, 0, 0, 68_25] },
    // 1000 - 5 = 995; 40 % IGST = 398
    { name: "amount discount at 40 % IGST", l: { qty: 1, ratePaise: 1000_00, discountPaise: 5_00, gstRate: 40 }, inter: true, want: [995_00, 0, 0, 398_00, 1393_00] },
    // 100.50 at 2.5 % = 2.5125 → 2.51 each
    { name: "half rates rounded per head", l: { qty: 1, ratePaise: 100_50, gstRate: 5 }, inter: false, want: [100_50, 2_51, 2_51, 0, 105_52] },
    // 0.333 × 30.00 = 9.99
    { name: "three-decimal quantity", l: { qty: 0.333, ratePaise: 30_00, gstRate: 18 }, inter: true, want: [9_99, 0, 0, 1_80, 11_79] },
  ])("$name", ({ l, inter, want }) => {
    const t = lineTotals(l, inter);
    expect([t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.totalPaise]).toEqual(want);
  });

  it("never discounts below zero", () => {
    expect(lineTotals({ qty: 1, ratePaise: 10_00, discountPaise: 50_00, gstRate: 18 }, false).totalPaise).toBe(0);
  });
});

describe("invoice totals", () => {
  it("same state: CGST + SGST, rounded to the rupee with round-off", () => {
    const t = invoiceTotals(
      [
        { qty: 3, ratePaise: 333_33, discountPercent: 10, gstRate: 5 }, // 944.99
        { qty: 1, ratePaise: 100_50, gstRate: 5 }, // 105.52
      ],
      "27",
      "27",
    );
    expect(t.interState).toBe(false);
    expect(t.taxablePaise).toBe(1000_49);
    expect(t.cgstPaise).toBe(25_01);
    expect(t.sgstPaise).toBe(25_01);
    expect(t.igstPaise).toBe(0);
    // 1050.51 → 1051.00
    expect(t.roundOffPaise).toBe(49);
    expect(t.totalPaise).toBe(1051_00);
    expect(t.byRate).toEqual([{ gstRate: 5, taxablePaise: 1000_49, cgstPaise: 25_01, sgstPaise: 25_01, igstPaise: 0 }]);
  });

  it("other state: IGST, negative round-off, breakup by rate", () => {
    const t = invoiceTotals(
      [
        { qty: 2, ratePaise: 100_00, gstRate: 18 }, // 200 + 36
        { qty: 1.5, ratePaise: 45_50, gstRate: 0 }, // 68.25
      ],
      "27",
      "29",
    );
    expect(t.interState).toBe(true);
    expect(t.igstPaise).toBe(36_00);
    expect(t.cgstPaise + t.sgstPaise).toBe(0);
    // 304.25 → 304.00
    expect(t.roundOffPaise).toBe(-25);
    expect(t.totalPaise).toBe(304_00);
    expect(t.byRate.map((r) => r.gstRate)).toEqual([0, 18]);
  });

  it("exactly 50 paise rounds up", () => {
    expect(invoiceTotals([{ qty: 1, ratePaise: 100_50, gstRate: 0 }], "27", "27")).toMatchObject({ roundOffPaise: 50, totalPaise: 101_00 });
  });

  it("no round-off when switched off", () => {
    expect(invoiceTotals([{ qty: 1, ratePaise: 100_50, gstRate: 0 }], "27", "27", false)).toMatchObject({ roundOffPaise: 0, totalPaise: 100_50 });
  });
});

describe("amount in words (Indian numbering)", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1_00, "Rupees One Only"],
    [21_00, "Rupees Twenty-One Only"],
    [1051_00, "Rupees One Thousand Fifty-One Only"],
    [123456_50, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only"],
    [105000_00, "Rupees One Lakh Five Thousand Only"],
    [12345678_05, "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Five Paise Only"],
    [99_99_99_999_00, "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [999_99_99_999_00, "Rupees Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
  ])("%i paise", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("hundreds without tens", () => expect(numberInWords(700)).toBe("Seven Hundred"));
});

describe("amount in words in Hindi (Indian numbering: करोड़, लाख, हज़ार, सौ)", () => {
  it.each([
    [0, "रुपये शून्य मात्र"],
    [1_00, "रुपये एक मात्र"],
    [100_00, "रुपये एक सौ मात्र"],
    [1_00_000_00, "रुपये एक लाख मात्र"],
    [1_00_00_000_00, "रुपये एक करोड़ मात्र"],
    [1_23_45_678_50, "रुपये एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर और पचास पैसे मात्र"],
    [1051_00, "रुपये एक हज़ार इक्यावन मात्र"],
    [105000_00, "रुपये एक लाख पाँच हज़ार मात्र"],
    [5, "रुपये शून्य और पाँच पैसे मात्र"],
    [99_99_99_999_99, "रुपये निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे और निन्यानबे पैसे मात्र"],
    [999_99_99_999_00, "रुपये नौ सौ निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे मात्र"],
    [-250_00, "ऋण रुपये दो सौ पचास मात्र"],
  ])("%i paise", (paise, words) => {
    expect(amountInHindiWords(paise)).toBe(words);
  });

  it("the irregular words below a hundred come from the table, not from tens and ones", () => {
    expect([19, 29, 39, 49, 59, 69, 79, 89, 99].map(numberInHindiWords)).toEqual(["उन्नीस", "उनतीस", "उनतालीस", "उनचास", "उनसठ", "उनहत्तर", "उन्यासी", "नवासी", "निन्यानबे"]);
    expect([21, 45, 67, 73, 88].map(numberInHindiWords)).toEqual(["इक्कीस", "पैंतालीस", "सड़सठ", "तिहत्तर", "अट्ठासी"]);
    expect(numberInHindiWords(700)).toBe("सात सौ");
    expect(numberInHindiWords(10_00_00_00_000)).toBe("एक हज़ार करोड़");
  });

  it("a bilingual invoice says the amount in English and in Hindi; an English one only in English", () => {
    expect(printedAmountInWords(100_00, "hi")).toBe("Rupees One Hundred Only / रुपये एक सौ मात्र");
    expect(printedAmountInWords(100_00, "en")).toBe("Rupees One Hundred Only");
    expect(printedAmountInWords(100_00)).toBe("Rupees One Hundred Only");
  });
});

describe("rates, years and numbers", () => {
  it("12 % and 28 % only before 22 September 2025, 40 % only after", () => {
    expect(allowedGstRates("2025-09-21")).toContain(12);
    expect(allowedGstRates("2025-09-21")).toContain(28);
    expect(allowedGstRates("2025-09-21")).not.toContain(40);
    expect(allowedGstRates("2025-09-22")).toEqual([0, 5, 18, 40]);
  });

  it("financial year runs April to March", () => {
    expect(financialYear("2025-04-01")).toBe(2025);
    expect(financialYear("2026-03-31")).toBe(2025);
    expect(fyLabel(2025)).toBe("2025-26");
    expect(fyLabel(2099)).toBe("2099-00");
  });

  it("invoice numbers: at most 16 characters, only - and / as specials", () => {
    expect(INVOICE_NUMBER_RE.test("GS/25-26/000123")).toBe(true);
    expect(INVOICE_NUMBER_RE.test("GS/25-26/00001234")).toBe(false);
    expect(INVOICE_NUMBER_RE.test("INV#12")).toBe(false);
  });
});
