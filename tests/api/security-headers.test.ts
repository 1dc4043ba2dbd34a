import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let owner: string;
let shop: number;

beforeAll(async () => {
  // A stand-in for the built console: the headers belong to the static answers too.
  const consoleDir = mkdtempSync(join(tmpdir(), "galla-console-"));
  writeFileSync(join(consoleDir, "index.html"), "<!doctype html><title>Galla</title>");
  server = await startServer({ consoleDir });
  owner = await server.signIn("9876543210");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
}, 180_000);
afterAll(() => server?.close());

const headersOf = async (path: string, init?: RequestInit) => (await fetch(server.url + path, init)).headers;

describe("security headers on every answer", () => {
  it.each([
    ["API JSON", "/api/health"],
    ["an API 404", "/api/no/such/route"],
    ["an API 401", "/api/business/getBusiness"],
    ["the console", "/galla/Dashboard"],
  ])("%s", async (_what, path) => {
    const h = await headersOf(path);
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    const csp = h.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets a shop's website frame its public QR page, and nothing else", async () => {
    const h = await headersOf(`/p/${shop}`);
    expect(h.get("content-security-policy")).toContain("frame-ancestors *");
    expect(h.get("x-frame-options")).toBeNull();
    expect((await headersOf(`/p/${shop}/../galla/Dashboard`)).get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect((await headersOf("/pay")).get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("updateWalletAmount takes a browser's FormData", () => {
  it("reads multipart/form-data fields like urlencoded ones", async () => {
    const form = new FormData();
    form.set("amount", "500");
    form.set("business_id", String(shop));
    form.set("transaction_id", "FORGEDforged1234");
    form.set("status", "success");
    form.set("payment_response", "{}");
    const res = await fetch(`${server.url}/api/business/updateWalletAmount`, { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: form });
    // The fields were read: the answer is about this (unknown) payment, not a missing field.
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "transaction_id", message: expect.stringMatching(/no record of this payment/) });
  });

  it("names a missing field in multipart as in urlencoded, and refuses a file part", async () => {
    const form = new FormData();
    form.set("business_id", String(shop));
    form.set("amount", "1e-7");
    const bad = await fetch(`${server.url}/api/business/updateWalletAmount`, { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: form });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "amount" });

    const withFile = new FormData();
    withFile.set("business_id", String(shop));
    withFile.set("receipt", new Blob(["x"]), "receipt.txt");
    const file = await fetch(`${server.url}/api/business/updateWalletAmount`, { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: withFile });
    expect(file.status).toBeGreaterThanOrEqual(400);
    expect(file.status).toBeLessThan(500);
  });
});
