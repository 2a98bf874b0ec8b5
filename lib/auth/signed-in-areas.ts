// The page areas only a signed-in user may open. The proxy sends a request that carries no
// session cookie at all away from them before Next renders anything; the pages still check the
// session itself (lib/auth/page-guard.ts), since a cookie is not yet a valid session.
const SIGNED_IN_AREAS = ["/admin", "/customer"] as const;

export function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
