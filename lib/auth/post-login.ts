// Where a freshly signed-in user lands (spec §4, §6). Client-safe: no server imports.
import { ROLES } from "./roles";

export interface PostLoginUser {
  roles: readonly { slug: string }[];
  onboardingStatus: string;
  lastAccessedRole?: string | null;
}

export function postLoginPath(user: PostLoginUser): string {
  const slugs = user.roles.map((r) => r.slug);
  const onboarded = user.onboardingStatus === "complete";
  if (slugs.includes(ROLES.admin)) {
    // An admin returns to the customer side only when they used it last and it is set up: an
    // unfinished sign-up would strand them on /signup (issue 10), so they land on /admin.
    const customerSide =
      slugs.includes(ROLES.customer) && onboarded && user.lastAccessedRole === ROLES.customer;
    return customerSide ? "/customer" : "/admin";
  }
  return onboarded ? "/customer" : "/signup";
}
