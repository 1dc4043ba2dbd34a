import { beforeEach, describe, expect, it } from "vitest";
import i18next from "i18next";
import { i18nProviderFor } from "../../providers/i18n";
import { allLanguageFiles } from "../../locales/files";
import { resources } from "../../modules";

const words = i18next.createInstance();
await words.init({ resources: allLanguageFiles(), lng: "en", fallbackLng: "en", initAsync: false, interpolation: { escapeValue: false }, returnEmptyString: true });
const p = i18nProviderFor(words, resources);
/** What Refine's mutation hooks ask for: the message key with the resource noun it translated first. */
const say = (key: string, resource: string, extra: Record<string, unknown> = {}) =>
  p.translate(key, { resource: p.translate(`${resource}.${resource}`, "fallback"), ...extra }, "Refine default");

describe("Refine's notifications in the console's words", () => {
  beforeEach(() => words.changeLanguage("en"));
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
  it("a success toast has no second line: its description is empty, never the key 'notifications.success'", () => {
    expect(p.translate("notifications.success", "Successful")).toBe("");
    expect(p.translate("notifications.success", {}, "Success")).toBe("");
  });
  it("an unknown status code is left out, not said as '(error )'", () => {
    expect(p.translate("notifications.error", { statusCode: undefined }, "Error")).toBe("Something went wrong");
    expect(p.translate("notifications.error", { statusCode: 502 }, "Error")).toBe("Something went wrong (error 502)");
  });
  it("seconds to undo go through the plural rules", () => {
    expect(p.translate("notifications.undoable", { seconds: 1 })).toBe("You have 1 second to undo");
    expect(p.translate("notifications.undoable", { seconds: 5 })).toBe("You have 5 seconds to undo");
  });
  it("a key the dictionary lacks keeps Refine's default, in both of translate's call shapes", () => {
    expect(p.translate("buttons.edit", "Edit")).toBe("Edit");
    expect(p.translate("buttons.edit", {}, "Edit")).toBe("Edit");
    expect(p.translate("unknown.key")).toBe("unknown.key");
  });
  it("in Hindi the noun comes from locales/hi/resources.json", async () => {
    await p.changeLocale("hi");
    expect(p.getLocale()).toBe("hi");
    expect(say("notifications.createSuccess", "leaves")).toBe("छुट्टी का अनुरोध जोड़ा गया");
    expect(say("notifications.deleteError", "appointments", { statusCode: 409 })).toBe("अपॉइंटमेंट हटाया नहीं जा सका (त्रुटि 409)");
  });
  it("a locale it has no words for falls back to English", async () => {
    await p.changeLocale("xx");
    expect(p.translate("notifications.deleteSuccess", { resource: p.translate("reviews.reviews") })).toBe("Review deleted");
  });
});
