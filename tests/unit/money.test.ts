import { describe, expect, it } from "vitest";
import { decimalPlaces, formatPaise, formatRupees, paiseToAmount, parseRupees, rupeesToPaise } from "../../resources/money";
import { checkField } from "../../resources/validate";

describe("rupeesToPaise: the one parser for amount fields", () => {
  it.each([
    ["250", 25000],
    ["250.5", 25050],
    [250.75, 25075],
    [" 0.01 ", 1],
    ["10000000", 1_00_00_000_00],
  ])("%j is %i paise", (input, paise) => {
    expect(rupeesToPaise(input, "Amount")).toEqual({ paise });
  });

  it.each([
    [1e-7, /Amount must be written in plain digits/],
    ["1e-7", /plain digits/],
    ["1E3", /plain digits/],
    [1e21, /plain digits/],
    ["2.505", /at most two decimals/],
    [0.001, /at most two decimals/],
    ["-5", /more than zero/],
    ["0", /more than zero/],
    ["10000000.01", /at most ₹1,00,00,000/],
    ["99999999999999999999", /at most ₹1,00,00,000/],
    ["12abc", /must be an amount in rupees/],
    [Number.NaN, /must be an amount in rupees/],
    [null, /must be an amount in rupees/],
  ])("refuses %j", (input, message) => {
    const parsed = rupeesToPaise(input, "Amount");
    expect("error" in parsed && parsed.error).toMatch(message);
  });

  it("takes zero where allowed, never a negative", () => {
    expect(rupeesToPaise(0, "Discount", { allowZero: true })).toEqual({ paise: 0 });
    expect(rupeesToPaise(-1, "Discount", { allowZero: true })).toEqual({ error: "Discount cannot be negative" });
    expect(parseRupees("5", "amount")).toEqual({ paise: 500 });
  });

  it("is what the resource engine's money fields use", () => {
    expect(checkField({ name: "credit_limit", type: "money" }, 1e-7)).toMatch(/plain digits/);
    expect(checkField({ name: "credit_limit", type: "money" }, 10.555)).toMatch(/two decimals/);
    expect(checkField({ name: "credit_limit", type: "money" }, 0)).toBeUndefined();
  });

  it("counts exponent notation as unknown precision", () => {
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(Infinity);
    expect(decimalPlaces(7)).toBe(0);
  });
});

describe("money formatting", () => {
  it("writes en-IN rupees and the wire's amount text", () => {
    expect(formatRupees(12345678.5)).toBe("₹1,23,45,678.50");
    expect(formatPaise(25050)).toBe("₹250.50");
    expect(paiseToAmount(25050)).toBe("250.50");
    expect(paiseToAmount(7)).toBe("0.07");
  });
});
