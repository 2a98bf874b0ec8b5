"use client";
// Who is looking at a public page: nobody, or a signed-in person with their name and the home
// their role and sign-up lead to. The header, the footer and the calls to action on / and /menu
// offer it instead of "Sign in / Get started".
// The session is an HttpOnly cookie; the stored marker (spec §9) only says one may exist, so the
// page asks the server who it is, and a stale marker simply shows the signed-out links. The pages
// themselves stay the same for everyone (no per-user render or cache): the browser asks, once per
// page however many links ask (the answer is shared), with a plain fetch rather than SWR so the
// public pages load no data library at all.
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { postLoginPath } from "@/lib/auth/post-login";
import { api } from "@/lib/client/api";
import { getToken, SESSION_MARKER_EVENT } from "@/lib/client/storage";
import type { MeDto } from "@/lib/users/dto";

export interface PublicAccount {
  firstName: string;
  home: string;
  homeLabel: string;
  /** What the page offers them: their meals, finishing sign-up, or the admin side. */
  kind: "customer" | "signup" | "admin";
  /** The plan they are on, if any (the home page's plan cards mark it). */
  planId?: string;
}

function subscribeStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_MARKER_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_MARKER_EVENT, onChange);
  };
}

const hasMarker = () => getToken() !== null;

/** The last answer (kept, so a header mounted by the next layout shows the name at once). */
let lastAnswer: MeDto | null | undefined;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribeAnswer(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Asks the server who this is, unless a question is already on its way. */
function ask(): void {
  if (pending) return;
  pending = api
    .get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false })
    .catch(() => null)
    .then((answer) => {
      lastAnswer = answer;
      pending = null;
      for (const listener of listeners) listener();
    });
}

export function accountOf(me: MeDto): PublicAccount {
  // An admin always gets "Back to admin" here (issue 10), e.g. on a sign-up page they opened.
  if (me.roles.some((r) => r.slug === "admin")) {
    return { firstName: me.firstName, home: "/admin", homeLabel: "Back to admin", kind: "admin" };
  }
  const home = postLoginPath(me);
  const planId = me.activeSubscription?.planId;
  return home === "/customer"
    ? { firstName: me.firstName, home, homeLabel: "Your account", kind: "customer", planId }
    : { firstName: me.firstName, home, homeLabel: "Finish sign-up", kind: "signup", planId };
}

export function usePublicAccount(): PublicAccount | null {
  // Server render and first paint: signed out (no storage there), then the browser's answer.
  const marked = useSyncExternalStore(subscribeStorage, hasMarker, () => false);
  const me = useSyncExternalStore(
    subscribeAnswer,
    () => lastAnswer,
    () => undefined,
  );
  // Every page asks again (a name may have changed meanwhile), also under a layout that stays
  // mounted: the /signup header asked when checkout made the account, before sign-up finished.
  const pathname = usePathname();
  useEffect(() => {
    if (marked) ask();
  }, [marked, pathname]);
  if (!marked || !me) return null;
  return accountOf(me);
}
