// One rule for transactions: inside one, every statement goes through it (reads, writes and the
// job queue's inserts). A statement sent on the global pool instead reads around the transaction
// (it cannot see the transaction's own writes), can queue work for a change that later rolls back,
// and on the embedded database (one session) waits for the very transaction that waits for it:
// cancelling a plan hung 20 s there and failed. docs/decisions/transactions.md.
//
// Each transaction body runs inside `transactionScope`; the pool's `query` and `connect` ask
// `assertOutsideTransaction` first. A use of the pool while the transaction is still open throws
// in tests, in the e2e server and on the embedded database (where it would hang), and is logged
// on a real server (where it used to work, if wrongly). Work that must run apart from the
// transaction on purpose says so with `outsideTransaction`.
import { AsyncLocalStorage } from "node:async_hooks";

interface OpenTransaction {
  open: boolean;
}

const scope = new AsyncLocalStorage<OpenTransaction>();

export class PoolInsideTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} on the global pool while a transaction is open in the same call chain: pass the transaction (tx) instead.`,
    );
    this.name = "PoolInsideTransactionError";
  }
}

/** Runs a transaction's body so that the pool can tell it is inside one. */
export async function transactionScope<T>(body: () => Promise<T>): Promise<T> {
  const transaction: OpenTransaction = { open: true };
  try {
    return await scope.run(transaction, body);
  } finally {
    // Promises begun inside and settled after the commit (a cache refresh) are no longer inside.
    transaction.open = false;
  }
}

/** Runs `work` as if no transaction were open: detached work that must not join the caller's. */
export function outsideTransaction<T>(work: () => T): T {
  return scope.exit(work);
}

/** Whether the current call chain is inside an open transaction. */
export function insideTransaction(): boolean {
  return scope.getStore()?.open === true;
}

function strict(): boolean {
  return (
    process.env.NODE_ENV === "test" ||
    process.env.DATABASE_SINGLE_SESSION === "1" ||
    process.env.DB_TX_GUARD === "throw"
  );
}

let report: (error: PoolInsideTransactionError) => void = (error) => {
  console.error(error.stack);
};

/** Where a use outside strict mode is reported (lib/db wires the logger in; kept free of it here). */
export function reportPoolUseWith(reporter: (error: PoolInsideTransactionError) => void): void {
  report = reporter;
}

/** Throws (strict) or reports when the global pool is used inside an open transaction. */
export function assertOutsideTransaction(what: string): void {
  if (!insideTransaction()) return;
  const error = new PoolInsideTransactionError(what);
  if (strict()) throw error;
  report(error);
}
