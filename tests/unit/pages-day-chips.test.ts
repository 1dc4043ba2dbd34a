import { describe, expect, it } from "vitest";
import { chipRange, todayInIndia } from "../../modules/payments/console/day-chips";

describe("Transactions' day chips", () => {
  it("today, yesterday (across a month end) and this week from Monday", () => {
    expect(chipRange("today", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(chipRange("yesterday", "2026-12-01")).toEqual({ from: "2026-11-30", to: "2026-11-30" });
    expect(chipRange("week", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" }); // Thursday
    expect(chipRange("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" }); // Sunday ends the week
    expect(chipRange("week", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" }); // Monday
    expect(chipRange("all", "2026-11-23")).toEqual({ from: undefined, to: undefined });
  });
  it("today is India's date, not the device's: 20:00 UTC is already tomorrow in India", () => {
    expect(todayInIndia(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(todayInIndia(new Date("2026-11-23T18:00:00Z"))).toBe("2026-11-23");
  });
});

describe("the SMS report's default range", () => {
  it("ends on India's today, so a message sent after 18:30 UTC is in it", async () => {
    const { todayIst, addDays } = await import("../../src/ui/india-date");
    expect(todayIst(new Date("2026-11-23T20:47:00Z"))).toBe("2026-11-24");
    expect(addDays("2026-11-24", -29)).toBe("2026-10-26");
  });
});
