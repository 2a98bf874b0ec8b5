// The client's address for throttling. The server entry (scripts/serve.ts, lib/net/forwarded.ts)
// has already replaced X-Forwarded-For with the one address it trusts: the socket's, or the
// client's as reported by a TRUSTED_PROXIES proxy. Anything a caller sends is gone by now.
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : null;
}
