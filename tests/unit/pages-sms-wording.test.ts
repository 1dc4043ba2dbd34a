import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { costLine, slotLabels, type SmsSay } from "../../modules/communication/console/sms-wording";
import english from "../../locales/en/communication.json";
import hindi from "../../locales/hi/communication.json";

// The communication pages' words, as they read them (communication.json's sms.*).
const words = i18next.createInstance();
void words.init({ resources: { en: { console: english }, hi: { console: hindi } }, lng: "en", defaultNS: "console", initAsync: false, interpolation: { escapeValue: false } });
const sayIn = (language: string): SmsSay => (key, values) => words.getFixedT(language)(key, values);
const t = sayIn("en");

describe("a DLT template's blanks are labelled by what they are", () => {
  it("unnamed {#var#}: the words before it in its clause, else the words after", () => {
    expect(slotLabels("Dear {#var#}, we received Rs {#var#} at Sharma General Store. Thank you!", t)).toEqual(["Dear …", "we received Rs …"]);
    expect(slotLabels("Diwali offer at Sharma General Store: {#var#} off on dry fruits till {#var#}. Call 9876543210", t)).toEqual(["… off on dry fruits", "dry fruits till …"]);
    expect(slotLabels("Hi {#var#}, your order {#var#} is out for delivery", t)).toEqual(["Hi …", "your order …"]);
  });
  it("named variables by their names; a lone blank by its position", () => {
    expect(slotLabels("Dear {#customer_name#}, Rs {#amount#} due", t)).toEqual(["Customer name", "Amount"]);
    expect(slotLabels("{#var#}", t)).toEqual(["Blank 1"]);
  });
});

describe("an SMS send's price line", () => {
  it("parts × rate for one number, × numbers for many", () => {
    expect(costLine(1, 1, 25, t)).toEqual({ total: 25, text: "1 part × ₹0.25 = ₹0.25" });
    expect(costLine(2, 1200, 25, t)).toEqual({ total: 60000, text: "2 parts × ₹0.25 × 1,200 numbers = ₹600.00" });
  });
  it("in Hindi, with Hindi's plural words", () => {
    expect(costLine(2, 1200, 25, sayIn("hi")).text).toBe("2 भाग × ₹0.25 × 1,200 नंबर = ₹600.00");
  });
});
