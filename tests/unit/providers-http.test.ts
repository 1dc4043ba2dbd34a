import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { APP_HEADER, createHttpClient, http as sharedHttp } from "../../providers/http";
import { authProvider } from "../../providers/auth-provider";
import { STORAGE, read, write } from "../../providers/storage";

/** The providers read localStorage; Node has none, so a Map-backed one stands in. */
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
}
vi.stubGlobal("localStorage", new MemoryStorage());

/** A real HTTP server: the client's own adapter, status handling and headers go over the wire. */
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let base: string;
const ANSWERS: Record<string, [number, unknown]> = {
  "/api/ok": [200, { success: true, data: 1 }],
  "/api/expired": [401, { success: false, message: "Please sign in again" }],
  "/api/bad": [400, { success: false, message: "mobile must be a valid 10-digit Indian mobile number", field: "mobile" }],
  "/api/boom": [500, { success: false, message: "Something went wrong. Please try again." }],
  "/api/forbidden": [404, { success: false, message: "Not found" }],
};

/** What POST /api/auth/refresh answers (the refresh cookie's verdict); a token it hands out opens /api/stale. */
let refreshAnswer: [number, unknown] = [401, { success: false, message: "Please sign in again" }];
let logoutAllAnswer: [number, unknown] = [200, { success: true, message: "Signed out on 2 devices" }];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (req.url!.startsWith("/api/echo")) {
      let body = "";
      for await (const chunk of req) body += chunk;
      const echo = { method: req.method, url: req.url, type: req.headers["content-type"] ?? null, body };
      return res.writeHead(200, { "content-type": "application/json", "x-total-count": "42" }).end(JSON.stringify(echo));
    }
    if (req.url === "/api/file") return res.writeHead(200, { "content-type": "text/csv" }).end("a,b\n1,2\n");
    const fresh = req.headers.authorization === "Bearer tok-fresh";
    const [status, body] =
      req.url === "/api/auth/refresh" ? refreshAnswer
      : req.url === "/api/auth/logout-all" ? logoutAllAnswer
      : req.url === "/api/stale" ? (fresh ? [200, { success: true, data: "fresh" }] : ANSWERS["/api/expired"])
      : (ANSWERS[req.url!] ?? [404, { success: false, message: "no route" }]);
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client() {
  const onUnauthorized = vi.fn();
  const http = createHttpClient(onUnauthorized);
  http.defaults.baseURL = base;
  return { http, onUnauthorized };
}

beforeEach(() => {
  seen.length = 0;
  refreshAnswer = [401, { success: false, message: "Please sign in again" }];
  localStorage.clear();
  write(STORAGE.authToken, "tok-123");
});

