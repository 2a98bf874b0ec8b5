// Slows password guessing without handing anyone a way to lock the owner out:
// - per (account, address): after 5 failures each further try waits twice as long (30 s, 1 min,
//   2 min … up to 15 min) after the last failure;
// - per account, from every address: past 10 failures an address that has itself failed on it
//   waits the same way, so a correct password from an address with no failures still signs in;
// - per address, over every account: 20 failures in 15 minutes lock that address.
// The check and the attempt's own row are written under one advisory lock per account (and per
// address), so parallel guesses are counted one by one instead of all passing the check at once.
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/advisory-lock";
import { AppError } from "@/lib/errors";
import { AUTH_MESSAGES } from "./messages";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES_PER_PAIR = 5;
export const FREE_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 20;
export const FIRST_DELAY_MS = 30_000;

/** The wait after `failures` failures when `free` are allowed: 0, then 30 s doubling to 15 min. */
export function backoffMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_WINDOW_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

interface FailureStats {
  count: number;
  last: Date | null;
}

async function failures(tx: Tx, where: Prisma.LoginAttemptWhereInput): Promise<FailureStats> {
  const stats = await tx.loginAttempt.aggregate({
    where: { ...where, succeeded: false },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  return { count: stats._count._all, last: stats._max.createdAt };
}

/** The moment a block lifts, or null when there is none. */
function blockedUntil(stats: FailureStats, free: number): number | null {
  const wait = backoffMs(stats.count, free);
  if (wait === 0 || !stats.last) return null;
  return stats.last.getTime() + wait;
}

/**
 * Throws 429 with Retry-After when this attempt must wait; otherwise records it as a failure
 * (turned into a success by markLoginSucceeded) and returns its id.
 */
export async function reserveLoginAttempt(
  email: string,
  ip: string | null,
  now: Date,
): Promise<string> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.$transaction(async (tx) => {
    // Always email before address: one order, so two attempts never wait on each other crosswise.
    await lockForTransaction(tx, `login:email:${email}`);
    if (ip) await lockForTransaction(tx, `login:ip:${ip}`);

    // No upper bound: a parallel attempt that read the clock a moment later may have written its
    // failure first; it counts (lib/rate-limit/per-address.ts says the same).
    const recent = { createdAt: { gt: windowStart } };
    const lastPairSuccess = await tx.loginAttempt.findFirst({
      where: { email, ip, succeeded: true, ...recent },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const pairSince = { createdAt: { gt: lastPairSuccess?.createdAt ?? windowStart } };
    const pair = await failures(tx, { email, ip, ...pairSince });
    const blocks = [blockedUntil(pair, FREE_FAILURES_PER_PAIR)];
    if (pair.count > 0) {
      const account = await failures(tx, { email, ...recent });
      blocks.push(blockedUntil(account, FREE_FAILURES_PER_ACCOUNT));
    }
    if (ip) {
      const byIp = await failures(tx, { ip, ...recent });
      if (byIp.count >= MAX_FAILURES_PER_IP) {
        const oldest = await tx.loginAttempt.findFirst({
          where: { ip, succeeded: false, ...recent },
          orderBy: { createdAt: "desc" },
          skip: MAX_FAILURES_PER_IP - 1,
          select: { createdAt: true },
        });
        blocks.push((oldest?.createdAt.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS);
      }
    }

    const until = Math.max(0, ...blocks.filter((b): b is number => b !== null));
    if (until > now.getTime()) {
      throw new AppError("RATE_LIMITED", AUTH_MESSAGES.tooManyAttempts, {
        retryAfter: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      });
    }
    const row = await tx.loginAttempt.create({
      data: { email, ip, succeeded: false, createdAt: now },
      select: { id: true },
    });
    return row.id;
  });
}

export async function markLoginSucceeded(attemptId: string): Promise<void> {
  await db.loginAttempt.update({ where: { id: attemptId }, data: { succeeded: true } });
}

/** After a password reset the owner should not stay slowed down by a guesser's failures. */
export async function clearLoginFailures(email: string) {
  await db.loginAttempt.deleteMany({ where: { email, succeeded: false } });
}
