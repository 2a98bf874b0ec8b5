// Boxes a driver marked not delivered that wait for the manager's decision (credit or redeliver):
// the exceptions page lists them beside the kitchen's exceptions, so the manager sees them where
// they work, with a link to the day's route where the decision is made (issue 38, item 8).
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";

export interface MissedBox {
  key: string;
  orderNumber: string;
  week: IsoDate;
  day: "MONDAY" | "THURSDAY";
  customer: { userId: string; name: string };
  reason: string | null;
  markedAt: string | null;
  markedBy: string | null;
}

export async function missedBoxesToDecide(): Promise<MissedBox[]> {
  const stops = await db.deliveryStop.findMany({
    where: { mark: "NOT_DELIVERED", decision: null },
    orderBy: { markedAt: "asc" },
    take: 100,
    select: {
      id: true,
      day: true,
      reason: true,
      markedAt: true,
      markedBy: { select: { firstName: true, lastName: true } },
      order: {
        select: {
          number: true,
          week: { select: { startDate: true } },
          user: { select: { id: true, firstName: true, lastName: true } },
        },
      },
    },
  });
  return stops.map((stop) => ({
    key: stop.id,
    orderNumber: stop.order.number,
    week: fromDateColumn(stop.order.week.startDate),
    day: stop.day,
    customer: {
      userId: stop.order.user.id,
      name: `${stop.order.user.firstName} ${stop.order.user.lastName}`,
    },
    reason: stop.reason,
    markedAt: stop.markedAt?.toISOString() ?? null,
    markedBy: stop.markedBy ? `${stop.markedBy.firstName} ${stop.markedBy.lastName}` : null,
  }));
}
