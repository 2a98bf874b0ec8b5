// PUT /api/users/{userId}/orders/week/{weekStart}/size: a box size for one upcoming week only
// (12 for a week with guests), until its deadline; the plan and the weeks after stay as they are.
// The week's order then points at the plan row of that size, so its price (the one pricing
// function), the meal picker, the chef's fill and the rollover's charge all follow the week's own
// size. Meals that still fit stay (lib/orders/plan-resize.ts, as for a plan change).
import { z } from "zod";
import { dateColumn, isBeforeDeadline, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError, notFound, type FieldError } from "@/lib/errors";
import { deadlinePassed, orderFacts, type OrderFacts } from "@/lib/orders/place-order";
import { createWeekOrder, resizeWeekOrder } from "@/lib/orders/week-orders";
import { rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { standingSplit } from "@/lib/subscriptions/split-delivery";
import { customerWeek } from "./customer-weeks";
import type { CustomerWeekDto } from "./dto";
import { assertPlanActive } from "./plan-gate";

export const weekSizeBodySchema = z
  .object({
    mealsPerWeek: z
      .number({ error: "Choose how many meals this week." })
      .int("Choose a whole number of meals.")
      .min(1, "Choose how many meals this week.")
      .max(60, "Choose one of the box sizes."),
  })
  .strict();
export type WeekSizeBody = z.infer<typeof weekSizeBodySchema>;

/** The plan row that prices a box of `meals`: the customer's own plan, or an active plan. */
async function planForSize(facts: OrderFacts, meals: number) {
  if (meals === facts.mealsPerWeek) return { id: facts.planId, mealsPerWeek: meals };
  const plans = await db.plan.findMany({
    where: { active: true },
    select: { id: true, mealsPerWeek: true },
    orderBy: { mealsPerWeek: "asc" },
  });
  const plan = plans.find((p) => p.mealsPerWeek === meals);
  if (plan) return plan;
  const sizes = [...new Set([...plans.map((p) => p.mealsPerWeek), facts.mealsPerWeek])].sort(
    (a, b) => a - b,
  );
  const list = `${sizes.slice(0, -1).join(", ")} or ${sizes.at(-1)}`;
  const message = `Choose one of the box sizes: ${list} meals.`;
  const errors: FieldError[] = [{ property: "mealsPerWeek", constraints: { boxSize: message } }];
  throw new AppError("VALIDATION", message, { errors });
}

export async function setWeekSize(
  userId: string,
  weekStart: IsoDate,
  { mealsPerWeek }: WeekSizeBody,
  now: Date,
): Promise<CustomerWeekDto> {
  if (!isBeforeDeadline(weekStart, now) || weekStart < upcomingWeekStart(now)) {
    throw deadlinePassed(weekStart);
  }
  const facts = await orderFacts(userId, weekStart);
  assertPlanActive(facts && rowStatusForWeek(facts, weekStart));
  if (!facts) throw notFound("Plan"); // unreachable: asserted above
  const plan = await planForSize(facts, mealsPerWeek);
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true },
  });
  if (!week) throw notFound("Week");

  const key = { subscriptionId: facts.id, weekId: week.id };
  const resize = () =>
    db.$transaction(async (tx) => {
      const order = await tx.weeklyOrder.findUnique({
        where: { subscriptionId_weekId: key },
        select: { id: true },
      });
      if (order) {
        if ((await resizeWeekOrder(tx, order.id, plan, now)) === "refused") {
          throw deadlinePassed(weekStart);
        }
        return;
      }
      // No order yet, and the plan's own size: the week follows the plan already.
      if (plan.id === facts.planId) return;
      await createWeekOrder(
        tx,
        {
          ...key,
          userId,
          planId: plan.id,
          addressId: facts.addressId,
          status: "OPEN",
          mealsCount: plan.mealsPerWeek,
          splitDelivery: standingSplit(facts.splitDelivery, plan.mealsPerWeek),
          deliveryDay: facts.deliveryDay,
          deliveryTime: facts.deliveryTime,
        },
        now,
      );
    });
  await resize().catch((error: unknown) => {
    // A save or a skip created the week's order meanwhile: resize that one.
    if (isUniqueViolation(error)) return resize();
    throw error;
  });
  return customerWeek(userId, weekStart, now);
}
