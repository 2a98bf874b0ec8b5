// Role checks by slug (spec §6).
export const ROLES = { admin: "admin", customer: "customer" } as const;
export type RoleSlug = (typeof ROLES)[keyof typeof ROLES];

export function hasRole(user: { roles: readonly string[] }, slug: RoleSlug): boolean {
  return user.roles.includes(slug);
}
