"use client";
// Who is looking at a public page: nobody, or a signed-in person with their name and the home
// their role and sign-up lead to (the public header offers it instead of "Sign in / Get started").
import { useSession } from "next-auth/react";
import useSWR from "swr";
import { postLoginPath } from "@/lib/auth/post-login";
import type { MeDto } from "@/lib/users/dto";

export interface PublicAccount {
  firstName: string;
  home: string;
  homeLabel: string;
}

export function usePublicAccount(): PublicAccount | null {
  const { status } = useSession();
  const { data: me } = useSWR<MeDto>(status === "authenticated" ? "/api/auth/me" : null);
  if (status !== "authenticated" || !me) return null;
  const home = postLoginPath(me);
  const homeLabel =
    home === "/admin" ? "Admin" : home === "/customer" ? "Your account" : "Finish sign-up";
  return { firstName: me.firstName, home, homeLabel };
}
