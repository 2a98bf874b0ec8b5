// A customer who finished signing up and opens a sign-up step again goes home instead of starting
// a second sign-up (the customer home explains why, from ?from=signup). Server-only.
import { redirect } from "next/navigation";
import { getServerCaller } from "@/lib/auth/server";
import { hasRole } from "@/lib/auth/roles";
import { getMe } from "@/lib/users/me";

export const ALREADY_SIGNED_UP = "/customer?from=signup";

export async function redirectIfSignedUp(): Promise<void> {
  const caller = await getServerCaller();
  if (!caller || !hasRole(caller, "customer")) return;
  const me = await getMe(caller.userId);
  if (me?.onboardingStatus === "complete") redirect(ALREADY_SIGNED_UP);
}
