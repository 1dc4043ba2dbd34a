import { describe, expect, it, vi } from "vitest";

/** A fresh module per test: the connection is one state for the whole console. */
async function fresh() {
  vi.resetModules();
  return (await import("../../providers/connection")).connection;
}

describe("the console's connection state", () => {
  it("goes offline when a request cannot be sent, and back when the next one reaches the server", async () => {
    const connection = await fresh();
    const a = connection.ticket();
    connection.lost(a);
    expect(connection.get().online).toBe(false);
    const b = connection.ticket();
    connection.reached(b);
    expect(connection.get()).toEqual({ online: true, shownFrom: null });
  });

  it("says since when the data on screen is from the device: the oldest read shown", async () => {
    const connection = await fresh();
    connection.shown(2_000, connection.ticket());
    connection.shown(1_000, connection.ticket());
    connection.shown(3_000, connection.ticket());
    expect(connection.get()).toEqual({ online: false, shownFrom: 1_000 });
  });

  it("a failure of a request started before one that got through is old news: it stays online", async () => {
    const connection = await fresh();
    const early = connection.ticket(); // a read that failed offline, answered late from the device…
    const later = connection.ticket(); // …after a later call (the outbox's send) reached the server
    connection.reached(later);
    connection.lost(early);
    connection.shown(1_000, early);
    expect(connection.get()).toEqual({ online: true, shownFrom: null });
  });

  it("a failure of a request started after the last that got through takes it offline", async () => {
    const connection = await fresh();
    const first = connection.ticket();
    connection.reached(first);
    connection.lost(connection.ticket());
    expect(connection.get().online).toBe(false);
  });

  it("tells its listeners only when something changed", async () => {
    const connection = await fresh();
    const heard = vi.fn();
    connection.subscribe(heard);
    connection.reached(connection.ticket());
    expect(heard).not.toHaveBeenCalled(); // it started online
    connection.lost(connection.ticket());
    connection.lost(connection.ticket());
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
