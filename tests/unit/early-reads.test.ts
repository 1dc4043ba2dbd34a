import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_READS_GLOBAL, EARLY_READ_MAX_AGE_MS, dropEarlyReads, listEarlyReads, takeEarlyRead, type EarlyReads } from "../../providers/early-reads";
import { listWithTotalKind } from "../../providers/data-provider";
import type { HttpClient } from "../../providers/http";
import { LIST_PAGE_SIZE, initialSortOf } from "../../resources/list-page";
import { resources } from "../../modules";
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

describe("a generated list's early read (listEarlyReads)", () => {
  /** The URL the console's data provider asks for a list's first page, as the list opens it. */
  async function firstPageUrl(def: (typeof resources)[number]): Promise<string> {
    let asked = "";
    const get = async <T>(url: string) => {
      asked = url;
      return { data: [] as T, status: 200, headers: {} };
    };
    const client = { defaults: { baseURL: "/api" }, request: get, get, delete: get, post: get, put: get, patch: get } as unknown as HttpClient;
    await listWithTotalKind(client, "b/{business}", { resource: def.name, pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE, mode: "server" }, sorters: [initialSortOf(def)], filters: [] });
    return `/${asked}`;
  }

  it("is, for every declared list, the very URL the data provider asks for its first page", async () => {
    const lists = listEarlyReads(resources);
    const generated = resources.filter((def) => !def.customPages?.includes("list") && !def.routes.list.includes(":"));
    expect(Object.keys(lists).sort()).toEqual(generated.map((def) => def.routes.list).sort());
    for (const def of generated) expect(lists[def.routes.list], def.name).toEqual([await firstPageUrl(def)]);
  });

  it("leaves out lists a module draws itself and lists under a route with parameters", () => {
    const lists = listEarlyReads([
      { name: "own", routes: { list: "/own" }, customPages: ["list"] },
      { name: "member_payments", routes: { list: "/staff/:id/payment" } },
      { name: "notes", routes: { list: "/notes" }, defaultSort: { field: "written_on", order: "asc" } },
    ]);
    expect(lists).toEqual({ "/notes": ["/b/{business}/notes?_end=10&_order=asc&_sort=written_on&_start=0"] });
  });
});

describe("the CSP's inline scripts (server/http/security-headers.ts)", () => {
  it("hashes each inline script's text, and leaves out scripts with a src and empty ones", () => {
    const body = earlyReadsScript();
    const html = `<head><script>${body}</script><script type="module" src="/assets/x.js"></script><script></script><script type="application/json" src="/y"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash("sha256").update(body).digest("base64")}`]);
  });
});
