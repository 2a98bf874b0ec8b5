// Who may scrape /api/metrics: a bearer METRICS_TOKEN. Unset, the endpoint does not exist (404),
// so a deployment exposes nothing until it chooses a secret; a wrong token is a 401.
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError, notFound } from "@/lib/errors";

export function assertMetricsToken(authorization: string | null): void {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) throw notFound();
  const given = authorization?.replace(/^Bearer\s+/i, "") ?? "";
  // Fixed-length digests compared in constant time: neither length nor content leaks.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  if (!timingSafeEqual(digest(given), digest(token)))
    throw new AppError("UNAUTHENTICATED", "A valid metrics token is required.");
}
