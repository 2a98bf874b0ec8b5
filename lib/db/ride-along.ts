// A signed-in read in one round trip: the caller's session lookup rides along with the request's
// first read of the path user's data, in one batch (./batch). On this machine a round trip cost a
// signed-in read about a tenth of its time (docs/decisions/read-paths.md).
//
// The read goes out before anyone knows who is calling, so it is gated in SQL: its user id is
// replaced by "that user, if the session whose token came with the request is theirs", so for a
// stranger's (or no) token it reads nothing. The route then decides from the session row as
// always (lib/api/route.ts) and says so (`decide`): the owner gets the read's rows; an admin on
// another user's data gets the read again, ungated; anyone else's read fails with RideRefused,
// ending the handler. Until the decision, every other statement of the request (the pool's
// `query` and `connect`) waits, and runs only if the caller may read: nothing ungated runs for an
// unauthorized caller.
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { queryBatch, type BatchStatement } from "./batch";
import { isStatementNameError } from "./statement-names";

export type Verdict = "owner" | "other-user" | "refused";

export interface RideSpec {
  /** The caller's session lookup, sent with the first read (or alone if none comes). */
  lookup: BatchStatement;
  /** SQL for "the user id `$user`, if the session with token hash `$token` is theirs, else NULL". */
  gate: (token: string, user: string) => string;
  tokenHash: string;
  /** The path's `{userId}`: only a read of this user may ride. */
  userId: string;
}

/** The read was not run for this caller (the route answers 401 or 403). */
export class RideRefused extends Error {
  constructor() {
    super("The caller may not read this user's data.");
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Observed by whoever awaits it; never an unhandled rejection on its own.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export class Ride {
  private sent = false;
  private decided = false;
  private readonly lookupAnswer = deferred<pg.QueryResult>();
  private readonly verdict = deferred<Verdict>();

  constructor(
    private readonly spec: RideSpec,
    private readonly database: {
      /** A pooled connection that does not wait for this ride. */
      connect: () => Promise<pg.PoolClient>;
      /** A name was unknown to the server connection (a transaction-mode pooler). */
      forgetNames: () => void;
    },
  ) {}

  /** The session lookup's rows, once sent with the first read or alone. */
  get lookup(): Promise<pg.QueryResult> {
    return this.lookupAnswer.promise;
  }

  get pending(): boolean {
    return !this.decided;
  }

  get userId(): string {
    return this.spec.userId;
  }

  /** The route's decision from the lookup: every statement waiting on it goes on (or fails). */
  decide(verdict: Verdict): void {
    this.decided = true;
    this.verdict.resolve(verdict);
  }

  /** Sends the lookup alone when no read took it (called before any other statement runs). */
  sendLookupAlone(): void {
    if (this.sent) return;
    this.sent = true;
    void this.run([this.spec.lookup]).then(
      ([lookup]) => this.lookupAnswer.resolve(lookup),
      (error: unknown) => this.lookupAnswer.reject(error),
    );
  }

  /** Resolves once the caller may go on; throws RideRefused when not. */
  async mayProceed(): Promise<void> {
    this.sendLookupAlone();
    if ((await this.verdict.promise) === "refused") throw new RideRefused();
  }

  /**
   * Runs `read` with the lookup in one round trip, its `userParams` ($n) gated, and answers its
   * rows once the route has decided for the owner. Null when the read must run as usual: the
   * lookup went already (the read then waits for the decision on the pool), or an admin reads
   * another user's data (the gated read found nothing). Throws RideRefused for anyone else.
   */
  async carry(read: BatchStatement, userParams: number[]): Promise<pg.QueryResult | null> {
    if (this.sent) return null;
    this.sent = true;
    let answer: pg.QueryResult;
    try {
      const [lookup, rows] = await this.run([this.spec.lookup, this.gated(read, userParams)]);
      this.lookupAnswer.resolve(lookup);
      answer = rows;
    } catch (error) {
      this.lookupAnswer.reject(error);
      throw error;
    }
    const verdict = await this.verdict.promise;
    if (verdict === "refused") throw new RideRefused();
    return verdict === "owner" ? answer : null;
  }

  private gated(read: BatchStatement, userParams: number[]): BatchStatement {
    const token = `$${read.values.length + 1}`;
    const gatedUser = new Set(userParams);
    const text = read.text.replace(/\$(\d+)(?!\d)/g, (param, index: string) =>
      gatedUser.has(Number(index)) ? `(${this.spec.gate(token, param)})` : param,
    );
    return {
      text,
      values: [...read.values, this.spec.tokenHash],
      name: read.name && `${read.name}g`,
    };
  }

  private async run(statements: BatchStatement[]): Promise<pg.QueryResult[]> {
    try {
      return await this.once(statements);
    } catch (error) {
      if (!isStatementNameError(error) || !statements.some((s) => s.name)) throw error;
      // As the pool does (./index): unnamed from now on, and this batch again.
      this.database.forgetNames();
      return this.once(statements.map((statement) => ({ ...statement, name: undefined })));
    }
  }

  private async once(statements: BatchStatement[]): Promise<pg.QueryResult[]> {
    const client = await this.database.connect();
    let broken: Error | undefined;
    try {
      return await queryBatch(client, statements);
    } catch (error) {
      // The server's refusal of a statement leaves the connection usable; anything else does not.
      if (!(error instanceof pg.DatabaseError)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

const KEY = Symbol.for("lakeshore.ride-along");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Ride> };
const rides = (holder[KEY] ??= new AsyncLocalStorage<Ride>());

/** Runs `work` with `ride` as its request's ride. */
export function withRide<T>(ride: Ride, work: () => T): T {
  return rides.run(ride, work);
}

/** The current request's ride while the route has not decided yet, else undefined. */
export function pendingRide(): Ride | undefined {
  const ride = rides.getStore();
  return ride?.pending ? ride : undefined;
}
