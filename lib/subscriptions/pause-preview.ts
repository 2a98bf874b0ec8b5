// What a pause would cost the customer, shown in the Plan tab's confirmation before they pause:
// each open week it may skip with the dishes chosen for it, and the first-order saving that would
// move to a later box. Which of these weeks a given resume date skips is isWeekPaused's answer.
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { fromDateColumn, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import type { EarliestOpenWeek } from "@/lib/orders/first-order";
import { pendingFirstOrderSaving } from "@/lib/orders/price-for-customer";

export interface PausePreviewWeek {
  weekStart: IsoDate;
  /** "2 × Maple miso salmon", the meals chosen so far (none: the chef would pick). */
  dishes: string[];
}

export interface PausePreview {
  weeks: PausePreviewWeek[];
  /** The first-order saving the earliest open week carries now; a pause moves it to a later box. */
  firstOrderPromoCents: number;
}

/** `plan`: the customer's live plan (lib/meals/customer-plan.ts), already read by the page. */
export async function pausePreview(
  userId: string,
  plan: {
    subscriptionId: string;
    status: string;
    mealsPerWeek: number;
    pricePerMealCents: number;
  } | null,
  now: Date,
  /** The earliest open week, as the page read it (lib/orders/first-order.ts). */
  earliestOpen: EarliestOpenWeek | null,
): Promise<PausePreview> {
  if (plan?.status !== "ACTIVE") return { weeks: [], firstOrderPromoCents: 0 };
  const [weeks, saving] = await Promise.all([
    openWeeksWithDishes(plan.subscriptionId, now),
    pendingFirstOrderSaving(userId, plan, now, earliestOpen),
  ]);
  return { weeks, firstOrderPromoCents: saving?.cents ?? 0 };
}

// The plan's open weeks with their dishes in one statement (issue 12: four ORM reads), built and
// compiled once (the account page runs it on every view). Which of them may still change is
// isBeforeDeadline's answer, as for editableWeeks.
const openWeekRows = preparedStatement(({ subscriptionId }: { subscriptionId: string }) =>
  kysely
    .selectFrom("WeeklyOrder as o")
    .innerJoin("Week as w", "w.id", "o.weekId")
    .select((eb) => [
      "w.startDate",
      jsonArrayFrom(
        eb
          .selectFrom("OrderItem as i")
          .innerJoin("Dish as d", "d.id", "i.dishId")
          .select(["i.quantity", "d.name"])
          .whereRef("i.orderId", "=", "o.id")
          .orderBy("d.name"),
      ).as("items"),
    ])
    .where("o.subscriptionId", "=", subscriptionId)
    .where("o.status", "=", "OPEN")
    .orderBy("w.startDate"),
);

async function openWeeksWithDishes(subscriptionId: string, now: Date): Promise<PausePreviewWeek[]> {
  const { rows } = await openWeekRows({ subscriptionId });
  return rows
    .map((row) => ({
      weekStart: fromDateColumn(row.startDate),
      dishes: row.items.map((item) => `${item.quantity} × ${item.name}`),
    }))
    .filter((week) => isBeforeDeadline(week.weekStart, now));
}
