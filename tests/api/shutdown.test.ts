import { afterAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { spawnServer, type ChildServer } from "./child-server";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * `npm start` as its own process, under load, then SIGTERM: it must exit within 10 s, finish what is in
 * flight, and refuse (503) what comes after. The SMS provider is a local server that takes 2 s to
 * answer, so a sign-in code request is reliably in flight when the signal lands.
 */
const SMS_DELAY_MS = 2000;
const texts: { to: string; text: string }[] = [];
let sms: Server;
let child: ChildServer | undefined;
afterAll(async () => {
  if (child && child.child.exitCode === null) child.child.kill("SIGKILL");
  await new Promise((resolve) => sms?.close(resolve));
});

describe("graceful shutdown", () => {
  it("exits within 10 s of SIGTERM under load: requests in flight finish, later ones get 503", { timeout: 120_000 }, async () => {
    sms = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        texts.push(JSON.parse(body));
        setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: String(texts.length), status: "SENT" })), SMS_DELAY_MS);
      });
    });
    await new Promise<void>((resolve) => sms.listen(0, "127.0.0.1", resolve));
    child = spawnServer({ SMS_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}`, WALLET_RECONCILE_MS: "200" });
    const base = await child.listening;
    const post = (path: string, body: unknown) =>
      fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    expect((await post("/api/auth/otp", { mobile: DEMO_OWNER_MOBILE })).status).toBe(200);
    const otp = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1];
    const token = (await (await post("/api/auth/verify", { mobile: DEMO_OWNER_MOBILE, otp })).json()).data.token as string;

    // Load: 20 clients on keep-alive connections, each asking for its businesses again and again.
    let signalled = false;
    const afterSignal: (number | string)[] = [];
    const beforeSignal: number[] = [];
    const client = async () => {
      for (;;) {
        const startedAfter = signalled;
        try {
          const res = await fetch(`${base}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          (startedAfter ? afterSignal : beforeSignal).push(res.status);
        } catch (err) {
          if (!startedAfter) beforeSignal.push(-1);
          afterSignal.push(String((err as Error & { cause?: { code?: string } }).cause?.code ?? (err as Error).message));
        }
        if (startedAfter && afterSignal.length >= 40) return;
      }
    };
    const clients = Array.from({ length: 20 }, client);
    // Under load: more than 20 answers before the signal, however slow the machine.
    await expect.poll(() => beforeSignal.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(20);
    const inFlight = post("/api/auth/otp", { mobile: "7500000001" });
    // In flight: the provider has the code and holds its answer for SMS_DELAY_MS.
    await expect.poll(() => texts.some((t) => t.to.endsWith("7500000001")), { timeout: 30_000, interval: 20 }).toBe(true);

    const signalledAt = Date.now();
    signalled = true;
    child.child.kill("SIGTERM");
    const code = await child.exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect((await inFlight).status).toBe(200);
    expect(beforeSignal.length).toBeGreaterThan(20);
    // Sent before the signal: served, or (not yet read when it landed) refused with 503; never cut off.
    expect(beforeSignal.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // After the signal: served (raced the signal), refused with 503, or the connection closed/refused.
    expect(afterSignal.filter((s) => typeof s === "number" && s !== 200 && s !== 503)).toEqual([]);
    expect(afterSignal.some((s) => s === 503 || s === "ECONNREFUSED" || s === "ECONNRESET" || s === "UND_ERR_SOCKET")).toBe(true);
    expect(child.output()).toMatch(/"msg":"shut down"/);
    console.info(`SIGTERM to exit: ${exitMs} ms; after the signal: ${JSON.stringify(afterSignal.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))}`);
  });
});
