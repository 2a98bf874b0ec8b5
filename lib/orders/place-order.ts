// POST /api/orders: the customer's meals for a delivery week (the first order at sign-up, or a
// later week). One order per subscription and week, so a retry or a double click updates the same
// order instead of creating a second one. Refused after the week's deadline.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import {
  dateColumn,
  formatDeadline,
  isBeforeDeadline,
  orderDeadline,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { liveSubscription, rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { carrySplitDelivery } from "@/lib/subscriptions/split-delivery";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { isFirstOrderWeek } from "./first-order";
import { checkMealSelection, dishesOffMenu, type MealSelection } from "./meal-selection";
import { orderDto, orderInclude, type OrderDto } from "./order-dto";
import { livePrice } from "./live-price";
import { createWeekOrder, replaceWeekMeals } from "./week-orders";

export const PAYMENT_METHOD_MISSING = "Payment method missing";

export interface PlaceOrderInput extends MealSelection {
  weekStart?: IsoDate;
}

export function deadlinePassed(weekStart: IsoDate): AppError {
  return new AppError(
    "DEADLINE_PASSED",
    `The order deadline for this week was ${formatDeadline(orderDeadline(weekStart))} (Toronto time). Changes are closed.`,
  );
}

/** Names of chosen dishes missing from the menu (read only when some are: the refusal names them). */
async function offMenuDishNames(
  input: MealSelection,
  menu: readonly { id: string }[],
): Promise<Map<string, string>> {
  const ids = dishesOffMenu(input, menu);
  if (ids.length === 0) return new Map();
  const dishes = await db.dish.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(dishes.map((dish) => [dish.id, dish.name]));
}

export async function placeOrder(
  userId: string,
  input: PlaceOrderInput,
  now: Date,
): Promise<OrderDto> {
  const subscription = await liveSubscription(userId, {
    id: true,
    status: true,
    planId: true,
    deliveryDay: true,
    deliveryTime: true,
    resumeOn: true,
    plan: true,
  });
  const earliest = upcomingWeekStart(now);
  const weekStart = input.weekStart ?? earliest;
  // A paused plan with a resume date may already choose the meals of the weeks after it.
  const status = subscription ? rowStatusForWeek(subscription, weekStart) : null;
  if (!subscription || status !== "ACTIVE")
    throw new AppError("CONFLICT", "Choose a plan before choosing meals.");
  const [address, card] = await Promise.all([
    db.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } }),
    db.paymentMethod.findFirst({
      where: { userId, removedAt: null, isDefault: true },
      select: { id: true },
    }),
  ]);
  if (!address)
    throw new AppError("BAD_REQUEST", "Add a delivery address before placing your order.");
  if (!card) throw new AppError("PAYMENT_REQUIRED", PAYMENT_METHOD_MISSING);

  if (!isBeforeDeadline(weekStart, now)) throw deadlinePassed(weekStart);
  if (weekStart < earliest) throw deadlinePassed(weekStart);

  const menu = await publishedWeekMenu(weekStart);
  const menuDishes = menu.menus.map((m) => m.dish);
  const selection = checkMealSelection(
    input,
    subscription.plan.mealsPerWeek,
    menuDishes,
    await offMenuDishNames(input, menuDishes),
  );
  const items = selection.items.map(({ dishId, quantity, slot }) => ({ dishId, quantity, slot }));
  const key = { subscriptionId: subscription.id, weekId: menu.id };
  const fields = {
    planId: subscription.planId,
    addressId: address.id,
    mealsCount: subscription.plan.mealsPerWeek,
    splitDelivery: selection.splitDelivery,
    deliveryDay: subscription.deliveryDay,
    deliveryTime: subscription.deliveryTime,
  };

  const orderId = await db
    .$transaction(async (tx) => {
      const existing = await tx.weeklyOrder.findUnique({
        where: { subscriptionId_weekId: key },
        select: { id: true },
      });
      if (existing) {
        // Refused when the rollover locked the week first (it waits for us otherwise).
        if (!(await replaceWeekMeals(tx, existing.id, fields, items, now)))
          throw deadlinePassed(weekStart);
        // Split (or not) carries to the weeks after, like the plan does.
        await carrySplitDelivery(tx, subscription.id, selection.splitDelivery, now);
        return existing.id;
      }
      // The first order sets when deliveries start.
      if (await isFirstOrderWeek(userId, dateColumn(weekStart), tx)) {
        await tx.subscription.update({
          where: { id: subscription.id },
          data: { startsOn: dateColumn(weekStart) },
        });
      }
      const created = await createWeekOrder(
        tx,
        { ...key, ...fields, userId, status: "OPEN", items },
        now,
      );
      await carrySplitDelivery(tx, subscription.id, selection.splitDelivery, now);
      return created.id;
    })
    .catch(async (error: unknown) => {
      // A concurrent request created the same week's order first: answer with that order.
      if (isUniqueViolation(error)) {
        const winner = await db.weeklyOrder.findUnique({
          where: { subscriptionId_weekId: key },
          select: { id: true },
        });
        if (winner) return winner.id;
      }
      throw error;
    });
  const saved = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: orderInclude,
  });
  return orderDto(saved, await livePrice(saved, now));
}
