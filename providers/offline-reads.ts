import { getBusinessId, getToken } from "./storage";

/**
 * What the console last read from the API, kept on the device for when the network drops (issue 24):
 * the dashboard, lists, parties and products open offline, read-only, saying when they were read. Never
 * served while the network works: the HTTP client asks the server first and falls back to these only when
 * a request cannot be sent (providers/http.ts).
 *
 * Kept per session and business: entries live under a random scope made for this sign-in, and the
 * business id, so another account signed in on the same device never reads them. Signing out deletes them
 * all (forgetOfflineReads); a different user signing in on this device starts a new scope and deletes the
 * old one's (noteSignedInUser).
 */
const CACHE = "galla-reads";
const SCOPE_KEY = "galla.offlineScope";

interface Scope {
  id: string;
  /** The user the scope belongs to, once known (/auth/me or sign-in). */
  user: number | null;
}

const hasCaches = () => typeof caches !== "undefined";

function readScope(): Scope | null {
  try {
    const raw = localStorage.getItem(SCOPE_KEY);
    return raw ? (JSON.parse(raw) as Scope) : null;
  } catch {
    return null;
  }
}

/** This session's scope; a new one (and nothing kept from before) when there is none. */
function scope(): Scope {
  const current = readScope();
  if (current) return current;
  const fresh: Scope = { id: crypto.randomUUID(), user: null };
  localStorage.setItem(SCOPE_KEY, JSON.stringify(fresh));
  // Whatever an earlier session kept is unreachable now: delete it rather than leave it on the device.
  if (hasCaches()) void caches.delete(CACHE);
  return fresh;
}

/** The cache address of a read: the scope (this session's, unless given) and business first, then the API path with its query. */
const addressOf = (url: string, scopeId = scope().id) => {
  const path = new URL(url, location.origin);
  return `${location.origin}/__offline__/${scopeId}/${getBusinessId() ?? "none"}${path.pathname}${path.search}`;
};

/** Reads worth keeping: JSON GETs of a signed-in session, not sign-out or the sandbox's tools. */
export const keepable = (url: string) => hasCaches() && typeof location !== "undefined" && Boolean(getToken()) && !/\/api\/(logOut|sandbox\/|auth\/(otp|verify|refresh))/.test(new URL(url, location.origin).pathname);

export interface Kept {
  data: unknown;
  headers: Record<string, string>;
  status: number;
  readAt: number;
}

/**
 * Until the page has a quiet moment (at most IDLE_WAIT_MS): keeping a read writes it out again as JSON
 * into the Cache API, some tens of milliseconds per page on a slow phone, which would otherwise land in
 * the long tasks of a page's first render, right when its answers arrive.
 */
const IDLE_WAIT_MS = 2000;
const idle = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }) : setTimeout(resolve, 0)));

export async function keepRead(url: string, read: Omit<Kept, "readAt">): Promise<void> {
  if (!hasCaches() || !keepable(url)) return;
  const kept: Kept = { ...read, readAt: Date.now() };
  // Filed now, under the business and session of the read, whatever the owner switches to meanwhile.
  const { id } = scope();
  const address = addressOf(url, id);
  await idle();
  // Signed out (or another person signed in) meanwhile: that session's reads are gone and stay gone.
  if (readScope()?.id !== id || !getToken()) return;
  try {
    await (await caches.open(CACHE)).put(address, new Response(JSON.stringify(kept), { headers: { "content-type": "application/json" } }));
  } catch {
    // Storage full or refused: the console works online as before, only this read is not kept.
  }
}

export async function recallRead(url: string): Promise<Kept | undefined> {
  if (!hasCaches() || !keepable(url)) return undefined;
  const hit = await (await caches.open(CACHE)).match(addressOf(url));
  return hit ? ((await hit.json()) as Kept) : undefined;
}

/** Sign-out: nothing this session read stays on the device. */
export async function forgetOfflineReads(): Promise<void> {
  localStorage.removeItem(SCOPE_KEY);
  if (hasCaches()) await caches.delete(CACHE);
}

/** The signed-in user is known: a scope of another user's is deleted with everything it kept. */
export function noteSignedInUser(userId: number): boolean {
  const current = scope();
  if (current.user === null || current.user === userId) {
    if (current.user === null) localStorage.setItem(SCOPE_KEY, JSON.stringify({ ...current, user: userId }));
    return false;
  }
  localStorage.removeItem(SCOPE_KEY);
  if (hasCaches()) void caches.delete(CACHE);
  localStorage.setItem(SCOPE_KEY, JSON.stringify({ id: crypto.randomUUID(), user: userId }));
  return true;
}

/** The scope's id, for what else is kept per session (the sale queue). */
export const offlineScopeId = () => scope().id;
