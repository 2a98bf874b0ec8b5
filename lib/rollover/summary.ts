// What a week's rollover did, read back from the database (so a run that resumed after a crash
// still reports the whole week), stored on the week and mailed to the admins.
import type { RolloverSummaryProps } from "@/emails/types";
import { DateTime } from "luxon";
import { fromDateColumn, orderDeadline, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { DECLINE_CODE } from "@/lib/payments/card-problem";
import { appUrl, weekLabel } from "@/lib/mail/labels";

export interface WeekSummary {
  weekStart: string;
  counts: RolloverSummaryProps["counts"];
  amounts: RolloverSummaryProps["amounts"];
  failures: RolloverSummaryProps["failures"];
  allergenShortfalls: RolloverSummaryProps["allergenShortfalls"];
}

export async function summarizeWeek(
  week: { id: string; startDate: Date },
  run: { resumed: number; delivered: number },
): Promise<WeekSummary> {
  const weekStart = fromDateColumn(week.startDate);
  const deadline = orderDeadline(weekStart);
  const [row] = await db.$queryRaw<
    {
      created: bigint;
      locked: bigint;
      filled: bigint;
      charged: bigint;
      paid: bigint;
      failed: bigint;
      waiting: bigint;
      zero: bigint;
      paidCents: bigint | null;
      failedCents: bigint | null;
      waitingCents: bigint | null;
    }[]
  >`
    SELECT
      count(*) FILTER (WHERE o."createdAt" > ${deadline}) AS created,
      count(*) FILTER (WHERE o."lockedAt" IS NOT NULL) AS locked,
      count(*) FILTER (WHERE o."chefSelected") AS filled,
      (SELECT count(*) FROM "Charge" c JOIN "WeeklyOrder" o2 ON o2.id = c."orderId"
        WHERE o2."weekId" = ${week.id} AND c.status <> 'PENDING') AS charged,
      count(*) FILTER (WHERE o.status IN ('PAID', 'DELIVERED')) AS paid,
      count(*) FILTER (WHERE o.status = 'PAYMENT_FAILED') AS failed,
      count(*) FILTER (WHERE o.status = 'REQUIRES_ACTION') AS waiting,
      count(*) FILTER (WHERE o.status IN ('PAID', 'DELIVERED') AND o."totalCents" = 0) AS zero,
      sum(o."totalCents") FILTER (WHERE o.status IN ('PAID', 'DELIVERED')) AS "paidCents",
      sum(o."totalCents") FILTER (WHERE o.status = 'PAYMENT_FAILED') AS "failedCents",
      sum(o."totalCents") FILTER (WHERE o.status = 'REQUIRES_ACTION') AS "waitingCents"
    FROM "WeeklyOrder" o WHERE o."weekId" = ${week.id}`;
  const [failures, shortfalls] = await Promise.all([
    db.weeklyOrder.findMany({
      where: { weekId: week.id, status: "PAYMENT_FAILED" },
      orderBy: { number: "asc" },
      take: 200,
      select: {
        number: true,
        totalCents: true,
        user: { select: { email: true } },
        charges: { select: { failureCode: true }, orderBy: { createdAt: "desc" }, take: 1 },
      },
    }),
    db.weeklyOrder.findMany({
      where: { weekId: week.id, allergenShortfall: { gt: 0 } },
      orderBy: { number: "asc" },
      take: 200,
      select: {
        number: true,
        allergenShortfall: true,
        user: { select: { email: true, allergenExclusions: true } },
      },
    }),
  ]);
  const n = (value: bigint | null) => Number(value ?? 0);
  return {
    weekStart,
    counts: {
      created: n(row.created),
      locked: n(row.locked),
      filled: n(row.filled),
      charged: n(row.charged),
      paid: n(row.paid),
      failed: n(row.failed),
      waiting: n(row.waiting),
      zeroTotal: n(row.zero),
      delivered: run.delivered,
      resumed: run.resumed,
    },
    amounts: {
      paidCents: n(row.paidCents),
      failedCents: n(row.failedCents),
      waitingCents: n(row.waitingCents),
    },
    failures: failures.map((o) => ({
      orderNumber: o.number,
      customerEmail: o.user.email,
      amountCents: o.totalCents,
      problem: o.charges[0]?.failureCode ?? DECLINE_CODE.DECLINED,
    })),
    allergenShortfalls: shortfalls.map((o) => ({
      orderNumber: o.number,
      customerEmail: o.user.email,
      missingMeals: o.allergenShortfall,
      allergens: o.user.allergenExclusions,
    })),
  };
}

export function summaryMailProps(summary: WeekSummary, now: Date): RolloverSummaryProps {
  return {
    ...summary,
    weekLabel: weekLabel(summary.weekStart),
    ranAtLabel: DateTime.fromJSDate(now, { zone: ZONE }).toFormat("cccc, LLLL d 'at' h:mm a"),
    adminUrl: appUrl("/admin"),
  };
}
