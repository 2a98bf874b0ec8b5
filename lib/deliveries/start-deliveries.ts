// Starting a day's deliveries: every paid stop of the day not told yet gets "Your box is on its
// way" (queued in the same transaction, at most once per stop). The "Start deliveries" button
// calls it; so does the first stop marked on the day itself (mark-stop.ts), so no customer misses
// the mail when whoever delivers forgets the button.
import type { DeliveryDay } from "@/generated/prisma/client";
import { dateColumn, formatDay, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import type { RawTx } from "@/lib/db/raw-tx";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { AppError } from "@/lib/errors";
import { queueMails } from "@/lib/mail/queued-mail";
import type { DeliveryMailRef } from "@/lib/orders/delivery-mails";
import { markStopsOnTheirWay } from "@/lib/orders/delivery-stops";
import { plural } from "./boxes";
import { dayHasCome } from "./delivery-day";
import { DAY_NAME } from "./locked-stop";

/** Tells the day's untold paid stops their box is on its way; answers how many were told. */
export async function tellStopsOnTheirWay(
  tx: RawTx,
  weekId: string,
  day: DeliveryDay,
  now: Date,
): Promise<number> {
  const orderIds = await markStopsOnTheirWay(tx, weekId, day, now);
  await queueMails<DeliveryMailRef>(
    orderIds.map((orderId) => ({ compose: "box-on-its-way", orderId, day })),
    tx,
  );
  return orderIds.length;
}

export async function startDeliveries(
  input: { week: IsoDate; day: DeliveryDay },
  now: Date,
): Promise<{ told: number; message: string }> {
  const { week, day } = input;
  if (!dayHasCome(week, day, now)) {
    throw new AppError(
      "CONFLICT",
      `${DAY_NAME[day]}'s deliveries start on ${formatDay(deliveryDate(week, day))}, not before.`,
    );
  }
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(week) },
    select: { id: true },
  });
  const told = row ? await db.$transaction((tx) => tellStopsOnTheirWay(tx, row.id, day, now)) : 0;
  return {
    told,
    message:
      told === 0
        ? "Every paid stop was already told its box is on its way."
        : `Deliveries started: ${plural(told, "customer", "customers")} told their box is on its way.`,
  };
}
