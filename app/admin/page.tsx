// Admin home: the Thursday-morning exceptions first, then the weeks in the kitchen (locked, not yet all delivered), then this week
// (when it is not one of them) and the upcoming week at a glance, the last 8 weeks, the rollover's dry
// run for the upcoming week, and the time left to its deadline.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { DeadlineCard } from "@/components/admin/dashboard/deadline-card";
import { ExceptionsCard } from "@/components/admin/dashboard/exceptions-card";
import { RevenueChart } from "@/components/admin/dashboard/revenue-chart";
import { RolloverPreview } from "@/components/admin/dashboard/rollover-preview";
import { WeekGlanceCard } from "@/components/admin/dashboard/week-glance";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { adminDashboard } from "@/lib/admin/dashboard";
import { adminPage } from "@/lib/auth/page-guard";
import { hasRole } from "@/lib/auth/roles";
import { formatDay } from "@/lib/clock";
import { routeDayOf } from "@/lib/deliveries/delivery-day";
import { serverNow } from "@/lib/clock/server-now";
import { kitchenExceptions } from "@/lib/kitchen/exceptions";

export const metadata: Metadata = { title: "Admin" };

export default adminPage(async ({ caller, user }) => {
  const now = await serverNow();
  const [data, exceptions] = await Promise.all([adminDashboard(now), kitchenExceptions(now)]);
  return (
    <AdminPage
      title="Admin"
      intro={`Signed in as ${user.firstName}. Run the week from here: menus, dishes, users and reports.`}
      actions={
        hasRole(caller, "customer") ? (
          <ButtonLink href="/customer" variant="secondary" size="sm">
            Switch to customer view
          </ButtonLink>
        ) : null
      }
    >
      <ExceptionsCard data={exceptions} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="rounded-2xl bg-forest-950 p-5 text-cream-50 sm:p-6 lg:col-span-2">
          <h2 className="text-base font-semibold">
            Order deadline for the week of {formatDay(data.upcoming.weekStart)}
          </h2>
          <div className="mt-4">
            <DeadlineCard deadline={data.upcoming.orderDeadline} serverNow={data.now} />
          </div>
        </section>
        <Card>
          <h2 className="text-base font-semibold text-forest-950">Subscriptions this week</h2>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            {(
              [
                ["Started", data.subscriptions.started],
                ["Paused", data.subscriptions.paused],
                ["Cancelled", data.subscriptions.cancelled],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-xl bg-stone-50 py-3">
                <dt className="text-xs font-semibold text-stone-600">{label}</dt>
                <dd className="font-display text-2xl font-semibold text-forest-950">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {data.kitchen.map((week) => (
          <WeekGlanceCard
            key={week.weekStart}
            title={week.deliveriesToday ? "Delivering today" : "In the kitchen"}
            week={week}
          >
            <p className="mt-4 text-sm text-stone-700">
              Ordering closed at its deadline: cook, pack and deliver from its lists.
            </p>
            {/* One row that wraps without indenting its second line. */}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
              <Link
                href={`/admin/reports?week=${week.weekStart}`}
                className="text-forest-800 underline"
              >
                Prep, packing and delivery lists
              </Link>
              <Link
                href={`/admin/production?week=${week.weekStart}`}
                className="text-forest-800 underline"
              >
                Production sheet and labels
              </Link>
              <Link
                href={`/admin/deliveries?week=${week.weekStart}&day=${routeDayOf(week.weekStart, now)}`}
                className="text-forest-800 underline"
              >
                Mark deliveries
              </Link>
            </div>
          </WeekGlanceCard>
        ))}
        {data.kitchen.some((week) => week.weekStart === data.current.weekStart) ? null : (
          <WeekGlanceCard title="This week" week={data.current} />
        )}
        <WeekGlanceCard title="Upcoming week" week={data.upcoming}>
          <div className="mt-4 border-t border-stone-100 pt-4">
            <RolloverPreview weekStart={data.upcoming.weekStart} />
          </div>
          <Link
            href={`/admin/weekly-menu?week=${data.upcoming.weekStart}`}
            className="mt-3 inline-block text-sm font-semibold text-forest-800 underline"
          >
            Edit the upcoming menu
          </Link>
        </WeekGlanceCard>
      </div>

      <Card>
        <h2 className="text-base font-semibold text-forest-950">Last 8 weeks</h2>
        <div className="mt-4">
          <RevenueChart history={data.history} />
        </div>
      </Card>
    </AdminPage>
  );
});
