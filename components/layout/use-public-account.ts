"use client";
// Who is looking at a public page: nobody, or a signed-in person with their name and the home
// their role and sign-up lead to (the public header offers it instead of "Sign in / Get started").
// The session is an HttpOnly cookie; the stored marker (spec §9) only says one may exist, so the
// page asks the server who it is, and a stale marker simply shows the signed-out header.
// A plain fetch rather than SWR: the public pages then load no data library at all.
import { useEffect, useState, useSyncExternalStore } from "react";
import { postLoginPath } from "@/lib/auth/post-login";
import { api } from "@/lib/client/api";
import { getToken } from "@/lib/client/storage";
import type { MeDto } from "@/lib/users/dto";

export interface PublicAccount {
  firstName: string;
  home: string;
  homeLabel: string;
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

const hasMarker = () => getToken() !== null;

/** The last answer, so a header mounted by the next layout shows the name at once. */
let lastAnswer: MeDto | null | undefined;

export function usePublicAccount(): PublicAccount | null {
  // Server render and first paint: signed out (no storage there), then the browser's answer.
  const marked = useSyncExternalStore(subscribe, hasMarker, () => false);
  const [me, setMe] = useState(() => lastAnswer);
  useEffect(() => {
    if (!marked) return;
    let live = true;
    void api
      .get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false })
      .catch(() => null)
      .then((answer) => {
        lastAnswer = answer;
        if (live) setMe(answer);
      });
    return () => {
      live = false;
    };
  }, [marked]);
  if (!marked || !me) return null;
  // An admin always gets "Back to admin" here (issue 10), e.g. on a sign-up page they opened.
  if (me.roles.some((r) => r.slug === "admin")) {
    return { firstName: me.firstName, home: "/admin", homeLabel: "Back to admin" };
  }
  const home = postLoginPath(me);
  const homeLabel = home === "/customer" ? "Your account" : "Finish sign-up";
  return { firstName: me.firstName, home, homeLabel };
}
