// GET /api/users/{userId}/orders/week/current-week (and one week at a time): each delivery week's
// menu, the customer's order for it, its deadline and what may still be done, decided here.
import {
  addWeeks,
  deliveryWeek,
  formatDeadline,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";
import { deliveryDate, windowLabel } from "@/lib/delivery-schedule/windows";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import type { CustomerPromotions } from "@/lib/coupons/customer-promotions";
import { pendingFirstOrderSaving, priceOpenWeeks } from "@/lib/orders/price-for-customer";
import { planStatusForWeek } from "@/lib/subscriptions/pause-rules";
import { customerWeekRows, type CustomerWeekRows } from "./customer-week-rows";
import { toOrderAddOns } from "@/lib/add-ons/order-add-ons";
import { addOnsCents } from "@/lib/orders/add-on-selection";
import type { CustomerPlanDto, CustomerWeekDto, CustomerWeeksDto } from "./dto";
import { weekState } from "./week-state";

/** Weeks shown after the upcoming one. */
export const WEEKS_AHEAD = 4;

async function buildWeeks(
  rowsRead: Promise<CustomerWeekRows>,
  starts: IsoDate[],
  now: Date,
): Promise<CustomerWeekDto[]> {
  // The plan comes with the weeks' rows; the plan filter is applied here.
  const { plan, weekIds, orders: allOrders } = await rowsRead;
  // With a plan, its own orders; without one, what the last plan left (e.g. cancelled weeks).
  const orders = plan
    ? allOrders.filter((o) => o.subscriptionId === plan.subscriptionId)
    : allOrders;
  const orderByWeek = new Map(orders.map((o) => [o.weekStart, o]));
  const menus = await Promise.all(starts.map((start) => getWeekMenu(start)));

  return starts.map((startDate, i) => {
    const week = deliveryWeek(startDate);
    const order = orderByWeek.get(startDate) ?? null;
    const menu = menus[i];
    const state = weekState({
      weekStart: startDate,
      now,
      subscription: plan
        ? { status: planStatusForWeek(plan, startDate), startsOn: plan.startsOn }
        : null,
      order: order
        ? {
            status: order.status,
            mealCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
            chefSelected: order.chefSelected,
          }
        : null,
      menuPublished: menu !== null,
    });
    const day = order?.deliveryDay ?? plan?.deliveryDay ?? null;
    // A week with no order yet follows the plan's standing split choice.
    const split = order ? order.splitDelivery : (plan?.splitDelivery ?? false);
    const deliveryDates = split
      ? [deliveryDate(startDate, "MONDAY"), deliveryDate(startDate, "THURSDAY")]
      : day
        ? [deliveryDate(startDate, day)]
        : [];
    return {
      weekId: weekIds.get(startDate) ?? null,
      startDate,
      endDate: week.endDate,
      orderDeadline: week.orderDeadline.toISOString(),
      deadlineLabel: formatDeadline(week.orderDeadline),
      deliveryDates,
      deliveryWindow: windowLabel(order?.deliveryTime ?? plan?.deliveryTime),
      ...state,
      order: order
        ? {
            id: order.id,
            number: order.number,
            status: order.status,
            splitDelivery: order.splitDelivery,
            chefSelected: order.chefSelected,
            mealsCount: order.mealsCount,
            items: order.items,
            addOns: toOrderAddOns(order.addOns),
          }
        : null,
      box: boxOf(order, plan),
      menu: menu?.menus ?? null,
      addOnMenu: menu?.addOns ?? null,
      // Set by withPrices for the weeks to be charged.
      price: null,
    };
  });
}

/** The week's own box size when its order has one (lib/meals/set-week-size.ts), else the plan's. */
function boxOf(
  order: CustomerWeekRows["orders"][number] | null,
  plan: CustomerPlanDto | null,
): CustomerWeekDto["box"] {
  if (order && (!plan || order.planId !== plan.planId)) {
    return {
      mealsPerWeek: order.mealsCount,
      pricePerMealCents: order.pricePerMealCents,
      thisWeekOnly: plan !== null,
    };
  }
  return (
    plan && {
      mealsPerWeek: plan.mealsPerWeek,
      pricePerMealCents: plan.pricePerMealCents,
      thisWeekOnly: false,
    }
  );
}

/** The latest locked week, the upcoming week and the WEEKS_AHEAD after it. */
export async function customerWeeks(userId: string, now: Date): Promise<CustomerWeeksDto> {
  const upcoming = upcomingWeekStart(now);
  const starts = Array.from({ length: WEEKS_AHEAD + 2 }, (_, i) => addWeeks(upcoming, i - 1));
  const rowsRead = customerWeekRows(userId, { starts, from: upcoming }, now);
  const [{ plan, earliestOpen, promotions }, weeks, firstOrderSaving] = await Promise.all([
    rowsRead,
    buildWeeks(rowsRead, starts, now),
    rowsRead.then(({ plan, earliestOpen, promotions }) =>
      plan
        ? pendingFirstOrderSaving(userId, plan, now, earliestOpen, promotions ?? undefined)
        : null,
    ),
  ]);
  const first = earliestOpen?.first ? earliestOpen.weekStart : null;
  return {
    now: now.toISOString(),
    upcomingWeekStart: upcoming,
    plan,
    splitDelivery: plan
      ? splitDeliveryAvailability(plan.mealsPerWeek)
      : { available: false, reason: "Choose a plan first." },
    weeks: await withPrices(userId, plan, weeks, (week) => week === first, now, promotions),
    firstOrderSaving,
  };
}

/** A week to be charged at its deadline (open, before it), or one skipped that still may be. */
const charged = (week: CustomerWeekDto) =>
  (week.status === "OPEN" || week.status === "SKIPPED") && week.beforeDeadline;

/** Each week to be charged gets its live price (lib/orders/price-for-customer.ts). */
async function withPrices(
  userId: string,
  plan: CustomerPlanDto | null,
  weeks: CustomerWeekDto[],
  isFirstOrder: (weekStart: IsoDate) => boolean,
  now: Date,
  promotions: CustomerPromotions | null,
): Promise<CustomerWeekDto[]> {
  if (!plan) return weeks;
  const prices = await priceOpenWeeks(
    userId,
    weeks.filter(charged).map((week) => ({
      weekStart: week.startDate,
      box: week.box ?? plan,
      splitDelivery: week.order?.splitDelivery ?? plan.splitDelivery,
      isFirstOrder: isFirstOrder(week.startDate),
      skipped: week.status === "SKIPPED",
      addOnsCents: addOnsCents(week.order?.addOns ?? []),
    })),
    now,
    promotions ?? undefined,
  );
  return weeks.map((week) => ({ ...week, price: prices.get(week.startDate) ?? null }));
}

/**
 * One delivery week of the customer (any Monday). `read`: its rows, when the caller read them
 * already (oneWeekStatement in ./customer-week-rows, sent by a meal save with its commit).
 */
export async function customerWeek(
  userId: string,
  weekStart: IsoDate,
  now: Date,
  read?: CustomerWeekRows,
): Promise<CustomerWeekDto> {
  const rowsRead = read
    ? Promise.resolve(read)
    : customerWeekRows(userId, { week: weekStart }, now);
  const [{ plan, firstOrderOfWeek, promotions }, [week]] = await Promise.all([
    rowsRead,
    buildWeeks(rowsRead, [weekStart], now),
  ]);
  if (!plan || !charged(week)) return week;
  // One week alone: priced as the next to be charged, its first-order rule read with its rows.
  const isFirst = firstOrderOfWeek === true;
  return (await withPrices(userId, plan, [week], () => isFirst, now, promotions))[0];
}
