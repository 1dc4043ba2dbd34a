import { describe, expect, it } from "vitest";
import { waitSecondsFrom } from "../../src/pages/auth/login-session";
import { toRequest } from "../../src/pages/auth/onboarding/draft";
import { REVIEW_PATH, STEPS, missingRequired, stepOfField } from "../../src/pages/auth/onboarding/steps";
import { dataUrlBytes } from "../../src/pages/auth/onboarding/fields/logo-image";
import { staticUpiLink } from "../../resources/upi";
import english from "../../locales/en/onboarding.json";

describe("sign-in resend countdown", () => {
  it("follows the server's 429 message", () => {
    expect(waitSecondsFrom("Please wait 17 seconds before asking for another code")).toBe(17);
    expect(waitSecondsFrom("Please wait 1 second before asking for another code")).toBe(1);
    expect(waitSecondsFrom("Too many codes asked for this number. Please try again in an hour.")).toBeNull();
    expect(waitSecondsFrom(undefined)).toBeNull();
  });
});

describe("the onboarding wizard", () => {
  it("maps every spec step path once: BasicBusinessDetails, details, details1-3, 5-7 forward; detailsnew1-7 edit", () => {
    const forward = STEPS.map((s) => s.path);
    const edit = STEPS.map((s) => s.editPath);
    expect(forward).toEqual([
      "/auth/BasicBusinessDetails", "/auth/details", "/auth/details1", "/auth/details2", "/auth/details3", "/auth/details5", "/auth/details6",
    ]);
    expect(REVIEW_PATH).toBe("/auth/details7");
    expect(edit).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `/auth/detailsnew${n}`));
    expect(english.onboarding.steps[STEPS[0].key].heading).toBe("Add Business");
  });

  it("takes the PAN from a GSTIN and sends only filled fields", () => {
    expect(toRequest({ business_name: "Sharma Store", business_master_id: 5, gstin: "27AAPFU0939F1ZV", pan: "ZZZZZ9999Z", upi_id: "" })).toEqual({
      business_name: "Sharma Store",
      business_master_id: 5,
      gstin: "27AAPFU0939F1ZV",
      pan: "AAPFU0939F",
    });
    expect(toRequest({ business_name: "Sharma Store", business_master_id: 5, pan: "ABCDE1234F" }).pan).toBe("ABCDE1234F");
  });

  it("needs the business and address steps before it can create; the rest are optional", () => {
    expect(missingRequired({}).map((s) => s.key)).toEqual(["business", "address"]);
    expect(
      missingRequired({ business_name: "A Shop", business_master_id: 1, address: "MG Road", city: "Pune", pincode: "411001", state_code: "27" }),
    ).toEqual([]);
  });

  it("points a server error on a field back to the step that asks for it", () => {
    expect(stepOfField("ifsc")?.editPath).toBe("/auth/detailsnew5");
    expect(stepOfField("gstin")?.key).toBe("tax");
    expect(stepOfField("nonsense")).toBeUndefined();
  });

  it("measures a logo data URL in bytes of image", () => {
    expect(dataUrlBytes("data:image/png;base64,QUJD")).toBe(3);
    expect(dataUrlBytes("data:image/png;base64,QUI=")).toBe(2);
    expect(dataUrlBytes("data:image/png;base64,QQ==")).toBe(1);
  });
});

describe("the public page's UPI QR payload", () => {
  it("is a static upi://pay link with payee, name and INR, percent-encoded", () => {
    expect(staticUpiLink("sharmastore@okhdfcbank", "Sharma General Store")).toBe(
      "upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR",
    );
    expect(staticUpiLink("a.b@ybl", "Beauty Parlour & Salon")).toContain("pn=Beauty%20Parlour%20%26%20Salon");
  });
});
