// The browser storage keys of spec §9, and safe access to them (private mode and SSR included).
export const STORAGE_KEYS = {
  token: "token",
  adminToken: "adminToken",
  lastAccessedRole: "lastAccessedRole",
  modalAcknowledgement: "modalAcknowledgement",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const TOKEN_KEY = STORAGE_KEYS.token;
export const ADMIN_TOKEN_KEY = STORAGE_KEYS.adminToken;
export const LAST_ACCESSED_ROLE_KEY = STORAGE_KEYS.lastAccessedRole;
export const MODAL_ACKNOWLEDGEMENT_KEY = STORAGE_KEYS.modalAcknowledgement;

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // quota or privacy mode: the cookie session still works
  }
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // ignore
    }
  }
}

/**
 * Fired in this tab when the session marker is set or cleared: the browser's `storage` event
 * reaches only the other tabs, so without it a header mounted before sign-up (the /signup
 * layout's) kept offering "Sign in" on the confirmation page.
 */
export const SESSION_MARKER_EVENT = "lk:session-marker";

function announceMarker(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_MARKER_EVENT));
}

export const getToken = () => readStorage(STORAGE_KEYS.token);
export const setToken = (token: string) => {
  writeStorage(STORAGE_KEYS.token, token);
  announceMarker();
};
/** Signing out forgets both session tokens (spec §4). */
export const clearTokens = () => {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.adminToken);
  announceMarker();
};
