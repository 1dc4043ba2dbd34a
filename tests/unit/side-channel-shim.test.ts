import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/** The browser build swaps side-channel (under qs, under @refinedev/core) for src/shims/side-channel.cjs: it must behave the same. */
const require = createRequire(import.meta.url);
type Channel = { assert(k: unknown): void; delete(k: unknown): boolean; get(k: unknown): unknown; has(k: unknown): boolean; set(k: unknown, v: unknown): void };
const shim = require("../../src/shims/side-channel.cjs") as () => Channel;
const real = require("side-channel") as () => Channel;

describe("side-channel stand-in", () => {
  const keys: unknown[] = [{}, [], () => 0, "a", 1, null, undefined, Symbol("s")];

  it.each([
    ["shim", shim],
    ["side-channel", real],
  ])("%s keeps a value per key, objects and primitives alike, and forgets on delete", (_name, make) => {
    const channel = make();
    for (const k of keys) expect(channel.has(k)).toBe(false);
    keys.forEach((k, i) => channel.set(k, i));
    expect(keys.map((k) => channel.has(k))).toEqual(keys.map(() => true));
    expect(keys.map((k) => channel.get(k))).toEqual(keys.map((_k, i) => i));
    expect(channel.get({})).toBeUndefined(); // by identity, not shape
    expect(channel.delete(keys[0])).toBe(true);
    expect(channel.has(keys[0])).toBe(false);
    expect(() => channel.assert(keys[0])).toThrow(/Side channel does not contain/);
    expect(() => channel.assert("a")).not.toThrow();
    expect(make().has("a")).toBe(false); // each channel its own store
  });
});
