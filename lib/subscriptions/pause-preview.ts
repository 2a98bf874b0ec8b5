// What a pause would cost the customer, shown in the Plan tab's confirmation before they pause:
// each open week it may skip with the dishes chosen for it, and the first-order saving that would
// move to a later box. Which of these weeks a given resume date skips is isWeekPaused's answer.
import { expressionBuilder, type Expression } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { isBeforeDeadline, type IsoDate } from "@/lib/clock";
import type { DB } from "@/lib/db/kysely";
import { newestLive } from "./live-subscription";
import type { EarliestOpenWeek } from "@/lib/orders/first-order";
import type { CustomerPromotions } from "@/lib/coupons/customer-promotions";
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

/**
 * `plan`: the customer's live plan (lib/meals/customer-plan.ts), already read by the page, and
 * `openWeeks`: its open weeks as the page's own statement read them (openWeeksJson).
 */
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
  openWeeks: readonly OpenWeekRow[],
  /** The customer's promotions, as the page read them (promotionsJson). */
  promotions?: CustomerPromotions,
): Promise<PausePreview> {
  if (plan?.status !== "ACTIVE") return { weeks: [], firstOrderPromoCents: 0 };
  const saving = await pendingFirstOrderSaving(userId, plan, now, earliestOpen, promotions);
  // Which of them may still change is isBeforeDeadline's answer, as for editableWeeks.
  const weeks = openWeeks
    .filter((week) => isBeforeDeadline(week.weekStart, now))
    .map((week) => ({
      weekStart: week.weekStart,
      dishes: week.items.map((item) => `${item.quantity} × ${item.name}`),
    }));
  return { weeks, firstOrderPromoCents: saving?.cents ?? 0 };
}

export interface OpenWeekRow {
  weekStart: IsoDate;
  items: { quantity: number; name: string }[];
}

/**
 * The open weeks of the customer's live plan with their dishes, as one JSON value read inside the
 * statement of the page that shows the preview (issue 12: four ORM reads; then a statement of its
 * own). `user` is that statement's.
 */
export function openWeeksJson(user: Expression<string>) {
  const eb = expressionBuilder<DB>();
  return jsonArrayFrom(
    eb
      .selectFrom("WeeklyOrder as o")
      .innerJoin("Week as w", "w.id", "o.weekId")
      .select((sb) => [
        // A date in JSON is "YYYY-MM-DD".
        sb.ref("w.startDate").$castTo<IsoDate>().as("weekStart"),
        jsonArrayFrom(
          sb
            .selectFrom("OrderItem as i")
            .innerJoin("Dish as d", "d.id", "i.dishId")
            .select(["i.quantity", "d.name"])
            .whereRef("i.orderId", "=", "o.id")
            .orderBy("d.name"),
        ).as("items"),
      ])
      .where("o.subscriptionId", "=", (sb) =>
        newestLive(sb.selectFrom("Subscription"), user).select("Subscription.id"),
      )
      .where("o.status", "=", "OPEN")
      .orderBy("w.startDate"),
  );
}
