import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../resources/registry";
import { defineResource } from "../../resources/types";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/** Versions (409 on a stale edit), who changed a row, its history, and 405 for other methods. */
const notes = defineResource({
  name: "t_notes",
  module: "galla",
  label: "Test notes",
  singular: "Test note",
  section: "PAYMENTS",
  routes: { list: "/test/notes" },
  titleField: "title",
  fields: [
    { name: "title", type: "text", required: true, search: true },
    { name: "amount", type: "money" },
    { name: "photo", type: "image" },
  ],
});

/** A counter kept by a hook: every tally row adds its amount to its note's total. */
const tallies = defineResource({
  name: "t_tallies",
  module: "galla",
  label: "Test tallies",
  section: "PAYMENTS",
  routes: { list: "/test/tallies" },
  titleField: "label",
  fields: [
    { name: "label", type: "text", required: true },
    { name: "note_id", type: "relation", relation: { resource: "t_notes", labelField: "title" }, required: true },
    { name: "amount", type: "money", required: true },
  ],
  hooks: {
    beforeChange: (change) => {
      if (change.after?.label === "refuse") throw Object.assign(new Error("Refused by the hook"), { statusCode: 400 });
    },
    afterChange: async (change, ctx) => {
      const row = change.after ?? change.before!;
      const notes = ctx.store("t_notes");
      const note = await notes.get(Number(row.note_id));
      const delta = (change.after ? Number(change.after.amount) : 0) - (change.before ? Number(change.before.amount) : 0);
      await notes.update(Number(row.note_id), { amount: Number(note!.amount ?? 0) + delta });
      // A tally too big undoes itself and the note's total with it.
      if (Number(note!.amount ?? 0) + delta > 1000) throw Object.assign(new Error("The note's total would pass ₹1,000"), { statusCode: 400 });
    },
  },
});

let server: TestServer;
let owner: string;
let staff: string;
let shop: number;
const STAFF = "7000000031";
const base = () => `/api/b/${shop}/t_notes`;

beforeAll(async () => {
  resources.push(notes, tallies);
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  const invited = await server.call("POST", `/api/business/${shop}/members`, { token: owner, body: { mobile: STAFF, permissions: { galla: "write" } } });
  expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300);
  staff = await server.signIn(STAFF);
});
afterAll(async () => {
  resources.splice(resources.indexOf(notes), 2);
  await server?.close();
});

