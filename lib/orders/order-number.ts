// The one order-number generator: a PostgreSQL sequence, so numbers never collide (a random
// number did, now and then, and forced a retry).
import { db, type Tx } from "@/lib/db";

export async function nextOrderNumber(client: Tx | typeof db = db): Promise<string> {
  const [row] = await client.$queryRaw<
    { n: bigint }[]
  >`SELECT nextval('weekly_order_number_seq') AS n`;
  return `LK-${row.n}`;
}

/** The SQL expression that draws a number inside a set-based INSERT (the rollover's). */
export const ORDER_NUMBER_SQL = `'LK-' || nextval('weekly_order_number_seq')`;
