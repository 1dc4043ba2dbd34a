import { describe, expect, it } from "vitest";
import { offerToAdd, partyOptionOf, partyTypeFor, quickPartyBody, stateOfGstin } from "../../modules/sales/console/quick-party";

/** Issue 23: a party added from inside the invoice and bill editors (modules/sales/console/QuickPartyForm.tsx). */
describe("a party added from the invoice editor", () => {
  it("is a customer on a sale and a supplier on a purchase bill", () => {
    expect(partyTypeFor("sale")).toBe("Customer");
    expect(partyTypeFor("purchase")).toBe("Supplier");
  });

  it("takes its state from a valid GSTIN's first two digits, and from nothing else", () => {
    expect(stateOfGstin("27AAPFU0939F1ZV")).toBe("27");
    expect(stateOfGstin(" 27aapfu0939f1zv ")).toBe("27");
    expect(stateOfGstin("27AAPFU0939F1Z")).toBe(""); // still being typed
    expect(stateOfGstin("27AAPFU0939F1ZA")).toBe(""); // wrong check character
    expect(stateOfGstin("")).toBe("");
    expect(stateOfGstin(undefined)).toBe("");
  });

  it("is offered for a typed name no listed party has", () => {
    const listed = [{ name: "Ramesh Traders" }, { name: "Sunita  Joshi" }];
    expect(offerToAdd("Ram", listed)).toBe(true);
    expect(offerToAdd("ramesh traders ", listed)).toBe(false);
    expect(offerToAdd("Sunita Joshi", listed)).toBe(false);
    expect(offerToAdd("   ", [])).toBe(false);
    expect(offerToAdd("Kiran Stores", [])).toBe(true);
  });

  it("sends only what was filled, the state spelled as the party form spells it", () => {
    expect(quickPartyBody("sale", { name: " Kiran Stores ", phone: "", gstin: "" })).toEqual({ name: "Kiran Stores", party_type: "Customer" });
    expect(quickPartyBody("sale", { name: "Kiran", phone: "98220 12345", state: "29" })).toEqual({ name: "Kiran", party_type: "Customer", phone: "98220 12345", state: "29 Karnataka" });
    // A valid GSTIN decides the state, whatever was picked before it was typed.
    expect(quickPartyBody("purchase", { name: "Gupta Oils", gstin: "27aapfu0939f1zv", state: "24" })).toEqual({
      name: "Gupta Oils",
      party_type: "Supplier",
      gstin: "27AAPFU0939F1ZV",
      state: "27 Maharashtra",
    });
  });

  it("is listed by the picker from the record the API created", () => {
    expect(partyOptionOf({ id: 9, name: "Gupta Oils", party_type: "Supplier", phone: "9822012345", gstin: "24AABCG2468F1Z5", state: "24 Gujarat", to_receive: 0 })).toEqual({
      id: 9,
      name: "Gupta Oils",
      party_type: "Supplier",
      phone: "9822012345",
      gstin: "24AABCG2468F1Z5",
      state_code: "24",
      to_receive: 0,
      to_pay: 0,
    });
    expect(partyOptionOf({ id: 3, name: "Kiran", phone: null, gstin: null, state: null }).state_code).toBe("");
  });
});
