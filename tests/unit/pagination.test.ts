import { describe, expect, it } from "vitest";
import { pageItems, totalText } from "../../src/ui/pagination";
import { totalKindOf } from "../../providers/total-kind";
import { formatNumber } from "../../resources/locale-format";
import { listWithTotalKind } from "../../providers/data-provider";
import type { HttpClient } from "../../providers/http";

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

describe("a total that is not a count (x-total-count-kind)", () => {
  const say = (n: string) => `about ${n}`;
  it("reads the header: a lower bound, an estimate, else exact", () => {
    expect(totalKindOf("more")).toBe("more");
    expect(totalKindOf("estimated")).toBe("estimated");
    expect(totalKindOf("exact")).toBe("exact");
    expect(totalKindOf(undefined)).toBe("exact");
    expect(totalKindOf("plenty")).toBe("exact");
  });
  it("says an exact total as it is, a lower bound as 'N+', an estimate as 'about N', grouped the Indian way", () => {
    expect(totalText(1234, "exact", formatNumber, say)).toBe("1,234");
    // The server counts one row past its limit to know there are more: 1,001 counted is "more than 1,000".
    expect(totalText(1001, "more", formatNumber, say)).toBe("1,000+");
    expect(totalText(101_001, "more", formatNumber, say)).toBe("1,01,000+");
    expect(totalText(1_000_000, "estimated", formatNumber, say)).toBe("about 10,00,000");
  });
  it("keeps Refine's pager going while rows keep coming: a lower bound offers the page past the rows counted", () => {
    // Page 1 of 10 rows, 21 counted (limit 20): pages 1–3; page 3 asked counts on (41): pages up to 5.
    expect(pageItems(1, Math.ceil(21 / 10))).toEqual([1, 2, 3]);
    expect(pageItems(3, Math.ceil(41 / 10))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the data provider's list (providers/data-provider.ts)", () => {
  const client = (headers: Record<string, string>): HttpClient => {
    const answer = async <T>() => ({ data: [{ id: 1 }] as T, status: 200, headers });
    return { defaults: { baseURL: "/api" }, request: answer, get: answer, delete: answer, post: answer, put: answer, patch: answer };
  };
  it("hands Refine the page, its total, and how the total was arrived at", async () => {
    const params = { resource: "staff", pagination: { currentPage: 1, pageSize: 10, mode: "server" as const } };
    expect(await listWithTotalKind(client({ "x-total-count": "1001", "x-total-count-kind": "more" }), "b/1", params)).toEqual({ data: [{ id: 1 }], total: 1001, totalKind: "more" });
    expect(await listWithTotalKind(client({ "x-total-count": "7" }), "b/1", params)).toEqual({ data: [{ id: 1 }], total: 7, totalKind: "exact" });
  });
});
