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
import { pendingFirstOrderSaving } from "@/lib/orders/price-for-customer";
import { planStatusForWeek } from "@/lib/subscriptions/pause-rules";
import { customerWeekRows, type CustomerWeekRows } from "./customer-week-rows";
import type { CustomerWeekDto, CustomerWeeksDto } from "./dto";
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
          }
        : null,
      menu: menu?.menus ?? null,
    };
  });
}

/** The latest locked week, the upcoming week and the WEEKS_AHEAD after it. */
export async function customerWeeks(userId: string, now: Date): Promise<CustomerWeeksDto> {
  const upcoming = upcomingWeekStart(now);
  const starts = Array.from({ length: WEEKS_AHEAD + 2 }, (_, i) => addWeeks(upcoming, i - 1));
  const rowsRead = customerWeekRows(userId, starts, upcoming);
  const [{ plan }, weeks, firstOrderSaving] = await Promise.all([
    rowsRead,
    buildWeeks(rowsRead, starts, now),
    rowsRead.then(({ plan, earliestOpen }) =>
      plan ? pendingFirstOrderSaving(userId, plan, now, earliestOpen) : null,
    ),
  ]);
  return {
    now: now.toISOString(),
    upcomingWeekStart: upcoming,
    plan,
    splitDelivery: plan
      ? splitDeliveryAvailability(plan.mealsPerWeek)
      : { available: false, reason: "Choose a plan first." },
    weeks,
    firstOrderSaving,
  };
}

/** One delivery week of the customer (any Monday). */
export async function customerWeek(
  userId: string,
  weekStart: IsoDate,
  now: Date,
): Promise<CustomerWeekDto> {
  const [week] = await buildWeeks(customerWeekRows(userId, [weekStart], null), [weekStart], now);
  return week;
}
