// POST /api/users/{userId}/deactivate: the account becomes `disabled` (sign-in refused), the live
// plan is cancelled, the weeks still open are cancelled and every session ends. Nothing is
// deleted: orders, invoices and credits stay for the records. An admin cannot deactivate their own
// account (spec §6), and deactivates another admin only with `confirmAdmin`.
import { hasRole } from "@/lib/auth/roles";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { editableWeeks, moveWeekOrders } from "@/lib/orders/week-orders";
import { liveSubscription } from "@/lib/subscriptions/live-subscription";
import { applyAccountAction } from "@/lib/users/account-status";
import { cancelSubscriptionTx, subscriptionStatusSelect } from "@/lib/subscriptions/update-status";
import { ACCOUNT_MESSAGES, type DeactivateInput } from "./schemas";

export const DEFAULT_DEACTIVATION_REASON = "Account deactivated";

export async function deactivateAccount(
  userId: string,
  caller: Caller,
  { reason, confirmAdmin }: DeactivateInput,
  now: Date,
): Promise<{ ok: true; status: "disabled" }> {
  if (caller.userId === userId && hasRole(caller, "admin")) {
    throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.adminSelfDeactivate);
  }
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      status: true,
      firstName: true,
      lastName: true,
      roles: { select: { role: { select: { slug: true } } } },
    },
  });
  if (!user) throw notFound("User");
  const account = { id: userId, status: user.status, name: `${user.firstName} ${user.lastName}` };
  // Whichever route asks (the admin action or the account's own deactivate route).
  const isAdmin = user.roles.some((r) => r.role.slug === "admin");
  if (isAdmin && caller.userId !== userId && !confirmAdmin) {
    throw new AppError(
      "CONFLICT",
      `${account.name} is an admin. Confirm that you mean to deactivate another admin.`,
    );
  }

  await db.$transaction(async (tx) => {
    // First: a refused move (already deactivated) cancels nothing.
    await applyAccountAction(tx, account, "deactivate");
    const live = await liveSubscription(userId, subscriptionStatusSelect, tx);
    if (live) {
      await cancelSubscriptionTx(tx, live, reason || DEFAULT_DEACTIVATION_REASON, now, {
        includeLateWeeks: true,
      });
    }
    // Open weeks of older plans too (normally none).
    const open = await editableWeeks(tx, { userId }, now, { includeLateWeeks: true });
    await moveWeekOrders(tx, open, "CANCELLED", now);
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  });
  return { ok: true, status: "disabled" };
}
