// Prices a week's order for one customer as it stands now: their coupon, gift balance and credits,
// and whether the week carries the first-order promotion (first-order.ts). Used by the checkout
// summary and every view of an order not yet locked, so they always agree; the rollover freezes
// the totals at lock.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { customerPromotions, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import type { IsoDate } from "@/lib/clock";
import { isFirstOrderWeek, type EarliestOpenWeek } from "./first-order";

export interface CustomerPrice {
  price: PriceBreakdown;
  promotions: CustomerPromotions;
  isFirstOrder: boolean;
}

export async function priceForCustomer(input: {
  userId: string;
  plan: { mealsPerWeek: number; pricePerMealCents: number };
  splitDelivery: boolean;
  /** The box's add-ons, priced on top of the meals. */
  addOnsCents?: number;
  now: Date;
  /** The Monday of the week being ordered (as a date column); none at checkout. */
  weekStartDate?: Date;
  /** Already known (the caller's own read decided it): not asked again. */
  isFirstOrder?: boolean;
  /** Already read inside the caller's own statement (promotionsJson): not asked again. */
  promotions?: CustomerPromotions;
}): Promise<CustomerPrice> {
  const [isFirstOrder, promotions] = await Promise.all([
    input.isFirstOrder ?? isFirstOrderWeek(input.userId, input.weekStartDate ?? null),
    input.promotions ?? customerPromotions(input.userId, input.now),
  ]);
  const price = priceOrder({
    mealsPerWeek: input.plan.mealsPerWeek,
    pricePerMealCents: input.plan.pricePerMealCents,
    ...promotions,
    isFirstOrder,
    splitDelivery: input.splitDelivery,
    addOnsCents: input.addOnsCents ?? 0,
  });
  return { price, promotions, isFirstOrder };
}

/**
 * The first-order saving waiting on the customer's earliest open week, if any: skipping or
 * pausing that week moves it to the next box, so the confirmations name it. `earliest`: that
 * week, as the screen's own statement read it (earliestOpenWeekJson); `promotions`, when that
 * statement read them too (promotionsJson).
 */
export async function pendingFirstOrderSaving(
  userId: string,
  plan: { mealsPerWeek: number; pricePerMealCents: number },
  now: Date,
  earliest: EarliestOpenWeek | null,
  promotions?: CustomerPromotions,
): Promise<{ weekStart: IsoDate; cents: number } | null> {
  if (!earliest?.first) return null;
  const { price } = await priceForCustomer({
    userId,
    plan,
    splitDelivery: false,
    now,
    isFirstOrder: true,
    promotions,
  });
  const cents = price.firstOrderPromoCents;
  return cents > 0 ? { weekStart: earliest.weekStart, cents } : null;
}

/**
 * The live price of each open week to be charged, in date order, as the one pricing function
 * gives it when the weeks before have used the gift balance and credit they would: the box total
 * the Meals page shows (issue 27: it showed the meals less the first-order promotion only).
 * `promotions`: when the screen's own statement read them (promotionsJson).
 */
export async function priceOpenWeeks(
  userId: string,
  weeks: readonly {
    weekStart: IsoDate;
    /** The week's box: the plan's size, or its own for this week only. */
    box: { mealsPerWeek: number; pricePerMealCents: number };
    splitDelivery: boolean;
    isFirstOrder: boolean;
    /** Skipped: priced as if unskipped, but it leaves the balances to the weeks after. */
    skipped: boolean;
    /** The week's add-ons (none once skipped: a skip drops them). */
    addOnsCents: number;
  }[],
  now: Date,
  known?: CustomerPromotions,
): Promise<Map<IsoDate, PriceBreakdown>> {
  const prices = new Map<IsoDate, PriceBreakdown>();
  if (weeks.length === 0) return prices;
  const promotions = known ?? (await customerPromotions(userId, now));
  let gift = promotions.giftBalanceCents;
  let credit = promotions.creditBalanceCents;
  for (const week of [...weeks].sort((a, b) => a.weekStart.localeCompare(b.weekStart))) {
    const price = priceOrder({
      mealsPerWeek: week.box.mealsPerWeek,
      pricePerMealCents: week.box.pricePerMealCents,
      coupon: promotions.coupon,
      isFirstOrder: week.isFirstOrder,
      giftBalanceCents: gift,
      creditBalanceCents: credit,
      splitDelivery: week.splitDelivery,
      addOnsCents: week.addOnsCents,
    });
    if (!week.skipped) {
      gift = price.giftCardBalanceCents;
      credit -= price.creditsAppliedCents;
    }
    prices.set(week.weekStart, price);
  }
  return prices;
}
