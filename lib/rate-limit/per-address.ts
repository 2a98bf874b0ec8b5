// Counts calls per (bucket, client address) in a sliding window and refuses the ones over the
// limit with 429 and Retry-After. The count and the new hit are written under one advisory lock,
// so a burst of parallel calls is counted one by one.
import { db } from "@/lib/db";
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

export async function assertWithinLimit(limit: Limit, key: string | null, now: Date) {
  if (!key) return;
  const since = new Date(now.getTime() - limit.windowMs);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rate:${limit.bucket}:${key}`}))`;
    const hits = await tx.rateLimitHit.findMany({
      where: { bucket: limit.bucket, key, createdAt: { gt: since, lte: now } },
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
    await tx.rateLimitHit.create({ data: { bucket: limit.bucket, key, createdAt: now } });
  });
}
