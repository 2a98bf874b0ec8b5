// Whoever delivers (an admin: the app has no driver role) marks a stop delivered, or not
// delivered with a reason. Delivered: the customer is mailed "Delivered" with the time, and the
// order becomes DELIVERED once each of its boxes is. Not delivered: the stop waits for the
// manager's decision (decide-stop.ts) and the customer is told we're looking into it. The first
// mark on the day itself starts the day's deliveries. Audited on the customer's record, in the
// same transaction.
import type { DeliveryDay, DeliveryMark } from "@/generated/prisma/client";
import { writeAudit } from "@/lib/admin/audit-log";
import { formatDay, formatDeadline, torontoDay } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { queueMails } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import type { DeliveryMailRef } from "@/lib/orders/delivery-mails";
import { settleDeliveredOrder, writeStopMark } from "@/lib/orders/delivery-stops";
import { dayHasCome } from "./delivery-day";
import { lockedStop, type LockedStop } from "./locked-stop";
import { canMark } from "./stop-state";
import { tellStopsOnTheirWay } from "./start-deliveries";

export interface MarkStopInput {
  orderId: string;
  day: DeliveryDay;
  mark: DeliveryMark;
  reason?: string;
}

function refusal(stop: LockedStop, mark: DeliveryMark): string {
  const at = stop.stop?.markedAt ? ` (${formatDeadline(stop.stop.markedAt)})` : "";
  switch (stop.state) {
    case "delivered":
      return `${stop.label} is already marked delivered${at}.`;
    case "not-delivered":
      return `${stop.label} is already marked not delivered${at}: the manager decides to redeliver or credit it.`;
    case "credited":
      return `${stop.label} was not delivered and is credited: nothing is left to mark.`;
    default:
      return mark === "NOT_DELIVERED" && stop.order.deliveredAt
        ? `The rollover recorded ${stop.label} as delivered on ${formatDay(torontoDay(stop.order.deliveredAt))}. To give its money back, credit the customer from their record.`
        : `${stop.label} cannot be marked now.`;
  }
}

export async function markStop(
  input: MarkStopInput,
  actorId: string,
  now: Date,
): Promise<{ message: string }> {
  return db.$transaction(async (tx) => {
    const stop = await lockedStop(tx, input.orderId, input.day);
    if (!dayHasCome(stop.week, stop.day, now)) {
      throw new AppError(
        "CONFLICT",
        `${stop.label} goes out on ${stop.dateLabel}: it can be marked from that day on.`,
      );
    }
    if (!canMark(stop.state, input.mark)) throw new AppError("CONFLICT", refusal(stop, input.mark));
    const delivered = input.mark === "DELIVERED";
    const reason = delivered ? null : (input.reason ?? "").trim();
    await writeStopMark(
      tx,
      { orderId: stop.order.id, day: stop.day, mark: input.mark, reason, actorId },
      now,
    );
    if (delivered) {
      await settleDeliveredOrder(tx, stop.order, now);
      await queueMails<DeliveryMailRef>(
        [{ compose: "box-delivered", orderId: stop.order.id, day: stop.day }],
        tx,
      );
    } else {
      // Told at once, not only when the manager decides (issue 38: the mark said nothing).
      await insertNotifications(tx, [
        {
          userId: stop.order.userId,
          title: "We're looking into your delivery",
          body: `Your box for ${stop.dateLabel} wasn't delivered. We're looking into it and will tell you shortly whether we bring it again or credit it.`,
          link: "/customer/orders",
          createdAt: now,
        },
      ]);
    }
    // On the day itself the first mark starts the day (a later mark finds it started: no-op).
    if (torontoDay(now) === stop.date)
      await tellStopsOnTheirWay(tx, stop.order.weekId, stop.day, now);
    await writeAudit(
      tx,
      {
        actorId,
        targetUserId: stop.order.userId,
        action: delivered ? "delivery-delivered" : "delivery-not-delivered",
        detail: `Order ${stop.order.number}, ${stop.dateLabel}${reason ? `: ${reason}` : ""}`,
      },
      now,
    );
    return {
      message: delivered
        ? `Delivered: ${stop.label}. The customer is mailed the time.`
        : `Not delivered: ${stop.label}. Decide below to redeliver or credit it.`,
    };
  });
}
