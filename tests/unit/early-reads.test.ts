import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_READS_GLOBAL, EARLY_READ_MAX_AGE_MS, dropEarlyReads, takeEarlyRead, type EarlyReads } from "../../providers/early-reads";
import { inlineScriptHashes } from "../../server/http/security-headers";
import { earlyReadsScript } from "../../scripts/early-reads-plugin";

const answer = Promise.resolve(new Response("{}"));
const sent = (overrides: Partial<EarlyReads> = {}) => {
  const reads: EarlyReads = { token: "t1", language: "en", at: Date.now(), reads: { "/api/a": answer, "/api/b": answer }, ...overrides };
  (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] = reads;
  return reads;
};
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  vi.useRealTimers();
});

describe("taking an early read (providers/early-reads.ts)", () => {
  it("gives the read once, to the same token and language", () => {
    sent();
    expect(takeEarlyRead("/api/a", "t1", "en")).toBe(answer);
    expect(takeEarlyRead("/api/a", "t1", "en")).toBeUndefined();
    expect(takeEarlyRead("/api/c", "t1", "en")).toBeUndefined();
  });

  it("never to another session or language, and not when stale; each of those asks afresh", () => {
    sent();
    expect(takeEarlyRead("/api/a", "t2", "en")).toBeUndefined();
    expect(takeEarlyRead("/api/b", "t1", "hi")).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + EARLY_READ_MAX_AGE_MS + 1 });
    sent({ at: Date.now() - EARLY_READ_MAX_AGE_MS - 1 });
    expect(takeEarlyRead("/api/a", "t1", "en")).toBeUndefined();
  });

  it("none after a write", () => {
    sent();
    dropEarlyReads();
    expect(takeEarlyRead("/api/a", "t1", "en")).toBeUndefined();
  });

  it("none when the page sent none (a guest, the dev server)", () => {
    expect(takeEarlyRead("/api/a", "t1", "en")).toBeUndefined();
    expect(() => dropEarlyReads()).not.toThrow();
  });
});

describe("the CSP's inline scripts (server/http/security-headers.ts)", () => {
  it("hashes each inline script's text, and leaves out scripts with a src and empty ones", () => {
    const body = earlyReadsScript();
    const html = `<head><script>${body}</script><script type="module" src="/assets/x.js"></script><script></script><script type="application/json" src="/y"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash("sha256").update(body).digest("base64")}`]);
  });
});
