import { describe, expect, it } from "vitest";
import { classify, dropOtherScopes, entriesOf, flushOutbox, memoryStore, type OutboxEntry, type SendResult } from "../../providers/outbox";

let n = 0;
const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => {
  n += 1;
  const key = over.key ?? `key-${String(n).padStart(6, "0")}`;
  return {
    key,
    scope: "s1",
    businessId: "1",
    url: "/sales/1/invoices",
    viewPath: "/sales&purchase/Sale/sale_invoices",
    body: { request_key: key, payment_type: "cash" },
    summary: { party: "Walk-in", totalPaise: 10000, items: 1, paymentType: "cash" },
    draft: {},
    createdAt: n,
    state: "pending",
    attempts: 0,
    ...over,
  };
};

describe("the offline outbox", () => {
  it("sends pending entries oldest first, each once, and removes them when made", async () => {
    const a = entry();
    const b = entry();
    const store = memoryStore([b, a]);
    const sent: string[] = [];
    const report = await flushOutbox(store, "s1", async (e) => (sent.push(e.key), { kind: "made", answer: { data: { number: e.key } } }));
    expect(sent).toEqual([a.key, b.key]);
    expect(report.made.map((m) => m.entry.key)).toEqual([a.key, b.key]);
    expect(store.entries.size).toBe(0);
    // A second flush has nothing left to send: nothing is sent twice.
    await flushOutbox(store, "s1", async () => { throw new Error("must not send"); });
  });

  it("keeps an entry with its key when the network fails, and stops there", async () => {
    const a = entry();
    const b = entry();
    const store = memoryStore([a, b]);
    const sent: string[] = [];
    const report = await flushOutbox(store, "s1", async (e) => (sent.push(e.key), { kind: "later" }));
    expect(sent).toEqual([a.key]); // b is not tried: the network is gone for it too
    expect(report.left).toBe(2);
    expect(store.entries.get(a.key)).toMatchObject({ state: "pending", attempts: 1, body: { request_key: a.key } });
    expect(store.entries.get(b.key)).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("a send that throws is 'later', never lost", async () => {
    const a = entry();
    const store = memoryStore([a]);
    await flushOutbox(store, "s1", async () => { throw new TypeError("Failed to fetch"); });
    expect(store.entries.get(a.key)?.state).toBe("pending");
  });

  it("marks a refused entry with the server's reason, goes on with the next, and does not send it again", async () => {
    const a = entry();
    const b = entry();
    const store = memoryStore([a, b]);
    const results: Record<string, SendResult> = {
      [a.key]: { kind: "refused", status: 400, message: "Party not found: choose one from the list", field: "party_id" },
      [b.key]: { kind: "made", answer: {} },
    };
    const report = await flushOutbox(store, "s1", async (e) => results[e.key]);
    expect(report.refused.map((e) => e.key)).toEqual([a.key]);
    expect(store.entries.get(a.key)).toMatchObject({ state: "refused", refusal: { status: 400, message: "Party not found: choose one from the list", field: "party_id" } });
    expect(store.entries.has(b.key)).toBe(false);
    let sentAgain = false;
    await flushOutbox(store, "s1", async () => ((sentAgain = true), { kind: "made", answer: {} }));
    expect(sentAgain).toBe(false);
  });

  it("never sends or shows another session's entries, and drops them on request", async () => {
    const mine = entry();
    const theirs = entry({ scope: "s2" });
    const otherBusiness = entry({ businessId: "2" });
    const store = memoryStore([mine, theirs, otherBusiness]);
    expect((await entriesOf(store, "s1", "1")).map((e) => e.key)).toEqual([mine.key]);
    const sent: string[] = [];
    await flushOutbox(store, "s1", async (e) => (sent.push(e.key), { kind: "later" }));
    expect(sent).toEqual([mine.key]);
    await dropOtherScopes(store, "s1");
    expect([...store.entries.keys()].sort()).toEqual([mine.key, otherBusiness.key].sort());
    await dropOtherScopes(store, null);
    expect(store.entries.size).toBe(0);
  });

  it("tells a refused bill from a 'not now'", () => {
    expect(classify(400, { message: "Quantity on line 1 must be a number", field: "lines.0.qty" })).toEqual({ kind: "refused", status: 400, message: "Quantity on line 1 must be a number", field: "lines.0.qty" });
    expect(classify(409, { message: "locked" }).kind).toBe("refused");
    expect(classify(422, { message: "request_key reused" }).kind).toBe("refused");
    expect(classify(403, { message: "plan expired" }).kind).toBe("refused");
    for (const status of [undefined, 401, 408, 429, 500, 503]) expect(classify(status, undefined).kind).toBe("later");
  });
});
