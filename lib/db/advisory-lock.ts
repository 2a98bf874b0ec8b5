// A transaction-scoped advisory lock, for work that must run one at a time per key (a login's
// email and address, a rate limit's bucket and client).
import { kyselyIn } from "./kysely";
import type { RawTx } from "./raw-tx";

/** Waits for the lock on `key` (hashed to an int4), held until `tx` commits or rolls back. */
export async function lockForTransaction(tx: RawTx, key: string): Promise<void> {
  await kyselyIn(tx)
    .selectNoFrom((eb) =>
      // As text: the function answers `void`, which a Prisma transaction cannot read back.
      eb
        .cast<string>(eb.fn("pg_advisory_xact_lock", [eb.fn("hashtext", [eb.val(key)])]), "text")
        .as("locked"),
    )
    .execute();
}
