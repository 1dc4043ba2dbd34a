import { describe, expect, it } from "vitest";
import { i18n, i18nReady } from "../../src/i18n";
import { chooseLanguage } from "../../providers/i18n/language";
import { optionLabel } from "../../src/engine/option-label";

describe("an enum value as a person reads it", () => {
  it("is the console's word in the reader's language, not the stored value", async () => {
    await i18nReady;
    await chooseLanguage("en", { signedIn: false });
    await i18n.loadNamespaces("console");
    expect(["normal", "no_show", "awaiting_reply", "week_off"].map(optionLabel)).toEqual(["Normal", "No-show", "Awaiting reply", "Week off"]);
    await chooseLanguage("hi", { signedIn: false });
    await i18n.loadNamespaces("console");
    expect(["normal", "no_show", "cancelled"].map(optionLabel)).toEqual(["सामान्य", "नहीं आए", "रद्द"]);
  });
  it("keeps a declared name as it is", () => {
    expect(optionLabel("PAN card")).toBe("PAN card");
    expect(optionLabel("Wallet & payments")).toBe("Wallet & payments");
  });
});
