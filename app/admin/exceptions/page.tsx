// /admin/exceptions?week=: the Thursday-morning exceptions of the week being cooked (or the week
// picked): every box that cannot go out as it is, with its action, the problem reports and the
// missed boxes waiting for a decision, and the exceptions resolved (by their cause or a manager).
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { EXCEPTIONS_HEADING_ID } from "@/components/admin/exceptions/exception-actions";
import { ExceptionItem } from "@/components/admin/exceptions/exception-item";
import { ProblemReports } from "@/components/admin/exceptions/problem-reports";
import { WeekDayForm } from "@/components/admin/kitchen/week-day-form";
import { StackedTable } from "@/components/admin/stacked-table";
import { Card } from "@/components/ui/card";
import { adminPage } from "@/lib/auth/page-guard";
import { formatDay } from "@/lib/clock";
import { formatMoment } from "@/lib/clock/labels";
import { serverNow } from "@/lib/clock/server-now";
import { missedBoxesToDecide } from "@/lib/deliveries/missed-boxes";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { pendingProblems } from "@/lib/delivery-problems/pending-problems";
import { kitchenExceptions } from "@/lib/kitchen/exceptions";
import { kitchenWeekChoices } from "@/lib/kitchen/week-choices";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const metadata: Metadata = { title: "Exceptions · Admin" };

export default adminPage(
  async (_admin, { searchParams }: { searchParams: Promise<{ week?: string }> }) => {
    const now = await serverNow();
    const requested = (await searchParams).week;
    const [data, problems, missed] = await Promise.all([
      kitchenExceptions(now, requested && isWeekStart(requested) ? requested : undefined),
      pendingProblems(),
      missedBoxesToDecide(),
    ]);
    const count = data.open.length;
    return (
      <AdminPage
        title="Exceptions"
        intro={`Boxes for the week of ${formatDay(data.weekStart)} that cannot go out as they are. A held box is off the kitchen's lists, not charged and not delivered until it is released.`}
        actions={
          <Link
            href={`/admin/reports?week=${data.weekStart}`}
            className="text-sm font-semibold text-forest-800 underline"
          >
            Prep, packing and delivery lists
          </Link>
        }
      >
        <WeekDayForm weeks={kitchenWeekChoices(now, data.weekStart)} week={data.weekStart} />
        <section aria-labelledby={EXCEPTIONS_HEADING_ID} className="space-y-3">
          <h2
            id={EXCEPTIONS_HEADING_ID}
            tabIndex={-1}
            className="text-lg font-semibold text-forest-950 focus:outline-none focus-visible:outline-2"
          >
            {count === 0
              ? "Nothing open"
              : `${count} open ${count === 1 ? "exception" : "exceptions"}`}
          </h2>
          {count === 0 ? (
            <Card>
              <p className="text-sm text-stone-700">
                Every box of this week can go out as it is: paid, addressed, filled and within its
                dishes&apos; caps.
              </p>
            </Card>
          ) : (
            <ul className="space-y-3">
              {data.open.map((item) => (
                <ExceptionItem key={item.key} item={item} week={data.weekStart} />
              ))}
            </ul>
          )}
        </section>

        <ProblemReports items={problems} />

        <section aria-labelledby="missed-boxes" className="space-y-3">
          <h2 id="missed-boxes" className="text-lg font-semibold text-forest-950">
            Missed boxes to decide
          </h2>
          <StackedTable
            label="Boxes marked not delivered, waiting for a decision"
            columns={["Box", "Customer", "Delivery", "Reason", "Marked", "Decide"]}
            empty="No missed box waits for a decision."
            rows={missed.map((box) => ({
              key: box.key,
              cells: [
                box.orderNumber,
                <Link
                  key="customer"
                  href={`/admin/users/${box.customer.userId}`}
                  className="text-forest-800 underline"
                >
                  {box.customer.name}
                </Link>,
                formatDay(deliveryDate(box.week, box.day)),
                box.reason ?? "—",
                box.markedAt
                  ? `${formatMoment(new Date(box.markedAt))}${box.markedBy ? ` by ${box.markedBy}` : ""}`
                  : "—",
                <Link
                  key="decide"
                  href={`/admin/deliveries?week=${box.week}&day=${box.day.toLowerCase()}`}
                  className="font-semibold text-forest-800 underline"
                >
                  Credit or redeliver<span className="sr-only"> box {box.orderNumber}</span>
                </Link>,
              ],
            }))}
          />
        </section>

        <section aria-labelledby="resolved-exceptions" className="space-y-3">
          <h2 id="resolved-exceptions" className="text-lg font-semibold text-forest-950">
            Resolved
          </h2>
          <StackedTable
            label="Resolved exceptions"
            columns={["Exception", "Box", "Customer", "How", "By", "When"]}
            empty="None resolved yet."
            rows={data.resolved.map((item) => ({
              key: item.key,
              cells: [
                item.label,
                item.box.number,
                <Link
                  key="customer"
                  href={`/admin/users/${item.customer.userId}`}
                  className="text-forest-800 underline"
                >
                  {item.customer.name}
                </Link>,
                item.resolved?.how,
                item.resolved?.by ?? "—",
                item.resolved ? formatMoment(new Date(item.resolved.at)) : "",
              ],
            }))}
          />
        </section>
      </AdminPage>
    );
  },
);
