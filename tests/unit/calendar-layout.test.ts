import { describe, expect, it } from "vitest";
import { layoutOverlaps, minutesOf, moveRange, nightSpan, place, slotAt, timeOf, visibleHours, weekStart } from "../../src/engine/calendar/layout";

/** The calendar's arithmetic (issue 28): time ↔ position, overlapping items side by side, stays on a night grid. */
describe("time and position", () => {
  it("reads and writes times of day", () => {
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("18:05:00")).toBe(1085);
    expect(timeOf(570)).toBe("09:30");
    expect(timeOf(24 * 60 + 10)).toBe("23:59");
    expect(() => minutesOf("half past nine")).toThrow();
  });

  it("places an item by its start and length, from the view's first hour", () => {
    expect(place("10:00", "11:00", 8, 60)).toEqual({ top: 120, height: 60 });
    expect(place("08:15", "08:45", 8, 64)).toEqual({ top: 16, height: 32 });
    // A 5-minute item keeps a height that can be read and tapped.
    expect(place("09:00", "09:05", 8, 60).height).toBe(22);
  });

  it("turns a tap back into the slot it fell in, rounded down to the step", () => {
    expect(slotAt(0, 8, 60)).toBe("08:00");
    expect(slotAt(125, 8, 60)).toBe("10:00");
    expect(slotAt(134, 8, 60)).toBe("10:00");
    expect(slotAt(136, 8, 60)).toBe("10:15");
    expect(slotAt(100, 9, 64, 30)).toBe("10:30");
    expect(slotAt(-20, 8, 60)).toBe("08:00");
  });

  it("moves a range keeping its length", () => {
    expect(moveRange({ start: "10:00", end: "10:45" }, "14:30")).toEqual({ start: "14:30", end: "15:15" });
  });

  it("shows the working day, widened to whole hours around early or late items", () => {
    expect(visibleHours([])).toEqual([8, 21]);
    expect(visibleHours([{ start: "06:30", end: "07:00" }, { start: "21:00", end: "22:15" }])).toEqual([6, 23]);
  });

  it("starts the week on Monday", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday ends the week
  });
});

describe("overlapping items", () => {
  const r = (x: { start: string; end: string }) => x;
  const tracks = (items: { start: string; end: string }[]) => layoutOverlaps(items, r).map((p) => [p.item.start, p.track, p.of]);

  it("gives items that do not overlap the whole width, back to back included", () => {
    expect(tracks([{ start: "10:00", end: "10:30" }, { start: "10:30", end: "11:00" }])).toEqual([
      ["10:00", 0, 1],
      ["10:30", 0, 1],
    ]);
  });

  it("puts overlapping items side by side, the cluster sharing one track count", () => {
    const placed = tracks([
      { start: "10:00", end: "11:00" },
      { start: "10:15", end: "10:45" },
      { start: "10:50", end: "11:30" },
      { start: "12:00", end: "12:30" },
    ]);
    expect(placed).toEqual([
      ["10:00", 0, 2],
      ["10:15", 1, 2],
      ["10:50", 1, 2], // the 10:15 track is free again at 10:45
      ["12:00", 0, 1],
    ]);
  });

  it("opens a third track when three overlap at once", () => {
    expect(tracks([{ start: "09:00", end: "10:00" }, { start: "09:00", end: "09:30" }, { start: "09:10", end: "09:40" }]).map((t) => t.slice(1))).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });
});

describe("stays on a night grid", () => {
  it("fills the nights from check-in to the night before check-out", () => {
    expect(nightSpan({ start: "2026-11-26", end: "2026-11-28" }, "2026-11-26", 14)).toEqual({ column: 0, span: 2, clippedStart: false, clippedEnd: false });
  });

  it("cuts a stay at the grid's edges and says so", () => {
    expect(nightSpan({ start: "2026-11-20", end: "2026-11-28" }, "2026-11-26", 14)).toEqual({ column: 0, span: 2, clippedStart: true, clippedEnd: false });
    expect(nightSpan({ start: "2026-12-08", end: "2026-12-20" }, "2026-11-26", 14)).toEqual({ column: 12, span: 2, clippedStart: false, clippedEnd: true });
  });

  it("leaves out stays outside the grid (a check-out on its first morning included)", () => {
    expect(nightSpan({ start: "2026-11-20", end: "2026-11-26" }, "2026-11-26", 14)).toBeUndefined();
    expect(nightSpan({ start: "2026-12-10", end: "2026-12-12" }, "2026-11-26", 14)).toBeUndefined();
  });
});
