import { describe, expect, it } from "vitest";
import { i18nProviderFor, translatorFor } from "../../providers/i18n";
import { en } from "../../providers/i18n/en";
import { resources } from "../../resources";

const t = translatorFor(en, resources);
/** What Refine's mutation hooks ask for: the message key with the resource noun it translated first. */
const say = (key: string, resource: string, extra: Record<string, unknown> = {}) => t(key, { resource: t(`${resource}.${resource}`, "fallback"), ...extra }, "Refine default");

describe("Refine's notifications in the console's words", () => {
  it("the declared singular, not an English guess: no 'leaf', no 'a appointment'", () => {
    expect(say("notifications.createSuccess", "leaves")).toBe("Leave request added");
    expect(say("notifications.deleteSuccess", "appointments")).toBe("Appointment deleted");
    expect(say("notifications.editSuccess", "staff")).toBe("Staff member saved");
    expect(say("notifications.createSuccess", "sms_templates")).toBe("DLT template added");
  });
  it("errors name the record in the middle of the sentence, acronyms kept", () => {
    expect(say("notifications.deleteError", "appointments", { statusCode: 409 })).toBe("The appointment was not deleted (error 409)");
    expect(say("notifications.createError", "kyc_documents", { statusCode: 400 })).toBe("The KYC document was not added (error 400)");
    expect(say("notifications.editError", "sms_messages", { statusCode: 500 })).toBe("The SMS was not saved (error 500)");
  });
  it("an unknown status code is left out, not said as '(error )'", () => {
    expect(t("notifications.error", { statusCode: undefined }, "Error")).toBe("Something went wrong");
    expect(t("notifications.error", { statusCode: 502 }, "Error")).toBe("Something went wrong (error 502)");
  });
  it("a key the dictionary lacks keeps Refine's default, in both of translate's call shapes", () => {
    expect(t("buttons.save", "Save")).toBe("Save");
    expect(t("buttons.save", {}, "Save")).toBe("Save");
    expect(t("unknown.key")).toBe("unknown.key");
  });
  it("a dictionary may name a resource itself (how Hindi will come in)", () => {
    const hi = translatorFor({ "resources.leaves": "छुट्टी", "notifications.createSuccess": "{{Resource}} जोड़ी गई" }, resources);
    expect(hi("notifications.createSuccess", { resource: hi("leaves.leaves") })).toBe("छुट्टी जोड़ी गई");
  });
  it("the provider speaks English and refuses a locale it has no words for", async () => {
    const p = i18nProviderFor(resources);
    await p.changeLocale("xx");
    expect(p.getLocale()).toBe("en");
    expect(p.translate("notifications.deleteSuccess", { resource: p.translate("reviews.reviews") })).toBe("Review deleted");
  });
});
