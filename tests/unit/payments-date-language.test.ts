import { afterEach, describe, expect, it } from "vitest";
import { setDisplayLocale } from "../../resources/locale-format";
import { formatDateTime } from "../../modules/payments/console/api";

/** Issue 23 friction: the Transactions list said "22 Nov 2026" on Hindi pages: its times follow the console's language. */
describe("a payment's date and time on the Transactions list", () => {
  afterEach(() => setDisplayLocale("en-IN"));

  it("reads in Hindi on a Hindi page and in English on an English one, in India's time", () => {
    const at = "2026-11-22T07:35:00Z"; // 1:05 pm IST
    expect(formatDateTime(at)).toMatch(/^22 Nov 2026, 1:05\spm$/i);
    setDisplayLocale("hi-IN");
    expect(formatDateTime(at)).toContain("नव॰");
    expect(formatDateTime(at)).not.toContain("Nov");
  });
});
