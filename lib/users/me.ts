// Reads one user as the /me DTO. Trusts its argument: callers decide who may see whom.
import { db } from "@/lib/db";
import { LIVE_SUBSCRIPTION } from "@/lib/subscriptions/live-subscription";
import type { MeDto } from "./dto";

export async function getMe(userId: string): Promise<MeDto | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      status: true,
      onboardingStatus: true,
      onboardingCompletedAt: true,
      isNew: true,
      balanceCents: true,
      deliveryDay: true,
      deliveryTime: true,
      lastAccessedRole: true,
      referralCode: true,
      roles: { select: { role: { select: { slug: true } } } },
      // The subscription the customer has now: the newest one not cancelled (active, paused or
      // on hold).
      subscriptions: {
        where: LIVE_SUBSCRIPTION,
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { id: true, planId: true, status: true, deliveryDay: true, deliveryTime: true },
      },
    },
  });
  if (!user) return null;
  const { roles, subscriptions, balanceCents, onboardingCompletedAt, ...rest } = user;
  return {
    ...rest,
    roles: roles.map((r) => ({ slug: r.role.slug })),
    onboardingCompletedAt: onboardingCompletedAt?.toISOString() ?? null,
    balance: balanceCents,
    activeSubscription: subscriptions[0] ?? null,
  };
}
