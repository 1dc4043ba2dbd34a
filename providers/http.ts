import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { STORAGE, getToken, write } from "./storage";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Calls that must go out without the Bearer token (sign-in, public pages). */
    skipAuth?: boolean;
  }
}

export const APP_HEADER = { "x-app-id": "galla-console" };

/**
 * The one HTTP client of the console (spec §7): accept-language en, JSON, the app header, and the
 * Bearer token from storage. A 401 drops the token and sends the user to "/" without retrying;
 * any other error rejects with the response data.
 */
export function createHttpClient(onUnauthorized: () => void = () => window.location.assign("/")): AxiosInstance {
  const http = axios.create({
    baseURL: "/api",
    headers: { "accept-language": "en", "Content-Type": "application/json", ...APP_HEADER },
  });
  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getToken();
    if (token && !config.skipAuth) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
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