describe("versions", () => {
  it("start at 1, go up by one per change, and travel as an ETag", async () => {
    const created = await server.call("POST", base(), { token: owner, body: { title: "Rent", amount: 100 } });
    expect(created.body.version).toBe(1);
    const res = await fetch(`${server.url}${base()}/${created.body.id}`, { headers: { authorization: `Bearer ${owner}` } });
    // The version, then a tag of the answer (If-None-Match); If-Match reads the version.
    expect(res.headers.get("etag")).toMatch(/^"1-[A-Za-z0-9_-]+"$/);
    const edited = await server.call("PATCH", `${base()}/${created.body.id}`, { token: owner, body: { title: "Rent (Nov)" } });
    expect(edited.body.version).toBe(2);
  });

  it("refuse a second edit made from the same loaded version: 409 with the record as it is and who changed it", async () => {
    const { body: row } = await server.call("POST", base(), { token: owner, body: { title: "Electricity", amount: 1200 } });
    // Both open the form at version 1.
    const first = await server.call("PATCH", `${base()}/${row.id}`, { token: staff, body: { title: "Electricity (MSEB)", version: row.version } });
    expect(first.status).toBe(200);
    const second = await server.call("PATCH", `${base()}/${row.id}`, { token: owner, body: { amount: 1500, version: row.version } });
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id: row.id, title: "Electricity (MSEB)", amount: 1200, version: 2, updated_by_name: STAFF });
    expect(second.body.message).toMatch(/changed this record after you opened it/);
    // Nothing of the stale edit was stored.
    expect((await server.call("GET", `${base()}/${row.id}`, { token: owner })).body).toMatchObject({ amount: 1200, version: 2, updated_by_name: STAFF });
    // The same through If-Match, for PUT and DELETE too.
    expect((await server.call("PUT", `${base()}/${row.id}`, { token: owner, body: { amount: 1500 }, headers: { "if-match": '"1"' } })).status).toBe(409);
    expect((await server.call("DELETE", `${base()}/${row.id}`, { token: owner, headers: { "if-match": '"1"' } })).status).toBe(409);
    const fresh = await server.call("PUT", `${base()}/${row.id}`, { token: owner, body: { amount: 1500 }, headers: { "if-match": '"2"' } });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ amount: 1500, version: 3 });
  });

  it("two edits at once from the same version: exactly one wins", async () => {
    const { body: row } = await server.call("POST", base(), { token: owner, body: { title: "Water" } });
    const results = await Promise.all(
      ["A", "B", "C"].map((t) => server.call("PATCH", `${base()}/${row.id}`, { token: owner, body: { title: `Water ${t}`, version: 1 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe("history", () => {
  it("records create, two edits and delete: who, when, which fields from what to what", async () => {
    const created = await server.call("POST", base(), { token: owner, body: { title: "Tea", amount: 20, photo: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=" } });
    const id = created.body.id;
    await server.call("PATCH", `${base()}/${id}`, { token: staff, body: { amount: 25, version: 1 } });
    await server.call("PATCH", `${base()}/${id}`, { token: owner, body: { title: "Masala tea", version: 2 } });
    // A save that changes nothing is not an entry.
    await server.call("PATCH", `${base()}/${id}`, { token: owner, body: { title: "Masala tea" } });
    const history = async () => (await server.call("GET", `${base()}/${id}/history`, { token: owner })).body.data;
    const live = await history();
    expect(live.map((h: { action: string; version: number }) => [h.action, h.version])).toEqual([
      ["update", 3],
      ["update", 2],
      ["create", 1],
    ]);
    expect(live[2].changes).toEqual({ title: [null, "Tea"], amount: [null, 20], photo: [null, "(file)"] });
    expect(live[1]).toMatchObject({ user_name: STAFF, changes: { amount: [20, 25] } });
    expect(live[0]).toMatchObject({ user_name: expect.any(String), changes: { title: ["Tea", "Masala tea"] } });
    expect(Date.now() - Date.parse(live[0].at)).toBeLessThan(60_000);

    expect((await server.call("DELETE", `${base()}/${id}`, { token: owner })).status).toBe(200);
    const after = await history();
    expect(after[0]).toMatchObject({ action: "delete", changes: { title: ["Masala tea", null], amount: [25, null] } });
    expect(after).toHaveLength(4);
    expect((await server.call("GET", `${base()}/999999/history`, { token: owner })).status).toBe(404);
  });

  it("lists the business's recent changes to the owner only", async () => {
    const recent = await server.call("GET", `/api/b/${shop}/history?limit=5`, { token: owner });
    expect(recent.status).toBe(200);
    expect(recent.body.data).toHaveLength(5);
    expect(recent.body.data[0]).toMatchObject({ resource: "t_notes", action: "delete" });
    const older = await server.call("GET", `/api/b/${shop}/history?limit=5&before=${recent.body.data[4].id}`, { token: owner });
    expect(older.body.data[0].id).toBeLessThan(recent.body.data[4].id);
    expect((await server.call("GET", `/api/b/${shop}/history`, { token: staff })).status).toBe(403);
  });
});

describe("methods", () => {
  it("answer 405 with Allow for a method a path does not take", async () => {
    const { body: row } = await server.call("POST", base(), { token: owner, body: { title: "Methods" } });
    for (const [method, path, allow] of [
      ["DELETE", base(), "GET, POST"],
      ["PATCH", base(), "GET, POST"],
      ["POST", `${base()}/${row.id}`, "GET, PUT, PATCH, DELETE"],
      ["DELETE", `${base()}/export`, "GET"],
    ]) {
      const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${owner}` } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
    }
    // Still 404 for a resource that does not exist, and 401 without a session.
    expect((await fetch(`${server.url}/api/b/${shop}/nothing_here`, { method: "DELETE", headers: { authorization: `Bearer ${owner}` } })).status).toBe(404);
    expect((await fetch(`${server.url}${base()}`, { method: "DELETE" })).status).toBe(401);
  });
});

describe("module code through the store", () => {
  it("attendance marking keeps versions and history: marked, then re-marked, by the owner", async () => {
    const businesses = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data as { id: number; business_master_id: number }[];
    const hotel = businesses.find((b) => b.business_master_id === 147)!.id;
    const staffId = (await server.call("GET", `/api/b/${hotel}/staff?_start=0&_end=1`, { token: owner })).body[0].id;
    const date = "2026-01-05";
    const mark = (status: string) => server.call("PUT", `/api/m/${hotel}/staff/attendance`, { token: owner, body: { date, marks: [{ staff_id: staffId, status }] } });
    expect((await mark("present")).status).toBe(200);
    expect((await mark("absent")).status).toBe(200);
    expect((await mark("absent")).status).toBe(200);
    const [row] = (await server.call("GET", `/api/b/${hotel}/staff_attendance?staff_id=${staffId}&date=${date}`, { token: owner })).body;
    expect(row).toMatchObject({ status: "absent", version: 2 });
    const history = (await server.call("GET", `/api/b/${hotel}/staff_attendance/${row.id}/history`, { token: owner })).body.data;
    expect(history.map((h: { action: string; user_name: string }) => [h.action, h.user_name])).toEqual([
      ["update", "Ramesh Sharma"],
      ["create", "Ramesh Sharma"],
    ]);
    expect(history[0].changes).toEqual({ status: ["present", "absent"] });
  });
});

describe("hooks on the declaration", () => {
  it("run in the change's transaction: afterChange writes another resource through the store; a throw undoes all", async () => {
    const { body: note } = await server.call("POST", base(), { token: owner, body: { title: "Hooked", amount: 0 } });
    const tally = (label: string, amount: number) => server.call("POST", `/api/b/${shop}/t_tallies`, { token: owner, body: { label, note_id: note.id, amount } });
    const first = await tally("one", 300);
    expect(first.status).toBe(201);
    expect((await tally("two", 200)).status).toBe(201);
    const noteNow = async () => (await server.call("GET", `${base()}/${note.id}`, { token: owner })).body;
    expect(await noteNow()).toMatchObject({ amount: 500, version: 3 });
    // The hook's write is in the note's history, in the caller's name.
    const history = (await server.call("GET", `${base()}/${note.id}/history`, { token: owner })).body.data;
    expect(history[0]).toMatchObject({ action: "update", changes: { amount: [300, 500] }, user_name: "Ramesh Sharma" });

    const refused = await tally("refuse", 1);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Refused by the hook");
    const tooBig = await tally("three", 600);
    expect(tooBig.status).toBe(400);
    expect(await noteNow()).toMatchObject({ amount: 500, version: 3 });
    const rows = (await server.call("GET", `/api/b/${shop}/t_tallies`, { token: owner })).body;
    expect(rows.map((r: { label: string }) => r.label).sort()).toEqual(["one", "two"]);

    expect((await server.call("DELETE", `/api/b/${shop}/t_tallies/${first.body.id}`, { token: owner })).status).toBe(200);
    expect(await noteNow()).toMatchObject({ amount: 200 });
  });
});
