// The client's address for sign-in throttling. Behind our proxy/load balancer the first
// X-Forwarded-For entry is the client; it can be forged by a direct caller, which is why the
// per-email limit (not the per-IP one) is the one that protects an account.
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, 64) : null;
}
