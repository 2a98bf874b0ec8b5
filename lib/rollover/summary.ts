// What a week's rollover did, read back from the database (so a run that resumed after a crash
// still reports the whole week), stored on the week and mailed to the admins.
import type { RolloverSummaryProps } from "@/emails/types";
import { DateTime } from "luxon";
import { fromDateColumn, orderDeadline, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import type { Orderstatus } from "@/lib/db/schema.generated";
import { boxesOverCap } from "@/lib/menus/over-cap";
import { cardProblemOf, DECLINE_WORDS } from "@/lib/payments/card-problem";
import { appUrl, weekLabel } from "@/lib/mail/labels";

export interface WeekSummary {
  weekStart: string;
  counts: RolloverSummaryProps["counts"];
  amounts: RolloverSummaryProps["amounts"];
  failures: RolloverSummaryProps["failures"];
  allergenShortfalls: RolloverSummaryProps["allergenShortfalls"];
  withoutAddress: RolloverSummaryProps["withoutAddress"];
  overCap: RolloverSummaryProps["overCap"];
}

export async function summarizeWeek(
  week: { id: string; startDate: Date },
  run: { resumed: number; delivered: number },
): Promise<WeekSummary> {
  const weekStart = fromDateColumn(week.startDate);
  const deadline = orderDeadline(weekStart);
  // count(*) and sum(int) are bigint, which pg answers as text.
  const paidStatuses: Orderstatus[] = ["PAID", "DELIVERED"];
  const row = await kysely
    .selectFrom("WeeklyOrder as o")
    .where("o.weekId", "=", week.id)
    .select((eb) => {
      const count = () => eb.fn.countAll<string>();
      const cents = () => eb.fn.sum<string | null>("o.totalCents");
      return [
        count().filterWhere("o.createdAt", ">", deadline).as("created"),
        count().filterWhere("o.lockedAt", "is not", null).as("locked"),
        count().filterWhere("o.chefSelected", "=", true).as("filled"),
        eb
          .selectFrom("Charge as c")
          .innerJoin("WeeklyOrder as o2", "o2.id", "c.orderId")
          .where("o2.weekId", "=", week.id)
          .where("c.status", "<>", "PENDING")
          .select((c) => c.fn.countAll<string>().as("n"))
          .as("charged"),
        count().filterWhere("o.status", "in", paidStatuses).as("paid"),
        count().filterWhere("o.status", "=", "PAYMENT_FAILED").as("failed"),
        count().filterWhere("o.status", "=", "REQUIRES_ACTION").as("waiting"),
        count()
          .filterWhere((f) => f.and([f("o.status", "in", paidStatuses), f("o.totalCents", "=", 0)]))
          .as("zero"),
        cents().filterWhere("o.status", "in", paidStatuses).as("paidCents"),
        cents().filterWhere("o.status", "=", "PAYMENT_FAILED").as("failedCents"),
        cents().filterWhere("o.status", "=", "REQUIRES_ACTION").as("waitingCents"),
      ];
    })
    .executeTakeFirstOrThrow();
  const [failures, shortfalls, addressless, overCap] = await Promise.all([
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
    db.weeklyOrder.findMany({
      where: { weekId: week.id, addressId: null, status: { notIn: ["SKIPPED", "CANCELLED"] } },
      orderBy: { number: "asc" },
      take: 200,
      select: { number: true, user: { select: { email: true } } },
    }),
    overCapBoxes(week.id),
  ]);
  const n = (value: string | null) => Number(value ?? 0);
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
      // In words: the provider's code ("card_declined") means nothing to a kitchen manager.
      problem: DECLINE_WORDS[cardProblemOf(o.charges[0]?.failureCode)],
    })),
    allergenShortfalls: shortfalls.map((o) => ({
      orderNumber: o.number,
      customerEmail: o.user.email,
      missingMeals: o.allergenShortfall,
      allergens: o.user.allergenExclusions,
    })),
    withoutAddress: addressless.map((o) => ({
      orderNumber: o.number,
      customerEmail: o.user.email,
    })),
    overCap,
  };
}

/** Each box with a dish beyond its cap, one row per dish (lib/menus/over-cap.ts). */
async function overCapBoxes(weekId: string): Promise<WeekSummary["overCap"]> {
  const beyond = await boxesOverCap(weekId);
  if (beyond.size === 0) return [];
  const boxes = await db.weeklyOrder.findMany({
    where: { id: { in: [...beyond.keys()] } },
    orderBy: { number: "asc" },
    select: { id: true, number: true, user: { select: { email: true } } },
  });
  return boxes.flatMap((box) =>
    (beyond.get(box.id) ?? []).map((d) => ({
      orderNumber: box.number,
      customerEmail: box.user.email,
      dish: d.dish,
      beyond: d.beyond,
    })),
  );
}

export function summaryMailProps(summary: WeekSummary, now: Date): RolloverSummaryProps {
  return {
    ...summary,
    weekLabel: weekLabel(summary.weekStart),
    ranAtLabel: DateTime.fromJSDate(now, { zone: ZONE }).toFormat("cccc, LLLL d 'at' h:mm a"),
    adminUrl: appUrl("/admin"),
  };
}
