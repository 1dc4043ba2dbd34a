import { describe, expect, it } from "vitest";
import { matchesTemplate, parseNumbersCsv, smsParts, templateVariables } from "../../modules/communication/resources";

describe("SMS parts", () => {
  it("fits 160 GSM characters in one part and splits longer text in 153s", () => {
    expect(smsParts("")).toMatchObject({ parts: 0, encoding: "GSM" });
    expect(smsParts("a".repeat(160))).toMatchObject({ parts: 1, length: 160, remaining: 0 });
    expect(smsParts("a".repeat(161))).toMatchObject({ parts: 2, perPart: 153, remaining: 306 - 161 });
    expect(smsParts("a".repeat(306))).toMatchObject({ parts: 2 });
    expect(smsParts("a".repeat(307))).toMatchObject({ parts: 3 });
  });

  it("counts GSM extension characters as two", () => {
    expect(smsParts("€".repeat(80))).toMatchObject({ encoding: "GSM", length: 160, parts: 1 });
    expect(smsParts("[".repeat(81))).toMatchObject({ length: 162, parts: 2 });
  });

  it("makes the whole message Unicode for one Devanagari letter or the rupee sign: 70, then 67 per part", () => {
    expect(smsParts("नमस्ते")).toMatchObject({ encoding: "Unicode", parts: 1 });
    expect(smsParts("₹".repeat(70))).toMatchObject({ encoding: "Unicode", parts: 1, remaining: 0 });
    expect(smsParts("₹".repeat(71))).toMatchObject({ encoding: "Unicode", parts: 2, perPart: 67 });
    expect(smsParts("a".repeat(100) + "₹")).toMatchObject({ encoding: "Unicode", length: 101, parts: 2 });
  });
});

describe("DLT templates", () => {
  const body = "Dear {#var#}, we received Rs {#var#} at Sharma General Store. Thank you!";
  it("lists the variables", () => expect(templateVariables(body)).toEqual(["{#var#}", "{#var#}"]));
  it("accepts text that fills each variable and nothing else", () => {
    expect(matchesTemplate(body, "Dear Sneha, we received Rs 1,240 at Sharma General Store. Thank you!")).toBe(true);
    expect(matchesTemplate(body, "Dear Sneha, we received Rs 1,240 at Sharma General Store. Thank you! Visit again")).toBe(false);
    expect(matchesTemplate(body, "Dear , we received Rs 5 at Sharma General Store. Thank you!")).toBe(false);
    expect(matchesTemplate(body, `Dear ${"x".repeat(31)}, we received Rs 5 at Sharma General Store. Thank you!`)).toBe(false);
  });
  it("treats regex characters in the template literally", () => {
    expect(matchesTemplate("Pay (now) at {#var#}.", "Pay (now) at shop.")).toBe(true);
    expect(matchesTemplate("Pay (now) at {#var#}.", "Pay now at shop.")).toBe(false);
  });
});

describe("numbers from a CSV", () => {
  it("takes mobiles from any column, skips headers and names, drops duplicates and reports bad numbers", () => {
    const csv = 'name,phone,amount\nSneha,+91 98220 12398,1240\n"Arun","09822012399",860\nDup,9822012398,1\nBad,12345 67890,5\n';
    expect(parseNumbersCsv(csv)).toEqual({ numbers: ["9822012398", "9822012399"], invalid: ["12345 67890"], duplicates: 1 });
  });
  it("reads a pasted list separated by new lines or semicolons", () => {
    expect(parseNumbersCsv("9876543210;9123456780\n7000000001").numbers).toEqual(["9876543210", "9123456780", "7000000001"]);
  });
});
