// Slows password guessing: every sign-in attempt is recorded; too many recent failures for one
// email (since its last success) or from one address answer 429 until the window has passed.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { AUTH_MESSAGES } from "./messages";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Throws 429 with Retry-After when this email or address has failed too often lately. */
export async function assertLoginAllowed(email: string, ip: string | null, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { email, succeeded: true, createdAt: { gt: windowStart, lte: now } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const since = lastSuccess?.createdAt ?? windowStart;
  const byEmail = await nthLatestFailure({ email }, since, now, MAX_FAILURES_PER_EMAIL);
  const byIp = ip ? await nthLatestFailure({ ip }, windowStart, now, MAX_FAILURES_PER_IP) : null;

  const blockers = [byEmail, byIp].filter((d): d is Date => d !== null);
  if (blockers.length === 0) return;
  // Allowed again once the failure that tipped the limit leaves the window.
  const until = Math.max(...blockers.map((d) => d.getTime() + LOGIN_WINDOW_MS));
  throw new AppError("RATE_LIMITED", AUTH_MESSAGES.tooManyAttempts, {
    retryAfter: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  });
}

/** The createdAt of the limit-th most recent failure after `since`, or null if fewer. */
async function nthLatestFailure(
  who: { email: string } | { ip: string },
  since: Date,
  now: Date,
  limit: number,
): Promise<Date | null> {
  const failures = await db.loginAttempt.findMany({
    where: { ...who, succeeded: false, createdAt: { gt: since, lte: now } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  return failures.length >= limit ? failures[limit - 1].createdAt : null;
}

export async function recordLoginAttempt(
  email: string,
  ip: string | null,
  succeeded: boolean,
  now: Date,
) {
  await db.loginAttempt.create({ data: { email, ip, succeeded, createdAt: now } });
}

/** After a password reset the owner should not stay locked out by a guesser's failures. */
export async function clearLoginFailures(email: string) {
  await db.loginAttempt.deleteMany({ where: { email, succeeded: false } });
}
