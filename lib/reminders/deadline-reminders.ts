// Tuesday 10 AM: a reminder to every active customer whose meals for the upcoming week are not
// all chosen yet (a skipped week is not reminded). Queued as mail jobs, 500 at a time.
import { dateColumn, formatDeadline, orderDeadline, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { billableInWeek } from "@/lib/orders/billable";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { appUrl, weekLabel } from "@/lib/mail/labels";

export async function sendDeadlineReminders(now: Date): Promise<number> {
  const weekStart = upcomingWeekStart(now);
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true },
  });
  if (!week) return 0;
  const rows = await kysely
    .selectFrom("Subscription as s")
    .innerJoin("User as u", "u.id", "s.userId")
    .innerJoin("Plan as p", "p.id", "s.planId")
    .leftJoin("WeeklyOrder as o", (join) =>
      join.onRef("o.subscriptionId", "=", "s.id").on("o.weekId", "=", week.id),
    )
    .where((eb) =>
      eb.and([
        billableInWeek(eb, weekStart),
        eb.or([eb("o.id", "is", null), eb("o.status", "=", "OPEN")]),
      ]),
    )
    .select((eb) => [
      "u.email",
      "u.firstName",
      // The week's own box size when it has one (lib/meals/set-week-size.ts), else the plan's.
      eb.fn.coalesce("o.mealsCount", "p.mealsPerWeek").as("needed"),
      eb
        .selectFrom("OrderItem as i")
        .select((eb) => eb.cast<number | null>(eb.fn.sum("i.quantity"), "integer").as("chosen"))
        .whereRef("i.orderId", "=", "o.id")
        .$asScalar()
        .as("chosen"),
    ])
    .execute();
  const due = rows.filter((row) => (row.chosen ?? 0) < row.needed);
  await queueMails(
    due.map((row): MailJob<"deadline-reminder"> => ({
      template: "deadline-reminder",
      to: row.email,
      props: {
        firstName: row.firstName,
        weekLabel: weekLabel(weekStart),
        deadlineLabel: formatDeadline(orderDeadline(weekStart)),
        mealsChosen: row.chosen ?? 0,
        mealsNeeded: row.needed,
        mealsUrl: appUrl("/customer/meals"),
      },
    })),
  );
  return due.length;
}
