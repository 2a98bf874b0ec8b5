// Reads one user as the /me DTO. Trusts its argument: callers decide who may see whom.
// One prepared statement on the shared pool: GET /api/auth/me runs it on every page load, and
// Prisma's nested select sent four queries (user, user roles, roles, subscription).
import { pool } from "@/lib/db";
import type { MeDto } from "./dto";

type MeRow = Omit<MeDto, "onboardingCompletedAt"> & { onboardingCompletedAt: Date | null };

// The live subscription is the newest one not cancelled (active, paused or on hold), as
// LIVE_SUBSCRIPTION in lib/subscriptions/live-subscription.ts says. Timestamps are read as
// timestamptz so node-postgres cannot apply the machine's zone.
const ME_QUERY = {
  name: "me-by-id",
  text: `SELECT u.id, u.email, u."firstName", u."lastName", u.status::text AS status,
                u."onboardingStatus"::text AS "onboardingStatus",
                u."onboardingCompletedAt" AT TIME ZONE 'UTC' AS "onboardingCompletedAt",
                u."isNew", u."balanceCents" AS balance, u."deliveryDay"::text AS "deliveryDay",
                u."deliveryTime", u."lastAccessedRole", u."referralCode",
                COALESCE((SELECT json_agg(json_build_object('slug', r.slug) ORDER BY r.slug)
                          FROM "UserRole" ur JOIN "Role" r ON r.id = ur."roleId"
                          WHERE ur."userId" = u.id), '[]'::json) AS roles,
                (SELECT json_build_object('id', s.id, 'planId', s."planId",
                                          'status', s.status, 'deliveryDay', s."deliveryDay",
                                          'deliveryTime', s."deliveryTime")
                 FROM "Subscription" s
                 WHERE s."userId" = u.id AND s.status <> 'CANCELLED'
                 ORDER BY s."createdAt" DESC LIMIT 1) AS "activeSubscription"
         FROM "User" u WHERE u.id = $1`,
};

export async function getMe(userId: string): Promise<MeDto | null> {
  const { rows } = await pool.query<MeRow>({ ...ME_QUERY, values: [userId] });
  const row = rows[0];
  if (!row) return null;
  return { ...row, onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null };
}
