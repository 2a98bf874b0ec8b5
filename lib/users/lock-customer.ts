// Serialises one customer's writes that replace a "the one" row (the default address, the default
// card): two saves at once would each unset the old one and insert a new default, and the second
// insert would break the one-default index. Locking the customer's row first makes the second
// save wait for the first and then replace its result.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";

export async function lockCustomer(tx: RawTx, userId: string): Promise<void> {
  await kyselyIn(tx).selectFrom("User").select("id").where("id", "=", userId).forUpdate().execute();
}
