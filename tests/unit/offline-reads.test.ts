import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * providers/offline-reads.ts keeps each read in the Cache API once the page is idle, filed under the
 * session and business it was read in; a read still waiting when its session ends is never kept.
 */
class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
}
const kept = new Map<string, string>();
const fakeCaches = {
  open: async () => ({
    put: async (address: string, res: Response) => void kept.set(address, await res.text()),
    match: async (address: string) => (kept.has(address) ? new Response(kept.get(address)) : undefined),
  }),
  delete: async () => kept.clear() === undefined,
};
let idleCallbacks: (() => void)[] = [];
const runIdle = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  due.forEach((cb) => cb());
};
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("caches", fakeCaches);
  vi.stubGlobal("location", new URL("https://galla.test/galla/Dashboard"));
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => idleCallbacks.push(cb));
  kept.clear();
  idleCallbacks = [];
  localStorage.setItem("authToken", "t1");
  localStorage.setItem("businessid", "7");
});
afterEach(() => vi.unstubAllGlobals());

const read = { data: { wallet: 100 }, status: 200, headers: {} };

describe("keeping reads for offline (providers/offline-reads.ts)", () => {
  it("writes a read out only once the page is idle, under the business it was read in", async () => {
    const { keepRead, recallRead } = await import("../../providers/offline-reads");
    const keeping = keepRead("/api/business/business_balance/7", read);
    // The owner switches business before the page is idle: the read stays filed under business 7.
    localStorage.setItem("businessid", "8");
    await settle();
    expect(kept.size).toBe(0);
    runIdle();
    await keeping;
    expect([...kept.keys()]).toEqual([expect.stringMatching(/\/__offline__\/[^/]+\/7\/api\/business\/business_balance\/7$/)]);
    localStorage.setItem("businessid", "7");
    expect((await recallRead("/api/business/business_balance/7"))?.data).toEqual({ wallet: 100 });
  });

  it("never keeps a read still waiting when its session signs out", async () => {
    const { keepRead, forgetOfflineReads } = await import("../../providers/offline-reads");
    const keeping = keepRead("/api/business/getBusiness", read);
    await forgetOfflineReads();
    localStorage.removeItem("authToken");
    runIdle();
    await keeping;
    expect(kept.size).toBe(0);
  });

  it("never keeps it for another person who signed in on the device meanwhile", async () => {
    const { keepRead, noteSignedInUser } = await import("../../providers/offline-reads");
    noteSignedInUser(1);
    const keeping = keepRead("/api/business/getBusiness", read);
    // Another person: their sign-in starts a new scope and deletes the old one's reads.
    expect(noteSignedInUser(2)).toBe(true);
    localStorage.setItem("authToken", "t2");
    runIdle();
    await keeping;
    expect(kept.size).toBe(0);
  });
});
