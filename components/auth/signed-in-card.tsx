// Who is signed in: name, email and role, with a way out. Used on /customer and /admin until
// their real dashboards replace it.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { MeDto } from "@/lib/users/dto";

const ROLE_LABELS: Record<string, string> = { admin: "Admin", customer: "Customer" };

export function SignedInCard({ user }: { user: MeDto }) {
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase();
  return (
    <Card padding="lg">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-forest-800 font-display text-xl font-semibold text-cream-50"
        >
          {initials}
        </span>
        <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Name</dt>
            <dd className="mt-0.5 truncate font-semibold text-forest-950">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Email</dt>
            <dd className="mt-0.5 break-all text-forest-950">{user.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Role</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {user.roles.map(({ slug }) => (
                <Badge key={slug} tone={slug === "admin" ? "dark" : "green"}>
                  {ROLE_LABELS[slug] ?? slug}
                </Badge>
              ))}
            </dd>
          </div>
        </dl>
        <Link
          href="/logout"
          prefetch={false}
          className="self-start rounded-full px-4 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-900/5 sm:self-center"
        >
          Sign out
        </Link>
      </div>
    </Card>
  );
}
