import { describe, expect, it } from "vitest";
import { BoundedMap, perDatabase } from "../../server/db/memory";

describe("the in-process caches' rules", () => {
  it("a bounded map drops the entry set longest ago; setting a key again makes it the newest", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("a", 3).set("c", 4);
    expect([...map]).toEqual([["a", 3], ["c", 4]]);
  });

  it("one value per database handle, made once", () => {
    let made = 0;
    const of = perDatabase(() => ({ n: ++made }));
    const one = {};
    expect(of(one)).toBe(of(one));
    expect(of({})).not.toBe(of(one));
    expect(made).toBe(2);
  });
});
