// Test data made through the domain layer, unique per call so test files can run in parallel.
import { randomUUID } from "node:crypto";
import { registerUser } from "@/lib/auth/register";
import { db } from "@/lib/db";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A signed-up customer with a bearer token, optionally with a delivery schedule chosen. */
export async function newCustomer(options: { withSchedule?: boolean } = {}) {
  const email = uniqueEmail("customer");
  const { userId, token } = await registerUser(
    { firstName: "Test", lastName: "Customer", email, password: "correct-horse-battery" },
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
