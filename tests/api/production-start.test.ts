import { afterEach, describe, expect, it } from "vitest";
import { spawnServer, type ChildServer } from "./child-server";
import { SANDBOX_GATEWAY_SECRET } from "../../server/gateway/config";

/** `npm start` in production mode, as its own process: what it refuses, and what it never serves. */
const production = {
  NODE_ENV: "production",
  GATEWAY_URL: "http://127.0.0.1:9/gateway",
  GATEWAY_KEY: "k",
  GATEWAY_SECRET: "a-real-provider-secret",
  SMS_URL: "http://127.0.0.1:9/sms",
};

let server: ChildServer | undefined;
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  server = undefined;
});

// Each test starts a process (tsx, migrations): slow on a loaded machine.
describe("production start", { timeout: 120_000 }, () => {
  it("serves no sandbox route, even with ALLOW_SANDBOX=1, and seeds nothing", async () => {
    server = spawnServer({ ...production, ALLOW_SANDBOX: "1" });
    const url = await server.listening;
    const sandboxRoutes: [string, string][] = [
      ["GET", "/api/sandbox/outbox?to=9876543210"],
      ["POST", "/api/sandbox/sms/messages"],
      ["POST", "/api/sandbox/gateway/collectpay"],
      ["POST", "/api/sandbox/gateway/qrcode"],
      ["GET", "/api/sandbox/upi/requests"],
      ["POST", "/api/sandbox/upi/requests/GALLA1/approve"],
      ["POST", "/api/sandbox/upi/pay"],
    ];
    for (const [method, path] of sandboxRoutes) {
      const res = await fetch(url + path, { method, headers: { "content-type": "application/json" }, body: method === "POST" ? "{}" : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health.sandbox).toEqual({ sms: false, gateway: false });
    expect(server.output()).not.toMatch(/seeded demo data/);
  });

  it("refuses to start with a real gateway and no GATEWAY_SECRET", async () => {
    server = spawnServer({ ...production, GATEWAY_SECRET: "" });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/GATEWAY_SECRET/);
  });

  it("refuses to start with the sandbox's public secret", async () => {
    server = spawnServer({ ...production, GATEWAY_SECRET: SANDBOX_GATEWAY_SECRET });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/sandbox's public secret/);
  });

  it("refuses to start on sandbox providers, whatever ALLOW_SANDBOX says", async () => {
    server = spawnServer({ NODE_ENV: "production", ALLOW_SANDBOX: "1" });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/sandbox providers never run in production/);
  });
});
