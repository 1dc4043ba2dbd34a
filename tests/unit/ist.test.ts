import { describe, expect, it } from "vitest";
import { addDays, istDate, istDateTime, istDayStart } from "../../resources/ist";
import { isIsoDate } from "../../resources/validate";

describe("IST days", () => {
  it("uses UTC+05:30 day boundaries", () => {
    expect(istDate(Date.parse("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(istDate(Date.parse("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(istDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istDateTime(new Date("2026-11-22T08:35:00Z"))).toBe("2026-11-22 14:05");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("isIsoDate: the strict date check", () => {
  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("22/11/2026")).toBe(false);
  });
  it("refuses what Date.parse takes and PostgreSQL does not", () => {
    expect(Number.isNaN(Date.parse("2026-11-22 (x)"))).toBe(false);
    expect(isIsoDate("2026-11-22 (x)")).toBe(false);
    expect(isIsoDate("2026-11-22T00:00:00Z")).toBe(false);
    expect(isIsoDate(" 2026-11-22")).toBe(false);
    expect(isIsoDate("+02026-11-22")).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
