// Type-level proof that typed SQL catches what string SQL could not (checked by `npm run
// typecheck`, never run): each @ts-expect-error below fails the type check if its statement
// ever compiles, that is, if the generated types stopped knowing the schema.
import { kysely } from "@/lib/db/kysely";

export function wrongStatements() {
  return [
    // @ts-expect-error an order status that does not exist ("PAYD")
    kysely.selectFrom("WeeklyOrder").select("id").where("status", "=", "PAYD"),
    // @ts-expect-error a column that does not exist
    kysely.selectFrom("WeeklyOrder").select("totalCentz"),
    kysely
      .updateTable("Subscription")
      // @ts-expect-error a subscription status that does not exist
      .set({ status: "SKIPPED" }),
  ];
}

export async function nullableColumn(): Promise<string> {
  const row = await kysely.selectFrom("Address").select("unit").executeTakeFirstOrThrow();
  // @ts-expect-error Address.unit may be null
  const unit: string = row.unit;
  return unit;
}

export function rightStatements() {
  return [
    kysely.selectFrom("WeeklyOrder").select(["id", "totalCents"]).where("status", "=", "PAID"),
    kysely.updateTable("Subscription").set({ status: "PAUSED" }),
  ];
}
