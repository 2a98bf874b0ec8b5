// Shared by the admin tests: the demo admin's token, a fresh customer, far-future weeks no other
// test touches, and a dish of their own.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { addWeeks, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import type { DishInput } from "@/lib/menus/dish-schema";
import { demo, person } from "../customer-a-fixtures";

export const adminSession = () => demo("admin@lakeshorekitchen.ca");
export const customerSession = () => person(["customer"]);

// The files that use freshWeek, each given its own block of weeks far past the seeded ones, so
// files running side by side never share a week (two files once chose the same base and shared
// one). A new file adds its name at the end.
const FRESH_WEEK_FILES = [
  "admin-weekly-menu",
  "dish-caps",
  "admin-dishes",
  "admin-authorization",
  "admin-users",
  "admin-dashboard",
  "admin-reports",
  "kitchen-sheets",
  "admin-deliveries",
  "delivery-problems",
  "ratings",
  "money-back-races",
];
const FIRST_FRESH_WEEK = 30;
const WEEKS_PER_FILE = 80;
// Weeks a file may take; the rest of its block is a gap, for files whose upcoming week differs.
const WEEKS_USED_AT_MOST = 76;
let used = 0;
let from: IsoDate | undefined;

/** A Monday far past the seeded weeks that no other call in this run gets. */
export function freshWeek(): IsoDate {
  const file = path.basename(expect.getState().testPath ?? "").replace(/\.int\.test\.ts$/, "");
  const block = FRESH_WEEK_FILES.indexOf(file);
  if (block < 0) throw new Error(`freshWeek: add "${file}" to FRESH_WEEK_FILES`);
  used += 1;
  if (used > WEEKS_USED_AT_MOST)
    throw new Error(`freshWeek: ${file} needs more than ${WEEKS_USED_AT_MOST} weeks`);
  // Counted from the upcoming week of the file's first call: a run started at the deadline's
  // last second sees the upcoming week move on (or a file's clock start again) between calls,
  // and two calls one week apart would then get the same week.
  from ??= upcomingWeekStart(new Date());
  return addWeeks(from, FIRST_FRESH_WEEK + block * WEEKS_PER_FILE + used - 1);
}

export function dishInput(overrides: Partial<DishInput> = {}): DishInput {
  return {
    name: `Test dish ${randomUUID().slice(0, 6)}`,
    description: "Roasted squash with farro, kale and a maple-tahini dressing.",
    protein: 24,
    carbs: 52,
    fat: 14,
    calories: 520,
    ingredients: "Squash, farro, kale, tahini, maple syrup, lemon, salt.",
    allergens: ["Sesame", "Wheat/Gluten"],
    tags: ["Vegetarian"],
    splitDeliveryEligible: true,
    imageUrl: "/dishes/butter-chicken.svg",
    ...overrides,
  };
}

export async function newDish(overrides: Partial<DishInput> = {}) {
  const input = dishInput(overrides);
  return db.dish.create({
    data: { ...input, slug: `test-${randomUUID().slice(0, 12)}` },
    select: { id: true, name: true },
  });
}

/** The order charged in full, with the offline provider's own record of the payment, as the
 * rollover would have left it. */
export async function chargedInFull(
  s: { userId: string; card: { id: string } },
  order: { id: string; totalCents: number },
) {
  const providerChargeId = `pi_offline_admin_${order.id}`;
  await db.offlinePayment.create({
    data: {
      id: providerChargeId,
      idempotencyKey: `test:${order.id}`,
      customerId: "cus_test",
      paymentMethodId: "pm_card_visa",
      amountCents: order.totalCents,
      status: "succeeded",
    },
  });
  await db.charge.create({
    data: {
      userId: s.userId,
      orderId: order.id,
      amountCents: order.totalCents,
      status: "SUCCEEDED",
      providerChargeId,
      paymentMethodId: s.card.id,
      idempotencyKey: `charge:admin-test:${order.id}`,
    },
  });
}
