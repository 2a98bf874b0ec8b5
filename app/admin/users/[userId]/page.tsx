// /admin/users/{userId}: one customer's record, the admin actions and the audit log.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { StackedTable } from "@/components/admin/stacked-table";
import { AuditLog } from "@/components/admin/users/audit-log";
import { StatusBadge } from "@/components/admin/users/status-badge";
import { UserActions } from "@/components/admin/users/user-actions";
import { Card } from "@/components/ui/card";
import { getUserDetail } from "@/lib/admin/users";
import { adminPage } from "@/lib/auth/page-guard";
import { AppError } from "@/lib/errors";
import { cardBrandLabel } from "@/lib/format/card-brand";
import { formatCents } from "@/lib/format/money";
import { scheduleWords } from "@/lib/admin/audit-wording";

/** "Nov 30, 2026" for a week's Monday "YYYY-MM-DD". */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export const metadata: Metadata = { title: "User · Admin" };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

export default adminPage(
  async ({ caller }, { params }: { params: Promise<{ userId: string }> }) => {
    const { userId } = await params;
    const user = await getUserDetail(userId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    });
    const sub = user.subscription;
    return (
      <AdminPage
        title={user.name}
        intro={
          <>
            {user.email} · {user.roles.join(", ")} · joined{" "}
            {new Date(user.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
          </>
        }
        actions={
          <Link href="/admin/users" className="text-sm font-semibold text-forest-800 underline">
            All users
          </Link>
        }
      >
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <Card>
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <Fact label="Account">
                  <StatusBadge status={user.status} />
                </Fact>
                <Fact label="Sign-up">{user.onboardingStatus}</Fact>
                <Fact label="Credit balance">
                  {user.balanceCents < 0
                    ? `${formatCents(-user.balanceCents)} credit`
                    : formatCents(user.balanceCents)}
                </Fact>
                <Fact label="Plan">
                  {sub ? `${sub.plan} (${sub.mealsPerWeek} meals)` : "No plan"}
                </Fact>
                <Fact label="Subscription">
                  {sub ? sub.status.toLowerCase() : "—"}
                  {sub?.resumeOn ? ` until ${sub.resumeOn}` : ""}
                </Fact>
                <Fact label="Schedule">
                  {sub ? scheduleWords(sub.deliveryDay, sub.deliveryTime) : "—"}
                </Fact>
                <Fact label="Address">
                  {user.address
                    ? `${user.address.unit ? `${user.address.unit}-` : ""}${user.address.street}, ${user.address.city} ${user.address.postalCode}`
                    : "None"}
                </Fact>
                <Fact label="Phone">{user.address?.phone ?? user.phone ?? "—"}</Fact>
                <Fact label="Card">
                  {user.card
                    ? `${cardBrandLabel(user.card.brand)} •••• ${user.card.last4}, ${user.card.expMonth}/${user.card.expYear}`
                    : "None"}
                  {user.card?.problem ? (
                    <span className="ml-1 font-semibold text-red-800">
                      ({user.card.problem.toLowerCase().replace(/_/g, " ")})
                    </span>
                  ) : null}
                </Fact>
              </dl>
            </Card>

            <section aria-labelledby="orders-heading" className="space-y-3">
              <h2 id="orders-heading" className="text-lg font-semibold text-forest-950">
                Orders
              </h2>
              <StackedTable
                label="Orders"
                columns={["Order", "Week", "Status", "Charges", "Invoice"]}
                empty="No orders yet."
                rows={user.orders.map((order) => ({
                  key: order.id,
                  cells: [
                    <span key="order">
                      {order.number}
                      <span className="block text-xs font-normal text-stone-600">
                        {order.mealsCount} meals · {formatCents(order.totalCents)}
                      </span>
                    </span>,
                    shortDay(order.weekStart),
                    order.status.toLowerCase().replace(/_/g, " "),
                    order.charges.length === 0 ? (
                      "—"
                    ) : (
                      <div key="charges">
                        {order.charges.map((c) => (
                          <div key={c.id}>
                            {formatCents(c.amountCents)} {c.status.toLowerCase()}
                            {c.refundedCents > 0 ? (
                              <span className="block text-xs text-stone-700">
                                {formatCents(c.refundedCents)} refunded
                              </span>
                            ) : null}
                            {c.failureMessage ? (
                              <span className="block text-xs text-red-800">{c.failureMessage}</span>
                            ) : null}
                          </div>
                        ))}
                      </div>
                    ),
                    order.invoice ? (
                      <a
                        key="invoice"
                        href={`/api/invoices/${order.invoice.id}/receipt`}
                        className="font-medium text-forest-800 underline"
                      >
                        {order.invoice.number}
                      </a>
                    ) : (
                      "—"
                    ),
                  ],
                }))}
              />
            </section>

            <section aria-labelledby="credits-heading" className="space-y-3">
              <h2 id="credits-heading" className="text-lg font-semibold text-forest-950">
                Credits
              </h2>
              <Card padding="sm">
                {user.credits.length === 0 ? (
                  <p className="text-sm text-stone-600">No credits.</p>
                ) : (
                  <ul className="divide-y divide-stone-100 text-sm">
                    {user.credits.map((c) => (
                      <li key={c.id} className="flex justify-between gap-3 py-2">
                        <span>
                          {c.description}
                          <span className="block text-xs text-stone-600">
                            {c.reason.toLowerCase().replace(/_/g, " ")}
                            {c.takenBack ? " · taken back" : ""} ·{" "}
                            {new Date(c.createdAt).toLocaleDateString("en-US", {
                              dateStyle: "medium",
                            })}
                          </span>
                        </span>
                        <span className={c.amountCents < 0 ? "text-emerald-800" : "text-stone-800"}>
                          {c.amountCents < 0
                            ? `+${formatCents(-c.amountCents)}`
                            : `−${formatCents(c.amountCents)}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </section>

            <AuditLog entries={user.audit} />
          </div>
          <UserActions
            user={{
              id: user.id,
              name: user.name,
              status: user.status,
              isAdmin: user.roles.includes("admin"),
              isSelf: user.id === caller.userId,
              subscriptionStatus: sub?.status ?? null,
              canViewAs:
                user.roles.includes("customer") &&
                !user.roles.includes("admin") &&
                user.status !== "disabled",
            }}
            reversible={user.credits
              .filter((c) => c.reversible)
              .map(({ id, description, amountCents }) => ({ id, description, amountCents }))}
            retryable={user.orders
              .filter((order) => order.status === "PAYMENT_FAILED")
              .map((order) => ({
                id: order.id,
                number: order.number,
                weekStart: order.weekStart,
                totalCents: order.totalCents,
              }))}
            refundable={user.orders
              // What is left after refunds and credits (a box credited in full offers nothing).
              .filter((order) => order.refundableCents > 0)
              .map((order) => ({
                id: order.id,
                number: order.number,
                weekStart: order.weekStart,
                leftCents: order.refundableCents,
              }))}
          />
        </div>
      </AdminPage>
    );
  },
);
