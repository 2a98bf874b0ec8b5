// Browser-side session steps shared by the sign-in screens, /logout and the cross-tab sync.
// The stored bearer token (localStorage "token") and the next-auth cookie name one server
// session; these helpers keep the two in step.
import { getSession, signIn, signOut } from "next-auth/react";
import { postLoginPath } from "@/lib/auth/post-login";
import type { MeDto } from "@/lib/users/dto";
import { api } from "./api";
import { clearTokens, getToken, STORAGE_KEYS, writeStorage } from "./storage";

/** Makes sure the next-auth cookie carries `token` (server layouts read the cookie). */
export async function ensureWebSession(token: string): Promise<boolean> {
  const session = await getSession();
  if (session?.sessionToken === token) return true;
  const result = await signIn("credentials", { token, redirect: false });
  return Boolean(result?.ok && !result.error);
}

/** Remembers which side (admin or customer) the user went to (spec §6, storage key §9). */
export function rememberSide(path: string): void {
  if (path.startsWith("/admin")) writeStorage(STORAGE_KEYS.lastAccessedRole, "admin");
  else if (path.startsWith("/customer")) writeStorage(STORAGE_KEYS.lastAccessedRole, "customer");
}

/**
 * The post-login redirect of spec §4: with a stored token, fetch the current user and pick the
 * landing page; a failure or a missing token or user means /logout.
 */
export async function resolvePostLoginPath(): Promise<string> {
  const token = getToken();
  if (!token) return "/logout";
  try {
    const user = await api.get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false });
    if (!user) return "/logout";
    if (!(await ensureWebSession(token))) return "/logout";
    const path = postLoginPath(user);
    rememberSide(path);
    return path;
  } catch {
    return "/logout";
  }
}

/** Forgets the session in this browser (tokens and cookie) without a server round trip. */
export async function signOutLocally(): Promise<void> {
  clearTokens();
  try {
    await signOut({ redirect: false });
  } catch {
    // the cookie may already be gone
  }
}
