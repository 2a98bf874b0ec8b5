// POST /api/orders: the customer's meals for a delivery week (the first order at sign-up, or a
// later week). One order per subscription and week, so a retry or a double click updates the same
// order instead of creating a second one. Refused after the week's deadline.
import { randomInt } from "node:crypto";
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
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { checkMealSelection, type MealSelection } from "./meal-selection";
import { orderDto, orderInclude, type OrderDto } from "./order-dto";
import { priceForCustomer } from "./price-for-customer";

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

export async function placeOrder(
  userId: string,
  input: PlaceOrderInput,
  now: Date,
): Promise<OrderDto> {
  const subscription = await db.subscription.findFirst({
    where: { userId, status: "ACTIVE" },
    include: { plan: true },
  });
  if (!subscription) throw new AppError("CONFLICT", "Choose a plan before choosing meals.");
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

  const earliest = upcomingWeekStart(now);
  const weekStart = input.weekStart ?? earliest;
  if (!isBeforeDeadline(weekStart, now)) throw deadlinePassed(weekStart);
  if (weekStart < earliest) throw deadlinePassed(weekStart);

  const menu = await publishedWeekMenu(weekStart);
  const selection = checkMealSelection(
    input,
    subscription.plan.mealsPerWeek,
    menu.menus.map((m) => m.dish),
  );

  const { price, isFirstOrder } = await priceForCustomer({
    userId,
    plan: subscription.plan,
    splitDelivery: selection.splitDelivery,
    now,
    weekId: menu.id,
  });
  const totals = {
    subtotalCents: price.subtotalCents,
    discountCents: price.firstOrderPromoCents + price.couponSavingsCents,
    giftCents: price.giftCardSavingsCents,
    creditCents: price.creditsAppliedCents,
    taxCents: price.taxCents,
    totalCents: price.totalCents,
  };
  const items = selection.items.map((item) => ({
    dishId: item.dishId,
    quantity: item.quantity,
    slot: item.slot,
  }));

  const saved = await db
    .$transaction(async (tx) => {
      const existing = await tx.weeklyOrder.findUnique({
        where: { subscriptionId_weekId: { subscriptionId: subscription.id, weekId: menu.id } },
        select: { id: true, status: true },
      });
      if (existing && existing.status !== "OPEN" && existing.status !== "SKIPPED")
        throw deadlinePassed(weekStart);
      const common = {
        status: "OPEN" as const,
        planId: subscription.planId,
        addressId: address.id,
        mealsCount: subscription.plan.mealsPerWeek,
        splitDelivery: selection.splitDelivery,
        deliveryDay: subscription.deliveryDay,
        deliveryTime: subscription.deliveryTime,
        chefSelected: false,
        ...totals,
      };
      if (isFirstOrder) {
        await tx.subscription.update({
          where: { id: subscription.id },
          data: { startsOn: dateColumn(weekStart) },
        });
      }
      if (existing) {
        await tx.orderItem.deleteMany({ where: { orderId: existing.id } });
        return tx.weeklyOrder.update({
          where: { id: existing.id },
          data: { ...common, items: { create: items } },
          include: orderInclude,
        });
      }
      return tx.weeklyOrder.create({
        data: {
          ...common,
          number: newOrderNumber(),
          userId,
          subscriptionId: subscription.id,
          weekId: menu.id,
          createdAt: now,
          items: { create: items },
        },
        include: orderInclude,
      });
    })
    .catch(async (error: unknown) => {
      // A concurrent request created the same week's order first: answer with that order.
      if (isUniqueViolation(error)) {
        const winner = await db.weeklyOrder.findUnique({
          where: { subscriptionId_weekId: { subscriptionId: subscription.id, weekId: menu.id } },
          include: orderInclude,
        });
        if (winner) return winner;
      }
      throw error;
    });
  return orderDto(saved, price);
}

function newOrderNumber(): string {
  return `LK-${randomInt(100000, 1000000)}`;
}
