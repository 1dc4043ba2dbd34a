import { describe, expect, it } from "vitest";
import { parseUpiLink, upiLink } from "../../resources/upi";
import { paiseToAmount } from "../../resources/money";
import { randomRrn } from "../../server/gateway/ids";
import { ORDER_ID_RE, randomOrderId } from "../../resources/order-id";
import { maskName } from "../../server/gateway/sandbox-bank";

describe("UPI links", () => {
  it("builds the standard intent with percent-encoded values", () => {
    expect(upiLink({ pa: "sharmastore@okhdfcbank", pn: "Sharma & Sons", am: "10.50", tr: "ABCDEFGH12345678" })).toBe(
      "upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20%26%20Sons&am=10.50&tr=ABCDEFGH12345678&cu=INR",
    );
    expect(upiLink({ pa: "a.b@ybl", pn: "A B" })).toBe("upi://pay?pa=a.b%40ybl&pn=A%20B&cu=INR");
  });
  it("parses what it builds, and refuses what is not a UPI link", () => {
    expect(parseUpiLink(upiLink({ pa: "a+b@ybl", pn: "Shree Ganesh", am: "5.00" }))).toMatchObject({ pa: "a+b@ybl", pn: "Shree Ganesh", am: "5.00" });
    expect(parseUpiLink("https://example.com")).toBeUndefined();
    expect(parseUpiLink("upi://pay?pn=x")).toBeUndefined();
  });
  it("prints paise as the provider's rupee string", () => {
    expect(paiseToAmount(12345)).toBe("123.45");
    expect(paiseToAmount(100)).toBe("1.00");
  });
});

describe("ids", () => {
  it("order ids are 16 random alphanumerics", () => {
    const ids = Array.from({ length: 500 }, () => randomOrderId());
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) expect(id).toMatch(ORDER_ID_RE);
  });
  it("UPI reference numbers have 12 digits", () => {
    for (let i = 0; i < 50; i++) expect(randomRrn()).toMatch(/^[1-9]\d{11}$/);
  });
});

describe("masked payer names", () => {
  it("shows the first two letters of each word of the handle", () => {
    expect(maskName("ramesh.sharma@okhdfc")).toBe("RA**** SH****");
    expect(maskName("success@sandbox")).toBe("SU*****");
    expect(maskName("ab@ybl")).toBe("AB");
    expect(maskName("9876543210@paytm")).toBe("98********");
  });
});
