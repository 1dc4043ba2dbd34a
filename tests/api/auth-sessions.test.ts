import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type TestServer } from "./harness";

/**
 * Sessions: a short-lived Bearer token (15 min), renewed from an httpOnly refresh cookie until the
 * session is idle for 30 min or 12 h old. The clock is injected: Date is faked in this process, which
 * runs the server too.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false, env: { TRUST_PROXY: "127.0.0.1" } });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const MIN = 60_000;
let clock = Date.now();
const startClock = () => {
  clock = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
};
const advance = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};

const request = async (method: string, path: string, opts: { token?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      ...(opts.body ? { "content-type": "application/json" } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};

/** Signs in like the console: the token from the answer, the refresh cookie from Set-Cookie. */
const signIn = async (mobile: string, headers: Record<string, string> = {}) => {
  expect((await request("POST", "/api/auth/otp", { body: { mobile } })).status).toBe(200);
  const outbox = await request("GET", `/api/sandbox/outbox?to=${mobile}`);
  const otp = /\b(\d{6})\b/.exec(outbox.body.data[0].text)![1];
  const verified = await request("POST", "/api/auth/verify", { body: { mobile, otp }, headers });
  expect(verified.status).toBe(200);
  const setCookie = verified.headers.get("set-cookie") ?? "";
  return { token: verified.body.data.token as string, cookie: setCookie.split(";")[0], setCookie };
};
const me = (token: string) => request("GET", "/api/auth/me", { token });
const refresh = (cookie: string) => request("POST", "/api/auth/refresh", { cookie });
/** The cookie a refresh answer sets, as the browser would keep it (undefined when it sets none). */
const cookieOf = (res: { headers: Headers }) => res.headers.get("set-cookie")?.split(";")[0];

