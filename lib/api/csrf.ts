// Anti-forgery for cookie-authenticated mutations: the request must come from our own origin and
// echo the `csrf-token` cookie in the `x-csrf-token` header (double-submit cookie).
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";

export const CSRF_COOKIE = "csrf-token";
export const CSRF_HEADER = "x-csrf-token";

const refused = () =>
  new AppError("FORBIDDEN", "This request was refused because it did not come from our site.");

/** Browsers send Origin on cross-site and same-site mutations; a foreign one is refused. */
export function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw refused();
  }
  if (!host || originHost !== host) throw refused();
}

export function assertCsrfToken(req: NextRequest): void {
  const cookie = req.cookies.get(CSRF_COOKIE)?.value;
  const header = req.headers.get(CSRF_HEADER);
  if (!cookie || !header || cookie !== header) throw refused();
}
