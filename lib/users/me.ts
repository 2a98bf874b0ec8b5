// Reads one user as the /me DTO. Trusts its argument: callers decide who may see whom.
// One statement on the shared pool: GET /api/auth/me runs it on every page load, and Prisma's
// nested select sent four queries (user, user roles, roles, subscription).
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import { newestLive } from "@/lib/subscriptions/live-subscription";
import type { MeDto } from "./dto";

const meStatement = preparedStatement(({ userId }: { userId: string }) =>
  kysely
    .selectFrom("User as u")
    .where("u.id", "=", userId)
    .select((eb) => [
      "u.id",
      "u.email",
      "u.firstName",
      "u.lastName",
      "u.status",
      "u.onboardingStatus",
      "u.onboardingCompletedAt",
      "u.isNew",
      "u.balanceCents as balance",
      "u.deliveryDay",
      "u.deliveryTime",
      "u.lastAccessedRole",
      "u.referralCode",
      jsonArrayFrom(
        eb
          .selectFrom("UserRole as ur")
          .innerJoin("Role as r", "r.id", "ur.roleId")
          .whereRef("ur.userId", "=", "u.id")
          .select("r.slug")
          .orderBy("r.slug"),
      ).as("roles"),
      jsonObjectFrom(
        newestLive(eb.selectFrom("Subscription"), eb.ref("u.id")).select([
          "Subscription.id",
          "Subscription.planId",
          "Subscription.status",
          "Subscription.deliveryDay",
          "Subscription.deliveryTime",
        ]),
      ).as("activeSubscription"),
    ]),
);

export async function getMe(userId: string): Promise<MeDto | null> {
  const [row] = (await meStatement({ userId })).rows;
  if (!row) return null;
  return { ...row, onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null };
}
