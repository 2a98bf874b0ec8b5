// POST /api/users/{userId}/onboarding: the last step of sign-up. Everything a first delivery
// needs must be in place; then the account is marked complete and the welcome mail queued (once:
// repeating changes nothing).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { PAYMENT_METHOD_MISSING } from "@/lib/orders/place-order";
import { queueMails } from "@/lib/mail/queued-mail";
import { liveSubscription } from "@/lib/subscriptions/live-subscription";
import { welcomeMail } from "./welcome-mail";

export async function completeOnboarding(userId: string, now: Date) {
  const [user, live, address, card, order] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { onboardingStatus: true, onboardingCompletedAt: true },
    }),
    liveSubscription(userId, { id: true, status: true }),
    db.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } }),
    db.paymentMethod.findFirst({
      where: { userId, removedAt: null, isDefault: true },
      select: { id: true },
    }),
    db.weeklyOrder.findFirst({
      where: { userId, status: "OPEN" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    }),
  ]);
  if (user.onboardingStatus === "complete") {
    return {
      onboardingStatus: "complete" as const,
      onboardingCompletedAt: user.onboardingCompletedAt,
      orderId: order?.id ?? null,
    };
  }
  if (live?.status !== "ACTIVE")
    throw new AppError("CONFLICT", "Choose a plan to finish signing up.");
  if (!address) throw new AppError("BAD_REQUEST", "Add a delivery address to finish signing up.");
  if (!card) throw new AppError("PAYMENT_REQUIRED", PAYMENT_METHOD_MISSING);
  if (!order) throw new AppError("CONFLICT", "Choose your meals to finish signing up.");

  // The welcome mail is queued with the change, so a rollback sends nothing; and only the call
  // that completes sign-up sends it (a repeat finds the status already complete). It is composed
  // before the transaction: its price reads go through the pool, which on the embedded database
  // is the one connection the transaction would be holding (they waited out its timeout: a 500).
  const mail = await welcomeMail(order.id, now);
  const updated = await db.$transaction(async (tx) => {
    const done = await tx.user.updateMany({
      where: { id: userId, onboardingStatus: { not: "complete" } },
      data: { onboardingStatus: "complete", onboardingCompletedAt: now },
    });
    if (done.count === 1) await queueMails([mail], tx);
    return tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { onboardingStatus: true, onboardingCompletedAt: true },
    });
  });
  return { ...updated, orderId: order.id };
}
