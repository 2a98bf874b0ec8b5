// An order written as it already stands, in any state, with its totals and meals: the demo seed's
// past weeks (lib/seed). Never a customer's or the rollover's path: those go through
// week-orders.ts and bulk-moves.ts, which keep to the transition table.
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";

export function insertRecordedOrder(
  tx: Tx,
  data: Prisma.WeeklyOrderUncheckedCreateInput,
): Promise<{ id: string }> {
  return tx.weeklyOrder.create({ data, select: { id: true } });
}
