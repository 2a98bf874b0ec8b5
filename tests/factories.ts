// Test data made through the domain layer, unique per call so test files can run in parallel.
import { randomUUID } from "node:crypto";
import { registerUser } from "@/lib/auth/register";
import type { IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { startOrChangeSubscription } from "@/lib/subscriptions/start-subscription";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** newCustomer's password (for a test that signs in as the web client does). */
export const CUSTOMER_PASSWORD = "correct-horse-battery";

/** A signed-up customer with a bearer token, optionally with a delivery schedule chosen. */
export async function newCustomer(options: { withSchedule?: boolean } = {}) {
  const email = uniqueEmail("customer");
  const { userId, token } = await registerUser(
    { firstName: "Test", lastName: "Customer", email, password: CUSTOMER_PASSWORD },
    new Date(),
  );
  if (options.withSchedule) {
    await db.user.update({
      where: { id: userId },
      data: { deliveryDay: "MONDAY", deliveryTime: "16-20" },
    });
  }
  return { userId, token, email };
}

export async function planBySlugOrSize(mealsPerWeek: number) {
  return db.plan.findFirstOrThrow({ where: { mealsPerWeek, active: true } });
}

/**
 * A customer with a delivery schedule, a plan of `mealsPerWeek` started at `now`, an address and
 * a card: everything choosing a week's meals needs.
 */
export async function newSubscriber(mealsPerWeek: number, now: Date) {
  const customer = await newCustomer({ withSchedule: true });
  const plan = await planBySlugOrSize(mealsPerWeek);
  await startOrChangeSubscription(customer.userId, plan.id, now);
  await db.address.create({
    data: {
      userId: customer.userId,
      street: "10 Queens Quay W",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2R9",
      phone: "4165550101",
    },
  });
  await db.paymentMethod.create({
    data: {
      userId: customer.userId,
      provider: "offline",
      providerPaymentMethodId: "pm_card_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
    },
  });
  return { ...customer, plan, params: { userId: customer.userId } };
}

/** `count` meals from the week's menu, one of each (split: half Monday, half Thursday). */
export async function mealSelection(weekStart: IsoDate, count: number, split = false) {
  const menu = await getWeekMenu(weekStart);
  if (!menu) throw new Error(`the seed publishes ${weekStart}`);
  const dishes = menu.menus.map((m) => m.dish).filter((d) => !split || d.splitDeliveryEligible);
  return {
    splitDelivery: split,
    items: dishes.slice(0, count).map((dish, i) => ({
      dishId: dish.id,
      quantity: 1,
      slot: split ? (i < count / 2 ? "MONDAY" : "THURSDAY") : "SINGLE",
    })),
  };
}
