import type { AuthProvider } from "@refinedev/core";
import { errorMessage, http } from "./http";
import { settleLanguageAfterSignIn } from "./i18n/language";
import { STORAGE, clearAll, getBusinessId, getToken, read, write } from "./storage";
import { chooseBusiness, rememberBusiness } from "./chosen-business";
import type { Session } from "../contracts/auth";

/**
 * The user is known: another user's kept reads and waiting bills on this device are deleted
 * (offline-reads.ts). Loaded when used, so the sign-in page's entry chunk does without it.
 */
function settleOfflineScope(userId: number) {
  void import("./offline-reads").then(async ({ noteSignedInUser, offlineScopeId }) => {
    if (!noteSignedInUser(userId)) return;
    const [{ dropOtherScopes }, { idbStore }] = await Promise.all([import("./outbox"), import("./outbox-idb")]);
    await dropOtherScopes(idbStore, offlineScopeId());
  });
}

/** What POST auth/verify answers (contracts/auth.ts). */
export type VerifyAnswer = Session;

/**
 * Stores what a successful OTP check returns (spec §3 keys): the token, the role and the business the
 * console will open (the one this device had chosen if it is still the user's, else the first).
 */
export function rememberSession(answer: VerifyAnswer) {
  write(STORAGE.authToken, answer.token);
  write(STORAGE.authRole, answer.role);
  const chosen = chooseBusiness(answer.businesses, getBusinessId());
  if (chosen) rememberBusiness(chosen);
  settleOfflineScope(answer.user.id);
}

/**
 * Sign-in itself happens on the OTP screen (two steps); Refine's `login` takes the verified
 * answer so its redirect logic applies. A user without a token is a GUEST (spec §4).
 */
export const authProvider: AuthProvider = {
  login: async ({ mobile, otp }: { mobile: string; otp: string }) => {
    try {
      const { data } = await http.post<{ data: VerifyAnswer }>("/auth/verify", { mobile, otp }, { skipAuth: true });
      rememberSession(data.data);
      // A language picked on the sign-in page goes to the user's row; otherwise the saved one is taken up.
      const pickedHere = await settleLanguageAfterSignIn(data.data.user.language);
      if (pickedHere) await http.patch("/auth/me/language", { language: pickedHere }).catch(() => undefined);
      return { success: true, redirectTo: data.data.is_new_user ? "/auth/RegisterForm" : "/galla/Dashboard" };
    } catch (err) {
      return { success: false, error: { name: "Sign-in failed", message: (err as { message?: string }).message ?? "Please try again" } };
    }
  },
  logout: async (params?: { everywhere?: boolean }) => {
    if (params?.everywhere) {
      // Every session of the user ends on the server; if that fails, say so and stay signed in here,
      // rather than let the owner believe a lost phone was signed out.
      try {
        await http.post("/auth/logout-all");
      } catch (err) {
        return { success: false, error: { name: "Could not sign out everywhere", message: errorMessage(err) } };
      }
    } else {
      // The token is revoked on the server first; storage is cleared even if that call fails.
      await http.get("/logOut").catch(() => undefined);
    }
    clearAll();
    // Nothing this session read or typed offline stays on the device for the next one.
    await Promise.all([import("./offline-reads").then(({ forgetOfflineReads }) => forgetOfflineReads()), import("./outbox-runtime").then(({ outbox }) => outbox.clear())]).catch(() => undefined);
    return { success: true, redirectTo: "/" };
  },
  check: async () => (getToken() ? { authenticated: true } : { authenticated: false, redirectTo: "/", logout: true }),
  getPermissions: async () => read(STORAGE.authRole) ?? "GUEST",
  getIdentity: async () => {
    if (!getToken()) return null;
    const { data } = await http.get<{ data: VerifyAnswer["user"] }>("/auth/me");
    settleOfflineScope(data.data.id);
    return data.data;
  },
  // The HTTP client already handles 401 (token dropped, sent to "/"); logging out here again would loop.
  onError: async () => ({}),
};
