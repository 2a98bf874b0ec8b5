// "Forgot password" and "reset password". The request always gets the same answer, so nobody
// can learn whether an email has an account; the link's token is random, stored only as its
// SHA-256, valid for one hour and for one use, and a reset signs the account out everywhere.
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { queueUrgentMail } from "@/lib/mail/queued-mail";
import { queuePasswordChangedMail } from "@/lib/account/password-changed-mail";
import { clearLoginFailures } from "./login-throttle";
import { AUTH_MESSAGES } from "./messages";
import { hashPassword } from "./password";
import { revokeAllSessions } from "./sessions";
import { hashToken, newToken } from "./tokens";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** More requests than this per hour send nothing more (the answer stays the same). */
export const MAX_RESET_MAILS_PER_HOUR = 3;

export interface PasswordResetJob {
  email: string;
  /** When it was asked for (the link's hour of validity starts then). */
  at: string;
}

/**
 * The request only queues the work, the same one insert whatever the email: a known and an
 * unknown email take the same time, so timing cannot tell which emails have accounts.
 * `email` is already normalised (forgotPasswordSchema).
 */
export async function requestPasswordReset(email: string, now: Date): Promise<string> {
  const job: PasswordResetJob = { email, at: now.toISOString() };
  await enqueue(QUEUES.passwordReset, job);
  return AUTH_MESSAGES.resetLinkSent;
}

/** The queue's side: for an active account, a fresh link by mail (at most 3 an hour). */
export async function sendPasswordReset({ email, at }: PasswordResetJob): Promise<void> {
  const now = new Date(at);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, status: true },
  });
  if (!user || user.status === "disabled") return;

  const hourAgo = new Date(now.getTime() - RESET_TOKEN_TTL_MS);
  const recent = await db.passwordResetToken.count({
    where: { userId: user.id, createdAt: { gt: hourAgo } },
  });
  if (recent >= MAX_RESET_MAILS_PER_HOUR) return;

  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  const url = new URL("/login", env().APP_URL);
  url.searchParams.set("resetToken", token);
  // The mail is queued with the token it carries: both or neither.
  await db.$transaction(async (tx) => {
    // Only the newest link works: earlier unused ones are spent now.
    await tx.passwordResetToken.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: now },
    });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now },
    });
    await queueUrgentMail(
      {
        template: "password-reset",
        to: user.email,
        props: { firstName: user.firstName, resetUrl: url.toString() },
      },
      tx,
    );
  });
}

export async function resetPassword(token: string, password: string, now: Date): Promise<string> {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { email: true } },
    },
  });
  if (!row || row.usedAt || row.expiresAt <= now) throw invalidToken();

  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    // Conditional on still being unused, so two concurrent resets cannot both win.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalidToken();
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await revokeAllSessions(row.userId, now, tx);
    await queuePasswordChangedMail(tx, row.userId, now);
  });
  await clearLoginFailures(row.user.email);
  return AUTH_MESSAGES.resetDone;
}

function invalidToken() {
  return new AppError("BAD_REQUEST", AUTH_MESSAGES.resetTokenInvalid);
}
