// Where a freshly signed-in user lands (spec §4, §6). Client-safe: no server imports.
import { ROLES } from "./roles";

export interface PostLoginUser {
  roles: readonly { slug: string }[];
  onboardingStatus: string;
  lastAccessedRole?: string | null;
}

export function postLoginPath(user: PostLoginUser): string {
  const slugs = user.roles.map((r) => r.slug);
  const isAdmin = slugs.includes(ROLES.admin);
  // An admin who also holds the customer role returns to the side they used last.
  const prefersCustomer =
    slugs.includes(ROLES.customer) && user.lastAccessedRole === ROLES.customer;
  if (isAdmin && !prefersCustomer) return "/admin";
  return user.onboardingStatus === "complete" ? "/customer" : "/signup";
}
