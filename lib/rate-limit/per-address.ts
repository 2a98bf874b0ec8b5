// Counts calls per (bucket, client address) in a sliding window and refuses the ones over the
// limit with 429 and Retry-After (a call that should not count, e.g. the right cron secret, is
// given back). The count and the new hit are written under one advisory lock,
// so a burst of parallel calls is counted one by one.
import { db } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/advisory-lock";
import { AppError } from "@/lib/errors";

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/** The sign-up calls that answer "An account with this email already exists": no sweeping. */
export const EMAIL_CHECK_LIMIT: Limit = {
  bucket: "email-check",
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: "Too many attempts from your network. Please wait a few minutes and try again.",
};

/** Failed guesses of the cron secret (POST /api/cron/rollover): the right one is not counted. */
export const CRON_SECRET_LIMIT: Limit = {
  bucket: "cron-secret",
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed attempts from your network. Please wait 15 minutes and try again.",
};

/** Gift card purchases without an account: a stolen-card tester gets a few tries an hour. */
export const GIFT_CARD_PURCHASE_LIMIT: Limit = {
  bucket: "gift-card-purchase",
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many gift card purchases from your network. Please wait an hour and try again.",
};

/** Failed guesses of METRICS_TOKEN (GET /api/metrics): a scraper with the right one is not counted. */
export const METRICS_TOKEN_LIMIT: Limit = {
  bucket: "metrics-token",
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed attempts from your network. Please wait 15 minutes and try again.",
};

export async function assertWithinLimit(limit: Limit, key: string | null, now: Date) {
  await takeFromLimit(limit, key, now);
}

/**
 * Counts this call against the limit (429 with Retry-After when it is spent) and returns a way to
 * give it back: a limit on failures counts every attempt up front, so parallel guesses cannot all
 * pass the check, and returns the ones that succeeded.
 */
export async function takeFromLimit(
  limit: Limit,
  key: string | null,
  now: Date,
): Promise<{ giveBack(): Promise<void> }> {
  if (!key) return { giveBack: async () => {} };
  const since = new Date(now.getTime() - limit.windowMs);
  const hit = await db.$transaction(async (tx) => {
    await lockForTransaction(tx, `rate:${limit.bucket}:${key}`);
    const hits = await tx.rateLimitHit.findMany({
      // No upper bound: a parallel call that read the clock a moment later may have written its
      // hit first; it counts (with `<= now` 20 parallel guesses all passed a limit of 10).
      where: { bucket: limit.bucket, key, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit.max,
      select: { createdAt: true },
    });
    if (hits.length >= limit.max) {
      const oldest = hits[limit.max - 1].createdAt.getTime();
      throw new AppError("RATE_LIMITED", limit.message, {
        retryAfter: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)),
      });
    }
    return tx.rateLimitHit.create({
      data: { bucket: limit.bucket, key, createdAt: now },
      select: { id: true },
    });
  });
  return {
    giveBack: async () => {
      await db.rateLimitHit.deleteMany({ where: { id: hit.id } });
    },
  };
}
