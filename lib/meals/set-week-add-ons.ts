// PUT /api/users/{userId}/orders/week/{weekStart}/add-ons { addOns }: a week's add-ons without
// saving its meals, until the deadline. It is how a week left to the chef's choice (no meals
// chosen, or fewer than the box) gets desserts and drinks: the chef fills the meals at the
// rollover and the add-ons stay, charged with the box. A week with no order yet gets one (open,
// no meals), as a meal save would create it. Skipped weeks hold no add-ons: unskip first.
import { z } from "zod";
import { isBeforeDeadline, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { rawTransaction } from "@/lib/db/raw-tx";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors";
import { addOnSelectionSchema, checkAddOnSelection } from "@/lib/orders/add-on-selection";
import { startOnFirstOrderWeek } from "@/lib/orders/first-order";
import { deadlinePassed, orderFacts } from "@/lib/orders/place-order";
import { replaceWeekAddOnsOf } from "@/lib/orders/week-add-ons";
import { createWeekOrder } from "@/lib/orders/week-orders";
import { rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { standingSplit } from "@/lib/subscriptions/split-delivery";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { customerWeek } from "./customer-weeks";
import type { CustomerWeekDto } from "./dto";
import { assertPlanActive } from "./plan-gate";

export const weekAddOnsBodySchema = z
  .object({
    /** The week's add-ons, replacing those chosen before; an empty list removes them. */
    addOns: addOnSelectionSchema,
  })
  .strict();
export type WeekAddOnsBody = z.infer<typeof weekAddOnsBodySchema>;

export async function setWeekAddOns(
  userId: string,
  weekStart: IsoDate,
  { addOns: selection }: WeekAddOnsBody,
  now: Date,
): Promise<CustomerWeekDto> {
  if (!isBeforeDeadline(weekStart, now) || weekStart < upcomingWeekStart(now)) {
    throw deadlinePassed(weekStart);
  }
  const facts = await orderFacts(userId, weekStart);
  assertPlanActive(facts && rowStatusForWeek(facts, weekStart));
  if (!facts) return customerWeek(userId, weekStart, now); // unreachable: asserted above
  const menu = await publishedWeekMenu(weekStart);
  const addOns = {
    lines: checkAddOnSelection(selection, menu.addOns),
    capped: new Set(menu.addOns.filter((m) => m.left !== null).map((m) => m.addOn.id)),
  };
  const key = { subscriptionId: facts.id, weekId: menu.id };
  // The week's own box size, if it has one; else the plan's (as a meal save would create it).
  const size = facts.weekSize ?? { planId: facts.planId, mealsPerWeek: facts.mealsPerWeek };

  const save = () =>
    rawTransaction(
      async (tx) => {
        const replaced = await replaceWeekAddOnsOf(tx, key, addOns, now);
        if (replaced === "skipped") {
          throw new AppError(
            "CONFLICT",
            "This week is skipped, and a skipped week has no add-ons. Unskip it to add them.",
          );
        }
        if (replaced === "refused") throw deadlinePassed(weekStart);
        if (replaced !== "missing") return;
        await startOnFirstOrderWeek(tx, userId, facts.id, weekStart, now);
        await createWeekOrder(
          tx,
          {
            ...key,
            userId,
            planId: size.planId,
            addressId: facts.addressId,
            status: "OPEN",
            mealsCount: size.mealsPerWeek,
            splitDelivery: standingSplit(facts.splitDelivery, size.mealsPerWeek),
            deliveryDay: facts.deliveryDay,
            deliveryTime: facts.deliveryTime,
          },
          now,
          undefined,
          addOns,
        );
      },
      { named: true },
    );
  await save().catch((error: unknown) => {
    // A meal save or a skip created the week's order meanwhile: write to that one.
    if (isUniqueViolation(error)) return save();
    throw error;
  });
  return customerWeek(userId, weekStart, now);
}
