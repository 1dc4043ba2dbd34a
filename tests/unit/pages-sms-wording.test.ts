import { describe, expect, it } from "vitest";
import { costLine, slotLabels } from "../../src/pages/communication/sms-wording";

describe("a DLT template's blanks are labelled by what they are", () => {
  it("unnamed {#var#}: the words before it in its clause, else the words after", () => {
    expect(slotLabels("Dear {#var#}, we received Rs {#var#} at Sharma General Store. Thank you!")).toEqual(["Dear …", "we received Rs …"]);
    expect(slotLabels("Diwali offer at Sharma General Store: {#var#} off on dry fruits till {#var#}. Call 9876543210")).toEqual(["… off on dry fruits", "dry fruits till …"]);
    expect(slotLabels("Hi {#var#}, your order {#var#} is out for delivery")).toEqual(["Hi …", "your order …"]);
  });
  it("named variables by their names; a lone blank by its position", () => {
    expect(slotLabels("Dear {#customer_name#}, Rs {#amount#} due")).toEqual(["Customer name", "Amount"]);
    expect(slotLabels("{#var#}")).toEqual(["Blank 1"]);
  });
});

describe("an SMS send's price line", () => {
  it("parts × rate for one number, × numbers for many", () => {
    expect(costLine(1, 1, 25)).toEqual({ total: 25, text: "1 part × ₹0.25 = ₹0.25" });
    expect(costLine(2, 1200, 25)).toEqual({ total: 60000, text: "2 parts × ₹0.25 × 1,200 numbers = ₹600.00" });
  });
});
