// Remembers which side (admin or customer) a user with both roles used last, so the next sign-in
// returns there (spec §6; lib/auth/post-login.ts reads user.lastAccessedRole).
import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";

export const lastAccessedRoleBody = z.object({
  role: z.enum([ROLES.admin, ROLES.customer], { message: 'role must be "admin" or "customer"' }),
});
export type LastAccessedRoleBody = z.infer<typeof lastAccessedRoleBody>;

export async function setLastAccessedRole(
  userId: string,
  role: LastAccessedRoleBody["role"],
): Promise<{ lastAccessedRole: string }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { roles: { select: { role: { select: { slug: true } } } } },
  });
  if (!user) throw notFound("User");
  if (!user.roles.some((r) => r.role.slug === role)) {
    throw new AppError("FORBIDDEN", `This account does not have the ${role} role.`);
  }
  const saved = await db.user.update({
    where: { id: userId },
    data: { lastAccessedRole: role },
    select: { lastAccessedRole: true },
  });
  return { lastAccessedRole: saved.lastAccessedRole ?? role };
}
