import { STORAGE, getToken, write } from "./storage";
import { connection } from "./connection";
import { dropEarlyReads, takeEarlyRead } from "./early-reads";
// Loaded when first needed: the sign-in page's entry chunk (its 150 KB budget) does without it.
const offlineReads = () => import("./offline-reads");

/**
 * The one HTTP client of the console (spec §7), over the browser's fetch: every page, the sign-in
 * page first, downloads it, and axios cost ~20 KB gzip on each of them for what fetch already does.
 * Its surface is the part of axios's that the console and @refinedev/simple-rest use (get, post, put,
 * patch, delete; `{ data, status, headers }` answers), so the data provider takes it as its client.
 */
export interface RequestConfig {
  /** Query string values; undefined ones are left out. */
  params?: object;
  headers?: Record<string, string>;
  /** "blob" for downloads (PDF, CSV); JSON otherwise. */
  responseType?: "json" | "blob";
  /** Which statuses answer rather than reject (default 2xx), e.g. a public page that shows its own 404. */
  validateStatus?: (status: number) => boolean;
  signal?: AbortSignal;
  /** Calls that must go out without the Bearer token (sign-in, public pages). */
  skipAuth?: boolean;
  /** Set on the one retry after a transparent refresh, and on the refresh call itself. */
  afterRefresh?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  /** Header names in lower case, as simple-rest reads x-total-count. */
  headers: Record<string, string>;
}

/** What a refused or failed call rejects with: the server's own answer, or a message for a network failure. */
export interface HttpFailure {
  success: false;
  message: string;
  field?: string;
  /** The request could not be sent (no network): nothing reached the server. */
  offline?: boolean;
}

/** The header a read served from the device carries: when it was read from the server (ms since epoch). */
export const READ_AT_HEADER = "x-galla-read-at";

/**
 * What to say when a request cannot be sent: a read never made on this device, or a change. One short
 * English line until the console's words are in (ConsoleApp sets both in the reader's language): the
 * sign-in page's entry chunk carries it, within its 150 KB budget.
 */
