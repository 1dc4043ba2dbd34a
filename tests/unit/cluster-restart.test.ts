import { describe, expect, it } from "vitest";
import { restartDelay } from "../../server/cluster";

describe("the cluster primary's restart backoff", () => {
  it("replaces a worker that lived well at once, and doubles the wait for each start that failed in a row, up to 30 s", () => {
    expect(restartDelay(0)).toBe(200);
    expect(restartDelay(1)).toBe(400);
    expect(restartDelay(3)).toBe(1600);
    expect(restartDelay(8)).toBe(30_000);
    expect(restartDelay(40)).toBe(30_000);
  });
});