describe("the HTTP client (spec §7, §8)", () => {
  it("sends accept-language en, JSON, the app header and the Bearer token from storage", async () => {
    const { http } = client();
    const res = await http.post("/ok", { a: 1 });
    expect(res.data).toEqual({ success: true, data: 1 });
    const { headers } = seen[0];
    expect(headers["accept-language"]).toBe("en");
    expect(headers["content-type"]).toMatch(/^application\/json/);
    expect(headers["x-app-id"]).toBe(APP_HEADER["x-app-id"]);
    expect(headers.authorization).toBe("Bearer tok-123");
  });

  it("reads the token per call, so a new sign-in is used at once", async () => {
    const { http } = client();
    write(STORAGE.authToken, "tok-new");
    await http.get("/ok");
    expect(seen[0].headers.authorization).toBe("Bearer tok-new");
  });

  it("sends no token on calls marked skipAuth, or when none is stored", async () => {
    const { http } = client();
    await http.post("/ok", {}, { skipAuth: true });
    write(STORAGE.authToken, null);
    await http.get("/ok");
    expect(seen.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    expect(seen[0].headers["x-app-id"]).toBe(APP_HEADER["x-app-id"]);
  });

  it("on 401 with no live refresh cookie removes the token, calls onUnauthorized once and does not retry", async () => {
    const { http, onUnauthorized } = client();
    write(STORAGE.businessid, "7");
    await expect(http.get("/expired")).rejects.toEqual({ success: false, message: "Please sign in again" });
    expect(read(STORAGE.authToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.url)).toEqual(["/api/expired", "/api/auth/refresh"]);
    // Only the token goes: the user is sent to "/", other keys are cleared by sign-out or the next sign-in.
    expect(read(STORAGE.businessid)).toBe("7");
  });

  it("a 401 answering a call made before sign-out does not navigate again", async () => {
    const { http, onUnauthorized } = client();
    write(STORAGE.authToken, null);
    await expect(http.get("/expired")).rejects.toEqual({ success: false, message: "Please sign in again" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(["/bad", "/forbidden", "/boom"])("rejects %s with the response data and keeps the session", async (path) => {
    const { http, onUnauthorized } = client();
    await expect(http.get(path)).rejects.toEqual(ANSWERS[`/api${path}`][1]);
    expect(read(STORAGE.authToken)).toBe("tok-123");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it("rejects a network failure with a message, not an exception object", async () => {
    const { http, onUnauthorized } = client();
    http.defaults.baseURL = "http://127.0.0.1:1/api";
    const err = await http.get("/ok").catch((e: unknown) => e);
    expect(err).toMatchObject({ success: false, message: expect.any(String) });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(read(STORAGE.authToken)).toBe("tok-123");
  });

  it("renews an expired token once through the refresh cookie and repeats the call, without a bounce", async () => {
    const { http, onUnauthorized } = client();
    refreshAnswer = [200, { success: true, data: { token: "tok-fresh" } }];
    expect((await http.get("/stale")).data).toEqual({ success: true, data: "fresh" });
    expect(read(STORAGE.authToken)).toBe("tok-fresh");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen.map((r) => r.url)).toEqual(["/api/stale", "/api/auth/refresh", "/api/stale"]);
    // The refresh call carries no Bearer token: the httpOnly cookie is its credential.
    expect(seen[1].headers.authorization).toBeUndefined();
    expect(seen[2].headers.authorization).toBe("Bearer tok-fresh");
  });

  it("asks for one refresh when several calls find the token expired at once", async () => {
    const { http, onUnauthorized } = client();
    refreshAnswer = [200, { success: true, data: { token: "tok-fresh" } }];
    await Promise.all([http.get("/stale"), http.get("/stale"), http.get("/stale")]);
    expect(seen.filter((r) => r.url === "/api/auth/refresh")).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not refresh twice: a call refused again after a refresh signs the user out", async () => {
    const { http, onUnauthorized } = client();
    refreshAnswer = [200, { success: true, data: { token: "tok-fresh" } }];
    await expect(http.get("/expired")).rejects.toEqual({ success: false, message: "Please sign in again" });
    expect(seen.map((r) => r.url)).toEqual(["/api/expired", "/api/auth/refresh", "/api/expired"]);
    expect(read(STORAGE.authToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe("the client's axios-shaped surface (what the pages and simple-rest use)", () => {
  it("writes params into the query, leaving out undefined and null, beside a query already in the URL", async () => {
    const { http } = client();
    const res = await http.get<{ url: string }>("/echo?x=1", { params: { q: "chai patti", page: 2, none: undefined, nil: null } });
    expect(res.data.url).toBe("/api/echo?x=1&q=chai+patti&page=2");
  });

  it("sends a URLSearchParams body as a form (spec §7 updateWalletAmount), an object as JSON, nothing as no body", async () => {
    const { http } = client();
    const form = await http.post<{ type: string; body: string }>("/echo", new URLSearchParams({ amount: "100", status: "success" }));
    expect(form.data.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form.data.body).toBe("amount=100&status=success");
    const json = await http.put<{ type: string; body: string; method: string }>("/echo", { a: [1, 2] });
    expect(json.data).toMatchObject({ method: "PUT", type: "application/json", body: '{"a":[1,2]}' });
    const none = await http.post<{ type: string | null; body: string }>("/echo");
    expect(none.data).toMatchObject({ type: null, body: "" });
    const removal = await http.delete<{ method: string; body: string }>("/echo", { data: { id: 3 } });
    expect(removal.data).toMatchObject({ method: "DELETE", body: '{"id":3}' });
  });

  it("answers headers by lower-case name (simple-rest reads x-total-count) and downloads as a Blob", async () => {
    const { http } = client();
    expect((await http.get("/echo")).headers["x-total-count"]).toBe("42");
    const file = await http.get<Blob>("/file", { responseType: "blob" });
    expect(file.data).toBeInstanceOf(Blob);
    expect(await file.data.text()).toBe("a,b\n1,2\n");
  });

  it("answers instead of rejecting the statuses validateStatus accepts (a public page's own 404)", async () => {
    const { http } = client();
    const res = await http.get("/forbidden", { validateStatus: (status) => status === 200 || status === 404 });
    expect(res).toMatchObject({ status: 404, data: ANSWERS["/api/forbidden"][1] });
  });
});

describe("signing out (auth provider)", () => {
  beforeAll(() => {
    sharedHttp.defaults.baseURL = base;
  });

  it("signs out everywhere through the server, then clears storage and goes to /", async () => {
    logoutAllAnswer = [200, { success: true, message: "Signed out on 2 devices" }];
    expect(await authProvider.logout({ everywhere: true })).toEqual({ success: true, redirectTo: "/" });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/auth/logout-all"]);
    expect(seen[0].headers.authorization).toBe("Bearer tok-123");
    expect(read(STORAGE.authToken)).toBeNull();
  });

  it("stays signed in and says so when signing out everywhere fails", async () => {
    logoutAllAnswer = [500, { success: false, message: "Something went wrong. Please try again." }];
    const answer = await authProvider.logout({ everywhere: true });
    expect(answer).toMatchObject({ success: false, error: { message: "Something went wrong. Please try again." } });
    expect(read(STORAGE.authToken)).toBe("tok-123");
  });

  it("signs this device out with GET logOut (spec §7)", async () => {
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: "/" });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /api/logOut"]);
    expect(read(STORAGE.authToken)).toBeNull();
  });
});
