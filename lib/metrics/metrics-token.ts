// Who may scrape /api/metrics: a bearer METRICS_TOKEN. Unset, the endpoint does not exist (404),
// so a deployment exposes nothing until it chooses a secret; a wrong token is a 401, and an address
// that keeps guessing is refused (429) like a cron-secret guesser. The token is never logged: the
// request line names the route, never a header.
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError, notFound } from "@/lib/errors";
import { METRICS_TOKEN_LIMIT, takeFromLimit } from "@/lib/rate-limit/per-address";

export type TokenCheck = "off" | "wrong" | "right";

export function checkMetricsToken(authorization: string | null): TokenCheck {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) return "off";
  const given = authorization?.replace(/^Bearer\s+/i, "") ?? "";
  // Fixed-length digests compared in constant time: neither length nor content leaks.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) ? "right" : "wrong";
}

/**
 * Passes only the right token. Every attempt is counted before the comparison (so parallel
 * guesses cannot all slip through) and a right one takes its count back: only failures spend the
 * address's budget, and a spent budget refuses even the right token until the window passes.
 */
export async function assertMetricsToken(
  authorization: string | null,
  address: string | null,
  now: Date,
): Promise<void> {
  if (checkMetricsToken(authorization) === "off") throw notFound();
  const attempt = await takeFromLimit(METRICS_TOKEN_LIMIT, address, now);
  if (checkMetricsToken(authorization) !== "right")
    throw new AppError("UNAUTHENTICATED", "A valid metrics token is required.");
  await attempt.giveBack();
}