let offlineMessage: (what: "read" | "write") => string = () => "You are offline. Try again when the network is back.";
export const setOfflineMessage = (say: typeof offlineMessage) => {
  offlineMessage = say;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Call extends RequestConfig {
  method: Method;
  url: string;
  data?: unknown;
}

export interface HttpClient {
  defaults: { baseURL: string };
  request<T = unknown>(call: Call): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig & { data?: unknown }): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

/** The server's answer to POST /auth/refresh (contracts/auth.ts RefreshReply). */
interface RefreshAnswer {
  data: { token: string };
}

export const APP_HEADER = { "x-app-id": "galla-console" };

/** The language the server answers in (its messages follow Accept-Language); src/i18n sets it. */
let requestLanguage = "en";
export const setRequestLanguage = (code: string) => {
  requestLanguage = code;
};

function urlOf(base: string, url: string, params: RequestConfig["params"]): string {
  const full = /^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, "")}/${url.replace(/^\//, "")}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][]) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return search ? `${full}${full.includes("?") ? "&" : "?"}${search}` : full;
}

/** JSON unless the body is already a form (URLSearchParams, FormData) or binary: fetch then sets its own type. */
const bodyOf = (data: unknown): BodyInit | undefined =>
  data === undefined ? undefined
  : data instanceof URLSearchParams || data instanceof FormData || data instanceof Blob ? data
  : JSON.stringify(data);

async function answerOf(res: Response, responseType: RequestConfig["responseType"]): Promise<unknown> {
  if (responseType === "blob" && res.ok) return res.blob();
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

class Refused extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * Sends accept-language (the console's language), JSON, the app header, and the Bearer token from
 * storage. The token is short-lived: on a 401 the client asks once for a new one with the httpOnly
 * refresh cookie (parallel 401s share that one ask) and repeats the call once. When that fails, the
 * 401 is the spec's (§8): the token is dropped and the user goes to "/". Any other error rejects
 * with the response data.
 */
export function createHttpClient(onUnauthorized: () => void = () => window.location.assign("/")): HttpClient {
  const defaults = { baseURL: "/api" };

  async function send(call: Call): Promise<HttpResponse<unknown>> {
    const headers: Record<string, string> = { "accept-language": requestLanguage, ...APP_HEADER, ...call.headers };
    const body = bodyOf(call.data);
    if (typeof body === "string") headers["content-type"] = "application/json";
    const token = getToken();
    if (token && !call.skipAuth) headers.authorization = `Bearer ${token}`;
    const url = urlOf(defaults.baseURL, call.url, call.params);
    // A JSON read of a signed-in session is kept for offline (providers/offline-reads.ts), never served instead of the network.
    const kept = call.method === "GET" && call.responseType !== "blob" && Boolean(getToken());
    if (call.method !== "GET") dropEarlyReads();
    // The same read, started by index.html while this code was downloading (providers/early-reads.ts).
    const early = call.method === "GET" && !call.skipAuth && !call.headers && call.responseType !== "blob" ? takeEarlyRead(url, token, requestLanguage) : undefined;
    const ticket = connection.ticket();
    let res: Response;
    try {
      res = await (early ?? fetch(url, { method: call.method, headers, body, signal: call.signal }));
    } catch (err) {
      if (call.signal?.aborted) throw { success: false, message: (err as Error).message || "Aborted" } satisfies HttpFailure;
      connection.lost(ticket);
      const read = kept ? await offlineReads().then((m) => m.recallRead(url)).catch(() => undefined) : undefined;
      if (read) {
        connection.shown(read.readAt, ticket);
        return { data: read.data, status: read.status, headers: { ...read.headers, [READ_AT_HEADER]: String(read.readAt) } };
      }
      throw { success: false, offline: true, message: offlineMessage(call.method === "GET" ? "read" : "write") } satisfies HttpFailure;
    }
    connection.reached(ticket);
    const data = await answerOf(res, call.responseType);
    const accepted = call.validateStatus ? call.validateStatus(res.status) : res.ok;
    if (!accepted) throw new Refused(res.status, data);
    const answerHeaders = Object.fromEntries(res.headers);
    if (kept && res.ok) void offlineReads().then((m) => m.keepRead(url, { data, status: res.status, headers: answerHeaders })).catch(() => undefined);
    return { data, status: res.status, headers: answerHeaders };
  }

  let refreshing: Promise<string | null> | null = null;
  const refreshToken = () =>
    (refreshing ??= send({ method: "POST", url: "/auth/refresh", skipAuth: true, afterRefresh: true })
      .then(
        ({ data }) => {
          // Signed out while the refresh was on its way: the new token must not bring the session back.
          if (!getToken()) return null;
          const token = (data as RefreshAnswer).data.token;
          write(STORAGE.authToken, token);
          return token;
        },
        () => null,
      )
      .finally(() => (refreshing = null)));

  async function request<T>(call: Call): Promise<HttpResponse<T>> {
    const sentWith = getToken();
    try {
      return (await send(call)) as HttpResponse<T>;
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      const failure = (err.body ?? { success: false, message: `Request failed with status code ${err.status}` }) as HttpFailure;
      if (err.status === 401 && getToken() && !call.skipAuth && !call.afterRefresh) {
        // Sent with a token another call has already replaced: repeat it with the new one, no second refresh.
        const stale = sentWith !== getToken();
        if (stale || (await refreshToken())) return request<T>({ ...call, afterRefresh: true });
      }
      // A 401 after sign-out (calls still in flight when the token was revoked) finds no token:
      // the user is already on the way to "/", and a second navigation would cut that one off.
      if (err.status === 401 && getToken()) {
        write(STORAGE.authToken, null);
        onUnauthorized();
      }
      throw failure;
    }
  }

  return {
    defaults,
    request,
    get: (url, config) => request({ ...config, method: "GET", url }),
    delete: (url, config) => request({ ...config, method: "DELETE", url }),
    post: (url, data, config) => request({ ...config, method: "POST", url, data }),
    put: (url, data, config) => request({ ...config, method: "PUT", url, data }),
    patch: (url, data, config) => request({ ...config, method: "PATCH", url, data }),
  };
}

export const http = createHttpClient();

/** The message to show for a rejected call. */
export const errorMessage = (err: unknown, fallback = "Something went wrong. Please try again.") =>
  (err as { message?: string })?.message || fallback;
