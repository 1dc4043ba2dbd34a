import { describe, expect, it } from "vitest";
import { pageItems } from "../../src/ui/pagination";

describe("pagination (spec §9: 5 pages displayed, 2 margin pages)", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 5, "gap", 8, 9]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it("shows 5 around the current page and 2 at each end", () => {
    expect(pageItems(10, 20)).toEqual([1, 2, "gap", 8, 9, 10, 11, 12, "gap", 19, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 19, 20]);
  });
  it("keeps the range 5 wide on page 6 of 20: a gap even where it hides one page", () => {
    expect(pageItems(6, 20)).toEqual([1, 2, "gap", 4, 5, 6, 7, 8, "gap", 19, 20]);
    expect(pageItems(15, 20)).toEqual([1, 2, "gap", 13, 14, 15, 16, 17, "gap", 19, 20]);
  });
});
