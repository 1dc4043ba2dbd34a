import { describe, expect, it } from "vitest";
import { placeOfPincode } from "../../src/pages/auth/onboarding/fields/pincode";

describe("a pincode's state and city", () => {
  it("gives the state of each postal circle by the first digits", () => {
    expect(placeOfPincode("411001")).toEqual({ stateCode: "27", city: undefined }); // Pune, Maharashtra
    expect(placeOfPincode("423109").stateCode).toBe("27"); // Shirdi
    expect(placeOfPincode("403001").stateCode).toBe("30"); // Panaji, Goa inside Maharashtra's 40
    expect(placeOfPincode("737101").stateCode).toBe("11"); // Gangtok, Sikkim inside West Bengal's 73
    expect(placeOfPincode("834001").stateCode).toBe("20"); // Ranchi, Jharkhand inside Bihar's 8x
    expect(placeOfPincode("800001").stateCode).toBe("10"); // Patna
    expect(placeOfPincode("248001").stateCode).toBe("05"); // Dehradun
    expect(placeOfPincode("500001").stateCode).toBe("36"); // Hyderabad, Telangana
    expect(placeOfPincode("520001").stateCode).toBe("37"); // Vijayawada, Andhra Pradesh
    expect(placeOfPincode("194101").stateCode).toBe("38"); // Leh, Ladakh
  });

  it("names the city only where the prefix is the city's own", () => {
    expect(placeOfPincode("400001")).toEqual({ stateCode: "27", city: "Mumbai" });
    expect(placeOfPincode("560001")).toEqual({ stateCode: "29", city: "Bengaluru" });
    expect(placeOfPincode("110001")).toEqual({ stateCode: "07", city: "Delhi" });
    expect(placeOfPincode("423109").city).toBeUndefined();
  });

  it("leaves a prefix two states share, and anything not a full pincode, for the owner", () => {
    expect(placeOfPincode("160062").stateCode).toBeUndefined(); // Chandigarh or Mohali
    expect(placeOfPincode("396230").stateCode).toBeUndefined(); // Silvassa or Valsad
    expect(placeOfPincode("247667").stateCode).toBeUndefined(); // Roorkee (UK) or Saharanpur (UP)
    expect(placeOfPincode("4110")).toEqual({});
    expect(placeOfPincode("011001")).toEqual({});
  });
});