describe("sessions", () => {
  it("keeps the refresh token in an httpOnly, SameSite=Strict cookie, Secure over https", async () => {
    const plain = await signIn("7300000001");
    expect(plain.setCookie).toMatch(/^galla_refresh=[A-Za-z0-9_-]{40,};/);
    expect(plain.setCookie).toMatch(/HttpOnly/);
    expect(plain.setCookie).toMatch(/SameSite=Strict/);
    expect(plain.setCookie).toMatch(/Path=\/api(;|$)/);
    expect(plain.setCookie).not.toMatch(/Secure/);
    const https = await signIn("7300000002", { "x-forwarded-proto": "https" });
    expect(https.setCookie).toMatch(/; Secure/);
  });

  it("expires the access token after 15 minutes; the refresh cookie renews it and the old one stops working", async () => {
    startClock();
    const { token, cookie } = await signIn("7300000003");
    expect((await me(token)).status).toBe(200);
    advance(16 * MIN);
    expect((await me(token)).status).toBe(401);
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.token as string;
    expect(fresh).not.toBe(token);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await refresh("galla_refresh=not-a-session")).status).toBe(401);
  });

  it("turns the refresh token over on use: a copied cookie replayed later ends the session for everyone", async () => {
    startClock();
    const { cookie } = await signIn("7300000009");
    advance(16 * MIN);
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    const next = cookieOf(renewed)!;
    expect(next).toMatch(/^galla_refresh=[A-Za-z0-9_-]{40,}$/);
    expect(next).not.toBe(cookie);
    // Someone kept the old cookie and uses it after the owner's browser turned it over.
    advance(60_000);
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.headers.get("set-cookie")).toMatch(/galla_refresh=;/);
    // The session is over: neither the owner's new token nor the new cookie opens it.
    expect((await me(renewed.body.data.token)).status).toBe(401);
    expect((await refresh(next)).status).toBe(401);
  });

  it("remembers every token of the session (its family): a thief who refreshes twice is signed out by the owner's replay too", async () => {
    startClock();
    const { cookie } = await signIn("7300000011");
    // The cookie is stolen; the thief refreshes with it, then again with what that gave.
    advance(16 * MIN);
    const stolen = await refresh(cookie);
    expect(stolen.status).toBe(200);
    advance(60_000);
    const thief = await refresh(cookieOf(stolen)!);
    expect(thief.status).toBe(200);
    // The owner's browser still holds the first cookie, two turnovers old.
    advance(60_000);
    expect((await refresh(cookie)).status).toBe(401);
    // The whole family ended: the thief's token and newest cookie open nothing.
    expect((await me(thief.body.data.token)).status).toBe(401);
    expect((await refresh(cookieOf(thief)!)).status).toBe(401);
  });

  it("ends the session when a token superseded long ago is replayed, whichever side holds the newest one", async () => {
    startClock();
    const { cookie } = await signIn("7300000012");
    let current = cookie;
    const turned: string[] = [];
    for (let i = 0; i < 3; i++) {
      advance(16 * MIN);
      const renewed = await refresh(current);
      expect(renewed.status).toBe(200);
      turned.push(current);
      current = cookieOf(renewed)!;
    }
    advance(60_000);
    expect((await refresh(turned[1])).status).toBe(401);
    expect((await refresh(current)).status).toBe(401);
  });

  it("lets two tabs refresh with the same cookie in the same moment without ending the session", async () => {
    startClock();
    const { cookie } = await signIn("7300000010");
    advance(16 * MIN);
    const first = await refresh(cookie);
    advance(2_000);
    const second = await refresh(cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    // The browser already holds the first answer's cookie: the second sets none.
    expect(second.headers.get("set-cookie")).toBeNull();
    expect((await me(second.body.data.token)).status).toBe(200);
    advance(16 * MIN);
    expect((await refresh(cookieOf(first)!)).status).toBe(200);
  });

  it("ends a session idle for 30 minutes: neither the token nor the cookie works", async () => {
    startClock();
    const { token, cookie } = await signIn("7300000004");
    advance(10 * MIN);
    expect((await me(token)).status).toBe(200);
    advance(31 * MIN);
    expect((await me(token)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("counts a request made with the access token as use: the session it kept from going idle still renews", async () => {
    startClock();
    const { token, cookie } = await signIn("7300000013");
    advance(14 * MIN);
    expect((await me(token)).status).toBe(200);
    // 40 minutes after sign-in, 26 after that request: idle for less than 30, so the cookie still renews.
    advance(26 * MIN);
    expect((await refresh(cookie)).status).toBe(200);
  });

  it("slides the idle timeout with use, up to the 12-hour absolute lifetime", async () => {
    startClock();
    const session = await signIn("7300000005");
    let cookie = session.cookie;
    let token = session.token;
    const use = async () => {
      if ((await me(token)).status === 401) {
        const renewed = await refresh(cookie);
        if (renewed.status !== 200) return false;
        token = renewed.body.data.token;
        cookie = cookieOf(renewed)!;
      }
      return (await me(token)).status === 200;
    };
    for (let elapsed = 25 * MIN; elapsed < 12 * 60 * MIN; elapsed += 25 * MIN) {
      advance(25 * MIN);
      expect(await use(), `after ${elapsed / MIN} min of use every 25 min`).toBe(true);
    }
    advance(25 * MIN);
    expect(await use()).toBe(false);
  });

  it("signs out everywhere: every device's token and refresh cookie stop working", async () => {
    startClock();
    const phone = await signIn("7300000006");
    advance(31_000); // one code per number every 30 s
    const laptop = await signIn("7300000006");
    const out = await request("POST", "/api/auth/logout-all", { token: phone.token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe("Signed out on 2 devices");
    expect(out.headers.get("set-cookie")).toMatch(/galla_refresh=;/);
    for (const device of [phone, laptop]) {
      expect((await me(device.token)).status).toBe(401);
      expect((await refresh(device.cookie)).status).toBe(401);
    }
  });

  it("signs out one device: its token and refresh cookie stop working, the other device stays", async () => {
    startClock();
    const phone = await signIn("7300000007");
    advance(31_000);
    const laptop = await signIn("7300000007");
    expect((await request("GET", "/api/logOut", { token: phone.token, cookie: phone.cookie })).status).toBe(200);
    expect((await me(phone.token)).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);
  });

  it("answers every authenticated API call with Cache-Control: no-store", async () => {
    const { token } = await signIn("7300000008");
    for (const path of ["/api/auth/me", "/api/business/getBusiness"]) {
      const res = await request("GET", path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
