// /admin/users: every account, searchable by name, email or order number, 25 a page.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, selectClass } from "@/components/admin/admin-page";
import { Pager } from "@/components/admin/pager";
import { StackedTable } from "@/components/admin/stacked-table";
import { StatusBadge } from "@/components/admin/users/status-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/form";
import { listUsers, userListQuery } from "@/lib/admin/users";
import { adminPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Users · Admin" };

interface UsersPageProps {
  searchParams: Promise<Record<string, string | undefined>>;
}

export default adminPage(async (_admin, { searchParams }: UsersPageProps) => {
  const raw = await searchParams;
  const parsed = userListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : userListQuery.parse({});
  const result = await listUsers(query);
  return (
    <AdminPage
      title="Users"
      actions={
        <Link
          href="/admin/gift-cards"
          className="text-sm font-semibold text-forest-900 underline underline-offset-2"
        >
          Gift cards
        </Link>
      }
      intro={`${result.total} ${result.total === 1 ? "account" : "accounts"}${query.payment === "failed" ? ` with a failed payment or one waiting for the bank` : ""}${query.q ? ` ${result.total === 1 ? "matches" : "match"} “${query.q}”` : ""}.`}
    >
      <Card padding="sm">
        <form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <Label htmlFor="users-q">Name, email or order number</Label>
            <Input
              id="users-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              className="mt-1.5"
            />
          </div>
          <div>
            <Label htmlFor="users-payment">Payment</Label>
            <select
              id="users-payment"
              name="payment"
              defaultValue={query.payment ?? ""}
              className={selectClass}
            >
              <option value="">Any</option>
              <option value="failed">Failed or waiting for the bank</option>
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </Card>
      <StackedTable
        label="Users"
        columns={["Name", "Email", "Plan", "Account"]}
        empty="No account matches."
        rows={result.users.map((user) => ({
          key: user.id,
          cells: [
            <span key="name">
              <Link
                href={`/admin/users/${user.id}`}
                className="font-semibold text-forest-900 underline-offset-2 hover:underline"
              >
                {user.name}
              </Link>
              {user.roles.includes("admin") ? (
                <span className="ml-2 text-xs font-normal text-stone-600">Admin</span>
              ) : null}
            </span>,
            <span key="email" className="break-all">
              {user.email}
            </span>,
            user.plan ? `${user.plan} · ${user.subscriptionStatus?.toLowerCase()}` : "No plan",
            <StatusBadge key="status" status={user.status} />,
          ],
        }))}
      />
      <Pager
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        href={(n) =>
          `/admin/users?${new URLSearchParams({
            ...(query.q ? { q: query.q } : {}),
            ...(query.payment ? { payment: query.payment } : {}),
            page: String(n),
          })}`
        }
      />
    </AdminPage>
  );
});
