// Browser-side session steps shared by the sign-in screens, /logout and the cross-tab sync.
// The session itself is an HttpOnly cookie set by the sign-in calls; localStorage "token" holds
// only a non-secret marker (spec §9) so tabs can tell each other that someone signed in or out.
import { postLoginPath } from "@/lib/auth/post-login";
import type { MeDto } from "@/lib/users/dto";
import { api, endWebSession } from "./api";
import { clearTokens, getToken, STORAGE_KEYS, writeStorage } from "./storage";

/** Remembers which side (admin or customer) the user went to (spec §6, storage key §9). */
export function rememberSide(path: string): void {
  if (path.startsWith("/admin")) writeStorage(STORAGE_KEYS.lastAccessedRole, "admin");
  else if (path.startsWith("/customer")) writeStorage(STORAGE_KEYS.lastAccessedRole, "customer");
}

/**
 * The post-login redirect of spec §4: with a stored marker, fetch the current user and pick the
 * landing page; a failure or a missing marker or user means /logout.
 */
export async function resolvePostLoginPath(): Promise<string> {
  if (!getToken()) return "/logout";
  try {
    const user = await api.get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false });
    if (!user) return "/logout";
    const path = postLoginPath(user);
    rememberSide(path);
    return path;
  } catch {
    return "/logout";
  }
}

/** Forgets the session in this browser: the stored marker, and the cookie through the server. */
export async function signOutLocally(): Promise<void> {
  clearTokens();
  await endWebSession();
}
