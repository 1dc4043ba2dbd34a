import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { STORAGE, getToken, write } from "./storage";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Calls that must go out without the Bearer token (sign-in, public pages). */
    skipAuth?: boolean;
    /** Set on the one retry after a transparent refresh, and on the refresh call itself. */
    afterRefresh?: boolean;
  }
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

/**
 * The one HTTP client of the console (spec §7): accept-language (the console's language), JSON, the app header, and the
 * Bearer token from storage. The token is short-lived: on a 401 the client asks once for a new one
 * with the httpOnly refresh cookie (parallel 401s share that one ask) and repeats the call once.
 * When that fails, the 401 is the spec's (§8): the token is dropped and the user goes to "/".
 * Any other error rejects with the response data.
 */
export function createHttpClient(onUnauthorized: () => void = () => window.location.assign("/")): AxiosInstance {
  const http = axios.create({
    baseURL: "/api",
    headers: { "accept-language": "en", "Content-Type": "application/json", ...APP_HEADER },
  });
  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.headers.set("accept-language", requestLanguage);
    const token = getToken();
    if (token && !config.skipAuth) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });
  let refreshing: Promise<string | null> | null = null;
  const refreshToken = () =>
    (refreshing ??= http
      .post<RefreshAnswer>("/auth/refresh", undefined, { skipAuth: true, afterRefresh: true })
      .then(
        ({ data }) => {
          // Signed out while the refresh was on its way: the new token must not bring the session back.
          if (!getToken()) return null;
          write(STORAGE.authToken, data.data.token);
          return data.data.token;
        },
        () => null,
      )
      .finally(() => (refreshing = null)));

  http.interceptors.response.use(
    (response) => response,
    async (error: AxiosError) => {
      const config = error.config;
      if (config?.afterRefresh && config.skipAuth) return Promise.reject(error.response?.data ?? { success: false, message: error.message });
      if (error.response?.status === 401 && getToken() && config && !config.skipAuth && !config.afterRefresh) {
        // Sent with a token another call has already replaced: repeat it with the new one, no second refresh.
        const stale = config.headers.get("Authorization") !== `Bearer ${getToken()}`;
        if (stale || (await refreshToken())) return http.request({ ...config, afterRefresh: true });
      }
      // A 401 after sign-out (calls still in flight when the token was revoked) finds no token:
      // the user is already on the way to "/", and a second navigation would cut that one off.
      if (error.response?.status === 401 && getToken()) {
        write(STORAGE.authToken, null);
        onUnauthorized();
      }
      return Promise.reject(error.response?.data ?? { success: false, message: error.message });
    },
  );
  return http;
}

export const http = createHttpClient();

/** The message to show for a rejected call. */
export const errorMessage = (err: unknown, fallback = "Something went wrong. Please try again.") =>
  (err as { message?: string })?.message || fallback;
