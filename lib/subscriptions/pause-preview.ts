// What a pause would cost the customer, shown in the Plan tab's confirmation before they pause:
// each open week it may skip with the dishes chosen for it, and the first-order saving that would
// move to a later box. Which of these weeks a given resume date skips is isWeekPaused's answer.
import { isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { pool } from "@/lib/db";
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

// The plan's open weeks with their dishes in one prepared statement (issue 12: four ORM reads).
// Which of them may still change is isBeforeDeadline's answer, as for editableWeeks.
const OPEN_WEEKS = {
  name: "pause-preview-open-weeks",
  text: `
  SELECT w."startDate"::text AS "weekStart",
    COALESCE((SELECT json_agg(json_build_object('quantity', i.quantity, 'name', d.name)
                              ORDER BY d.name)
              FROM "OrderItem" i JOIN "Dish" d ON d.id = i."dishId"
              WHERE i."orderId" = o.id), '[]'::json) AS items
  FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
  WHERE o."subscriptionId" = $1 AND o.status = 'OPEN'
  ORDER BY w."startDate"`,
};

async function openWeeksWithDishes(subscriptionId: string, now: Date): Promise<PausePreviewWeek[]> {
  const { rows } = await pool.query<{
    weekStart: IsoDate;
    items: { quantity: number; name: string }[];
  }>({ ...OPEN_WEEKS, values: [subscriptionId] });
  return rows
    .filter((row) => isBeforeDeadline(row.weekStart, now))
    .map((row) => ({
      weekStart: row.weekStart,
      dishes: row.items.map((item) => `${item.quantity} × ${item.name}`),
    }));
}
