/**
 * Run by readme-module.test.ts inside a copy of the repository where README's "Adding a module" example
 * (the `fleet` module) has been written; never on its own (the module exists only in that copy).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidElement, type ReactElement } from "react";
import "../../app/console-parts"; // the modules' console parts, handed to the console as app/ hands them (before the menu is read)
import { startServer, type TestServer } from "../api/harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { allMenuEntries } from "../../src/layout/menu";
import { knownIcon } from "../../src/layout/icons";
import { consoleParts } from "../../src/module-parts";
import { filesOf } from "../../locales/files";
import { withDeclaredWords } from "../../resources/declared-words";
import { resources } from "../../modules";

let server: TestServer;
let owner: string;
let shop: number;
beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = await server.call("GET", "/api/business/getBusiness", { token: owner });
  // The demo business whose Staff Management plan is active (vehicles ride on it).
  shop = businesses.body.data.find((b: { business_name: string }) => b.business_name === "Hotel Sai Residency").id;
}, 180_000);
afterAll(async () => server?.close());

const base = () => `/api/b/${shop}/vehicles`;

describe("the README's fleet module", () => {
  it("lists, creates with money in rupees, refuses a bad plate by name, and keeps the history", async () => {
    expect((await server.call("GET", base(), { token: owner })).body).toEqual([]);
    const bad = await server.call("POST", base(), { token: owner, body: { number_plate: "mh-12" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ number_plate: ["Use the format MH12AB1234"] });
    const created = await server.call("POST", base(), { token: owner, body: { number_plate: "MH12AB1234", fuel_card_limit: 2500 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number_plate: "MH12AB1234", fuel_card_limit: 2500, kind: "Van", version: 1 });

    const logged = await server.call("POST", `/api/m/${shop}/fleet/vehicles/${created.body.id}/services`, { token: owner, body: { cost: 450 } });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toEqual({ id: created.body.id, version: 2, services: 1 });
    const refused = await server.call("POST", `/api/m/${shop}/fleet/vehicles/${created.body.id}/services`, { token: owner, body: { cost: "lots" } });
    expect(refused.status).toBe(400);
    expect((await server.call("POST", `/api/m/${shop}/fleet/vehicles/${created.body.id}/services`, { body: { cost: 1 } })).status).toBe(401);

    const history = await server.call("GET", `${base()}/${created.body.id}/history`, { token: owner });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toMatch(/service_log/);
    const doc = (await server.call("GET", "/api/openapi.json")).body;
    expect(doc.paths["/api/m/{businessId}/fleet/vehicles/{id}/services"].post.summary).toBe("Log a vehicle's service today");
  });

  it("is in the menu with its icon, mounts its page, and speaks Hindi", () => {
    const entry = allMenuEntries.find((e) => e.key === "vehicles");
    expect(entry).toMatchObject({ path: "/galla/Vehicles", section: "STAFF MANAGEMENT", icon: "CarOutlined" });
    expect(knownIcon("CarOutlined")).toBeTruthy();
    const paths = consoleParts.flatMap((p) => (isValidElement(p.routes) ? [(p.routes as ReactElement<{ path?: string }>).props.path] : []));
    expect(paths).toContain("/galla/Vehicles/:id/service");
    const hi = filesOf("hi");
    expect(withDeclaredWords(hi.resources, resources, "hi").vehicles).toMatchObject({ label: "वाहन" });
    expect(hi.fleet).toMatchObject({ title: "सर्विस दर्ज करें" });
  });
});
