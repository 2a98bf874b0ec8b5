// Who is signed in, for server components and layouts: the HttpOnly session cookie's token,
// checked against the Session table (a revoked or expired session counts as signed out). A page
// starts with its guard from page-guard.ts rather than calling these after other work.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { serverNow } from "@/lib/clock/server-now";
import { getMe } from "@/lib/users/me";
import type { MeDto } from "@/lib/users/dto";
import { hasRole } from "./roles";
import { callerForToken, type Caller } from "./sessions";
import { sessionTokenFromCookies } from "./web-session";

/** Cached per request, so a layout and its page look the session up once. */
export const getServerCaller = cache(async (): Promise<Caller | null> => {
  const jar = await cookies();
  const token = sessionTokenFromCookies((name) => jar.get(name)?.value);
  if (!token) return null;
  return callerForToken(token, "cookie", await serverNow());
});

const loadUser = cache((userId: string) => getMe(userId));

export interface SignedIn {
  caller: Caller;
  user: MeDto;
}

/** The signed-in user, or a redirect to /login. */
export async function requireSignedIn(): Promise<SignedIn> {
  const caller = await getServerCaller();
  const user = caller ? await loadUser(caller.userId) : null;
  if (!caller || !user) redirect("/login");
  return { caller, user };
}

/** The signed-in admin; a customer is sent to the customer side. */
export async function requireAdmin(): Promise<SignedIn> {
  const signedIn = await requireSignedIn();
  if (!hasRole(signedIn.caller, "admin")) redirect("/customer");
  return signedIn;
}

/** The signed-in customer; an admin without the customer role is sent to the admin side. */
export async function requireCustomer(): Promise<SignedIn> {
  const signedIn = await requireSignedIn();
  if (!hasRole(signedIn.caller, "customer")) {
    redirect(hasRole(signedIn.caller, "admin") ? "/admin" : "/logout");
  }
  return signedIn;
}
