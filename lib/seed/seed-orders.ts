// Seeds a subscriber's order history: a PAID order (with its charge and invoice) for every week
// already charged, and an OPEN order with meals chosen for the upcoming week. An existing order
// for a week is left as it is.
import { orderDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { chargeKey } from "@/lib/payments/charge-orders";
import { nextOrderNumber } from "@/lib/orders/order-number";
import { insertRecordedOrder } from "@/lib/orders/recorded-order";
import type { SeededSubscriber } from "./seed-subscriptions";

interface OrderContext extends SeededSubscriber {
  userId: string;
  deliveryDay: "MONDAY" | "THURSDAY";
  deliveryTime: string;
}

interface Pick {
  dishId: string;
  name: string;
  quantity: number;
}

/** `count` meals from the menu: mostly one of each, the first few doubled up. */
function pickMeals(
  menu: { dishId: string; name: string }[],
  count: number,
  offset: number,
): Pick[] {
  const distinct = Math.min(menu.length, Math.max(1, count - 2));
  const picks = Array.from({ length: distinct }, (_, i) => ({
    ...menu[(offset + i) % menu.length],
    quantity: 1,
  }));
  for (let extra = 0; extra < count - distinct; extra++) picks[extra % distinct].quantity += 1;
  return picks;
}

async function weekMenu(weekId: string) {
  const rows = await db.weekMenu.findMany({
    where: { weekId, dish: { deletedAt: null } },
    orderBy: { sortingOrder: "asc" },
    select: { dish: { select: { id: true, name: true } } },
  });
  return rows.map((row) => ({ dishId: row.dish.id, name: row.dish.name }));
}

export async function seedOrder(
  ctx: OrderContext,
  week: { start: IsoDate; id: string },
  status: "PAID" | "OPEN" | "PAYMENT_FAILED",
  offset: number,
  /** A failed charge: when it failed (default: two minutes after the deadline). */
  failedAt?: Date,
): Promise<boolean> {
  const key = { subscriptionId: ctx.subscriptionId, weekId: week.id };
  if (await db.weeklyOrder.findUnique({ where: { subscriptionId_weekId: key } })) return false;

  const plan = await db.plan.findUniqueOrThrow({ where: { id: ctx.planId } });
  const menu = await weekMenu(week.id);
  if (menu.length === 0) return false;
  const meals = pickMeals(menu, plan.mealsPerWeek, offset);
  const subtotalCents = plan.mealsPerWeek * plan.pricePerMealCents;
  const number = await nextOrderNumber();
  const lockedAt = orderDeadline(week.start);
  const paidAt = new Date(lockedAt.getTime() + 2 * 60_000);
  const paid = status === "PAID";
  const locked = status !== "OPEN";

  await db.$transaction(async (tx) => {
    const order = await insertRecordedOrder(tx, {
      number,
      ...key,
      userId: ctx.userId,
      planId: plan.id,
      addressId: ctx.addressId,
      status,
      mealsCount: plan.mealsPerWeek,
      deliveryDay: ctx.deliveryDay,
      deliveryTime: ctx.deliveryTime,
      subtotalCents,
      totalCents: subtotalCents,
      lockedAt: locked ? lockedAt : null,
      pricedAt: locked ? lockedAt : null,
      paidAt: paid ? paidAt : null,
      items: { create: meals.map(({ dishId, quantity }) => ({ dishId, quantity })) },
    });
    const idempotencyKey = chargeKey(ctx.subscriptionId, week.id);
    if (status === "PAYMENT_FAILED") {
      const at = failedAt ?? paidAt;
      await tx.charge.create({
        data: {
          userId: ctx.userId,
          orderId: order.id,
          paymentMethodId: ctx.paymentMethodId,
          amountCents: subtotalCents,
          status: "FAILED",
          failureCode: "card_declined",
          failureMessage: "Your card was declined. Please use a different card.",
          idempotencyKey,
          createdAt: at,
          updatedAt: at,
        },
      });
      return;
    }
    if (!paid) return;
    // The offline provider's own record of the payment, so an admin can refund it.
    const providerChargeId = `pi_offline_seed_${number.slice(3)}`;
    await tx.offlinePayment.create({
      data: {
        id: providerChargeId,
        idempotencyKey,
        customerId: `cus_offline_${ctx.userId}`,
        paymentMethodId: "pm_card_visa",
        amountCents: subtotalCents,
        status: "succeeded",
        createdAt: paidAt,
      },
    });
    await tx.charge.create({
      data: {
        userId: ctx.userId,
        orderId: order.id,
        paymentMethodId: ctx.paymentMethodId,
        amountCents: subtotalCents,
        status: "SUCCEEDED",
        providerChargeId,
        idempotencyKey,
        createdAt: paidAt,
      },
    });
    await tx.invoice.create({
      data: {
        number: `INV-${number.slice(3)}`,
        userId: ctx.userId,
        orderId: order.id,
        weekId: week.id,
        status: "PAID",
        subtotalCents,
        totalCents: subtotalCents,
        cardBrand: "visa",
        cardLast4: "4242",
        issuedAt: lockedAt,
        paidAt,
        lines: {
          create: meals.map((meal) => ({
            description: meal.name,
            quantity: meal.quantity,
            unitCents: plan.pricePerMealCents,
            totalCents: meal.quantity * plan.pricePerMealCents,
          })),
        },
      },
    });
  });
  return true;
}
