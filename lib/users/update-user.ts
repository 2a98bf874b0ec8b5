// PUT /api/users/{userId}: the delivery day and time window (and split delivery), or the
// customer's name. Email is
// shown but not editable (spec §5); it is never changed here.
import { z } from "zod";
import { db } from "@/lib/db";
import {
  DELIVERY_DAYS,
  DELIVERY_WINDOWS,
  type DeliveryWindowId,
} from "@/lib/delivery-schedule/windows";
import { AppError, notFound } from "@/lib/errors";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import { rescheduleEditableWeeks } from "@/lib/orders/week-orders";
import { LIVE_SUBSCRIPTION, liveSubscription } from "@/lib/subscriptions/live-subscription";
import { carrySplitDelivery } from "@/lib/subscriptions/split-delivery";
import { getMe } from "./me";

const name = (label: string) => z.string().trim().min(1, `Enter your ${label}.`).max(60);

export const updateUserSchema = z
  .object({
    deliveryDay: z.enum(DELIVERY_DAYS, { message: "Choose Monday or Thursday." }).optional(),
    deliveryTime: z
      .enum(DELIVERY_WINDOWS.map((w) => w.id) as [DeliveryWindowId, ...DeliveryWindowId[]], {
        message: "Choose a delivery time window.",
      })
      .optional(),
    /** Half the meals on Monday and half on Thursday (the deliveryDay is then Monday's). */
    splitDelivery: z.boolean().optional(),
    firstName: name("first name").optional(),
    lastName: name("last name").optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "Nothing to update.");
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export async function updateUser(userId: string, input: UpdateUserInput, now: Date) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { deliveryDay: true } });
  if (!user) throw notFound("User");
  const live = await liveSubscription(userId, {
    id: true,
    splitDelivery: true,
    plan: { select: { mealsPerWeek: true } },
  });
  const { splitDelivery, ...fields } = input;
  if (splitDelivery && !live) throw new AppError("BAD_REQUEST", "Choose a plan first.");
  const split = live && splitDelivery !== undefined ? splitDelivery : live?.splitDelivery;
  const splitRule = live ? splitDeliveryAvailability(live.plan.mealsPerWeek) : null;
  if (split && splitRule && !splitRule.available) {
    throw new AppError("VALIDATION", splitRule.reason ?? "Split delivery is unavailable.", {
      errors: [{ property: "splitDelivery", constraints: { planSize: splitRule.reason ?? "" } }],
    });
  }
  const splitChanged = live !== null && split !== live.splitDelivery;
  const dayChanged = input.deliveryDay !== undefined && input.deliveryDay !== user.deliveryDay;
  // Turning split on or off changes the delivery days, so it clears chosen meals like a new day.
  const mealsCleared = dayChanged || splitChanged;

  await db.$transaction(async (tx) => {
    if (Object.values(fields).some((value) => value !== undefined)) {
      await tx.user.update({ where: { id: userId }, data: fields });
    }
    if (!input.deliveryDay && !input.deliveryTime && !splitChanged) return;
    const schedule = { deliveryDay: input.deliveryDay, deliveryTime: input.deliveryTime };
    await tx.subscription.updateMany({ where: { userId, ...LIVE_SUBSCRIPTION }, data: schedule });
    await rescheduleEditableWeeks(tx, userId, schedule, mealsCleared, now);
    if (live) await carrySplitDelivery(tx, live.id, split ?? false, now);
  });
  return { user: await getMe(userId), mealsCleared };
}
