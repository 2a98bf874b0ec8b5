// Several statements in one round trip: every statement's Parse/Bind/Execute goes out in one write
// behind a single Sync, and the answers come back together. On this 2-core machine each round trip
// to PostgreSQL cost the request more than the statement itself (the write's system call wakes
// the server; a signed-in read spent a tenth of its time there: docs/decisions/read-paths.md).
//
// Under one Sync the statements run in one implicit transaction, in order: the first error skips
// the rest, and the batch fails with it. Named statements keep their names (./statement-names);
// a name the server connection does not know (a transaction-mode pooler) fails the batch like a
// single statement, and the pool's caller runs it again unnamed (./index).
import pg from "pg";
import { utcTypes } from "./pg-types";

export interface BatchStatement {
  text: string;
  values: unknown[];
  name?: string;
}

/** What pg's client calls on the query it is reading answers for (not in @types/pg). */
interface AnswerHandler {
  name?: string;
  text?: string;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: pg.Connection): void;
  handleEmptyQuery(connection: pg.Connection): void;
  handleError(error: Error, connection: pg.Connection): void;
  handleReadyForQuery(connection: pg.Connection): void;
  handlePortalSuspended(connection: pg.Connection): void;
  handleCopyInResponse(connection: pg.Connection): void;
  handleCopyData(msg: unknown, connection: pg.Connection): void;
}

/** The connection's record of the names it has prepared (pg's own bookkeeping). */
interface NamedStatements {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

type Done = (error: Error | null, results?: pg.QueryResult[]) => void;

const completedBeforeError = new WeakMap<object, number>();

/** How many of a failed batch's statements had completed before it failed (0 if unknown). */
export function completedBefore(error: unknown): number {
  return (typeof error === "object" && error && completedBeforeError.get(error)) || 0;
}

const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils.prepareValue;

class BatchQuery implements pg.Submittable {
  private readonly queries: AnswerHandler[];
  private readonly results: pg.QueryResult[] = [];
  private current = 0;

  constructor(
    private readonly statements: BatchStatement[],
    private readonly done: Done,
  ) {
    this.queries = statements.map((statement, index) => {
      const query = new pg.Query({
        text: statement.text,
        values: statement.values,
        name: statement.name,
        // The pool's parsers (UTC timestamps and dates), as its own statements get them.
        types: utcTypes,
      });
      const answer = (error: Error | undefined, result: pg.QueryResult) => {
        if (!error) this.results[index] = result;
      };
      Object.assign(query, { callback: answer });
      return query as unknown as AnswerHandler;
    });
  }

  // pg records a Parse's name and text from the query it is reading answers for.
  get name(): string | undefined {
    return this.queries[this.current]?.name;
  }

  get text(): string | undefined {
    return this.queries[this.current]?.text;
  }

  submit(connection: pg.Connection): void {
    const names = connection as unknown as NamedStatements;
    connection.stream.cork();
    try {
      for (const statement of this.statements) {
        const name = statement.name ?? "";
        const parsed =
          name !== "" &&
          (names.parsedStatements[name] !== undefined ||
            names.submittedNamedStatements[name] !== undefined);
        if (!parsed) {
          connection.parse({ text: statement.text, name, types: [] }, true);
          if (name) names.submittedNamedStatements[name] = statement.text;
        }
        connection.bind(
          { statement: name, values: statement.values, valueMapper: prepareValue } as pg.BindConfig,
          true,
        );
        connection.describe({ type: "P", name: "" }, true);
        connection.execute({ portal: "" }, true);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }

  handleRowDescription(msg: unknown) {
    this.queries[this.current].handleRowDescription(msg);
  }

  handleDataRow(msg: unknown) {
    this.queries[this.current].handleDataRow(msg);
  }

  handleCommandComplete(msg: unknown, connection: pg.Connection) {
    this.queries[this.current].handleCommandComplete(msg, connection);
    // Its answer is whole: hand it over now, as ReadyForQuery comes only once, after the last.
    this.queries[this.current].handleReadyForQuery(connection);
    this.current += 1;
  }

  handleEmptyQuery(connection: pg.Connection) {
    this.queries[this.current].handleEmptyQuery(connection);
    this.queries[this.current].handleReadyForQuery(connection);
    this.current += 1;
  }

  handleError(error: Error, connection: pg.Connection) {
    // The server skipped every message after the failing one: the names those would have
    // prepared were never prepared (pg forgets only the failing statement's).
    const names = connection as unknown as NamedStatements;
    for (const statement of this.statements.slice(this.current)) {
      if (statement.name && names.parsedStatements[statement.name] === undefined) {
        delete names.submittedNamedStatements[statement.name];
      }
    }
    completedBeforeError.set(error, this.current);
    this.done(error);
  }

  handleReadyForQuery() {
    this.done(null, this.results);
  }

  handlePortalSuspended() {}

  // No batch copies (a COPY is never one of its statements).
  handleCopyInResponse() {}

  handleCopyData() {}
}

/** Runs the statements in order on one pooled connection, in one round trip. */
export async function queryBatch(
  client: pg.ClientBase,
  statements: BatchStatement[],
): Promise<pg.QueryResult[]> {
  return new Promise((resolve, reject) => {
    const batch = new BatchQuery(statements, (error, results) =>
      error ? reject(error) : resolve(results ?? []),
    );
    void client.query(batch);
  });
}
