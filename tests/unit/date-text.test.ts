import { describe, expect, it } from "vitest";
import { indianToIso, isoToIndian } from "../../src/ui/date-text";

describe("dates as India writes them (DD/MM/YYYY)", () => {
  it("shows the wire's YYYY-MM-DD day first", () => {
    expect(isoToIndian("2026-11-21")).toBe("21/11/2026");
    expect(isoToIndian(null)).toBe("");
    expect(isoToIndian("21/11/2026")).toBe("");
  });

  it("reads what an owner types, day first, with any usual separator", () => {
    expect(indianToIso("21/11/2026")).toBe("2026-11-21");
    expect(indianToIso("1-2-2026")).toBe("2026-02-01");
    expect(indianToIso(" 05.06.26 ")).toBe("2026-06-05");
  });

  it("refuses what is not a real date instead of rolling it over", () => {
    expect(indianToIso("31/02/2026")).toBeNull();
    expect(indianToIso("29/02/2025")).toBeNull();
    expect(indianToIso("29/02/2024")).toBe("2024-02-29");
    expect(indianToIso("11/21/2026")).toBeNull(); // month first is not read as 21 November
    expect(indianToIso("2026-11-21")).toBeNull();
    expect(indianToIso("")).toBeNull();
  });
});
