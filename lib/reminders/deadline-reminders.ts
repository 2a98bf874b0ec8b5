// Tuesday 10 AM: a reminder to every active customer whose meals for the upcoming week are not
// all chosen yet (a skipped week is not reminded). Queued as mail jobs, 500 at a time.
import { dateColumn, formatDeadline, orderDeadline, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { appUrl, weekLabel } from "@/lib/mail/labels";

export async function sendDeadlineReminders(now: Date): Promise<number> {
  const weekStart = upcomingWeekStart(now);
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true },
  });
  if (!week) return 0;
  const rows = await db.$queryRaw<
    { email: string; firstName: string; chosen: bigint | null; needed: number }[]
  >`
    SELECT u.email, u."firstName", p."mealsPerWeek" AS needed,
      (SELECT sum(i.quantity) FROM "OrderItem" i WHERE i."orderId" = o.id) AS chosen
    FROM "Subscription" s
    JOIN "User" u ON u.id = s."userId" AND u.status = 'active'
    JOIN "Plan" p ON p.id = s."planId"
    LEFT JOIN "WeeklyOrder" o ON o."subscriptionId" = s.id AND o."weekId" = ${week.id}
    WHERE s.status = 'ACTIVE' AND s."startsOn" <= ${dateColumn(weekStart)}
      AND (o.id IS NULL OR o.status = 'OPEN')`;
  const due = rows.filter((row) => Number(row.chosen ?? 0) < row.needed);
  await queueMails(
    due.map((row): MailJob<"deadline-reminder"> => ({
      template: "deadline-reminder",
      to: row.email,
      props: {
        firstName: row.firstName,
        weekLabel: weekLabel(weekStart),
        deadlineLabel: formatDeadline(orderDeadline(weekStart)),
        mealsChosen: Number(row.chosen ?? 0),
        mealsNeeded: row.needed,
        mealsUrl: appUrl("/customer/meals"),
      },
    })),
  );
  return due.length;
}
