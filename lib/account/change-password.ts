// PUT /api/users/{userId}/password: the signed-in person changes their password. The current one
// is checked first; every other session of the account ends, the one making the change stays,
// and the customer is mailed a notice of the change.
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { queuePasswordChangedMail } from "./password-changed-mail";
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "./schemas";

function fieldError(property: string, rule: string, message: string) {
  return new AppError("VALIDATION", message, {
    errors: [{ property, constraints: { [rule]: message } }],
  });
}

export async function changePassword(
  userId: string,
  keepSessionId: string,
  input: ChangePasswordInput,
  now: Date,
): Promise<{ ok: true; sessionsRevoked: number; message: string }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true },
  });
  if (!user) throw notFound("User");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError("currentPassword", "matches", ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldError("newPassword", "different", ACCOUNT_MESSAGES.passwordUnchanged);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    // Unused reset links would otherwise still set a password.
    await tx.passwordResetToken.updateMany({
      where: { userId, usedAt: null },
      data: { usedAt: now },
    });
    await queuePasswordChangedMail(tx, userId, now);
    return tx.session.updateMany({
      where: { userId, revokedAt: null, id: { not: keepSessionId } },
      data: { revokedAt: now },
    });
  });
  return { ok: true, sessionsRevoked: revoked.count, message: ACCOUNT_MESSAGES.passwordChanged };
}
