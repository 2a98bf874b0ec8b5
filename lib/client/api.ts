// The one HTTP client of the web app (spec §6, §7, §8, §9). JSON in and out; the session rides
// in its HttpOnly cookie (a real bearer token, if one is stored, still goes along); the
// anti-forgery header goes on every call; 60 s time-out; 2xx is success; any 401 signs the user
// out; an error body is passed to the caller with validation messages reshaped.
import {
  COOKIE_SESSION_MODE,
  SESSION_MODE_HEADER,
  WEB_SESSION_MARKER,
} from "@/lib/auth/web-session-marker";
import { ApiError, RequestFailedError, toApiError } from "./errors";
import { clearTokens, getToken } from "./storage";

export const REQUEST_TIMEOUT_MS = 60_000;
export const CSRF_COOKIE = "csrf-token";
export const CSRF_HEADER = "x-csrf-token";

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A 401 signs the user out (spec §6). The sign-in, forgot and reset forms turn this off: their
   * 401 means "wrong password", and the caller shows it.
   */
  signOutOnUnauthorized?: boolean;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let onUnauthorized: () => void | Promise<void> = signOutAfterUnauthorized;
let signingOut = false;

/** For tests, and for a screen that must react differently. Returns the previous handler. */
export function setUnauthorizedHandler(handler: () => void | Promise<void>) {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return previous;
}

async function signOutAfterUnauthorized() {
  if (signingOut || typeof window === "undefined") return;
  signingOut = true;
  clearTokens();
  try {
    await endWebSession();
  } finally {
    if (window.location.pathname !== "/login") window.location.replace("/login");
    else signingOut = false;
  }
}

/** Asks the server to revoke the session and drop its HttpOnly cookie (scripts cannot). */
export async function endWebSession(): Promise<void> {
  const headers: Record<string, string> = { accept: "application/json" };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  await fetch("/api/auth/logout", { method: "POST", headers, credentials: "same-origin" }).catch(
    () => undefined,
  );
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ accept: "application/json", ...options.headers });
  // Sign-in calls answer this browser with a cookie session, never a token.
  headers.set(SESSION_MODE_HEADER, COOKIE_SESSION_MODE);
  const token = getToken();
  if (token && token !== WEB_SESSION_MARKER && !headers.has("authorization")) {
    headers.set("authorization", `Bearer ${token}`);
  }
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    // The caller cancelled: let them see their own abort, not a network failure.
    if (options.signal?.aborted && !timedOut) throw error;
    throw new RequestFailedError({ method, url: path }, timedOut, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }

  const parsed = await readBody(response);
  if (response.status >= 200 && response.status < 300) return parsed as T;
  if (response.status === 401 && options.signOutOnUnauthorized !== false) {
    void Promise.resolve(onUnauthorized()).catch(() => undefined);
  }
  throw toApiError(response.status, parsed);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};

/** SWR's fetcher: the key is the API path. */
export const swrFetcher = <T>(path: string) => api.get<T>(path);

export { ApiError, RequestFailedError };
