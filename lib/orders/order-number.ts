// The one order-number generator: a PostgreSQL sequence, so numbers never collide (a random
// number did, now and then, and forced a retry).
import { expressionBuilder, sql, type AliasableExpression } from "kysely";
import { db, type Tx } from "@/lib/db";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";

// The sequence is created by a migration of its own; the generated table types do not list it.
const SEQUENCE = "weekly_order_number_seq";

/** A new order number as an SQL expression ("LK-" and the sequence's next value). */
export function drawOrderNumber(): AliasableExpression<string> {
  const eb = expressionBuilder<DB>();
  return eb(sql.lit("LK-"), "||", eb.cast<string>(eb.fn("nextval", [sql.lit(SEQUENCE)]), "text"));
}

export async function nextOrderNumber(client: Tx | typeof db = db): Promise<string> {
  const statements = client === db ? kysely : kyselyIn(client);
  const row = await statements
    .selectNoFrom(drawOrderNumber().as("number"))
    .executeTakeFirstOrThrow();
  return row.number;
}
