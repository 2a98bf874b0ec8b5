// A typed statement built and compiled once, then run with each call's values. Kysely builds and
// compiles a statement on every call: for a screen's one big statement (the customer home's, the
// Meals weeks') that took 0.4–1.1 ms of the event loop per request, more than PostgreSQL took to
// run it (docs/decisions/typed-sql.md). The statement is built with a marker in place of each
// input; each call swaps the markers in the compiled parameters for its values.
//
// Only inputs that become bound parameters can be markers (strings, numbers, and arrays of strings
// passed as one parameter): an input the builder reads in TypeScript (a branch, a computed date) would be
// a marker there. The first call checks the template against a statement built with that call's
// own values and throws if they differ, so such a builder fails its tests instead of misbehaving.
import type { CompiledQuery, Compilable, QueryResult } from "kysely";
import { isDeepStrictEqual } from "node:util";
import type { BatchStatement } from "./batch";
import { namesStatements, pool } from "./index";
import { kysely, kyselyIn } from "./kysely";
import { sqlValue, type RawTx } from "./raw-tx";
import { pendingRide } from "./ride-along";
import { statementName } from "./statement-names";

type Input = Record<string, string | number | readonly string[]>;

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each compiled parameter, the input it stands for (or null: a constant of the builder). */
  slots: (string | null)[];
}

const marker = (key: string) => `\u0000prepared:${key}\u0000`;

function markers<I extends Input>(sample: I): I {
  return Object.fromEntries(
    Object.entries(sample).map(([key, value], index) => [
      key,
      Array.isArray(value)
        ? [marker(key)]
        : typeof value === "number"
          ? Number.MIN_SAFE_INTEGER + index
          : marker(key),
    ]),
  ) as I;
}

function slotOf(parameter: unknown, keys: string[], template: Input): string | null {
  return keys.find((key) => parameter === template[key]) ?? null;
}

function fill<Row>(template: Template<Row>, input: Input): CompiledQuery<Row> {
  return {
    ...template.compiled,
    parameters: template.compiled.parameters.map((constant, i) => {
      const slot = template.slots[i];
      return slot === null ? constant : input[slot];
    }),
  };
}

/** A compiled statement as the pool sends it: its values encoded, named as the pool names. */
export function batchStatement(query: CompiledQuery): BatchStatement {
  return {
    text: query.sql,
    values: query.parameters.map(sqlValue),
    name: namesStatements(pool) ? statementName(query.sql) : undefined,
  };
}

export interface PreparedStatement<I extends Input, Row> {
  (input: I): Promise<QueryResult<Row>>;
  /** The statement for `input`, compiled, as a batch sends it. */
  compile(input: I): BatchStatement;
  /** The same statement inside a transaction the caller holds (never on the pool, never riding). */
  inTransaction(tx: RawTx, input: I): Promise<QueryResult<Row>>;
}

export function preparedStatement<I extends Input, Row>(
  build: (input: I) => Compilable<Row>,
): PreparedStatement<I, Row> {
  let template: Template<Row> | undefined;
  const compile = (input: I): CompiledQuery<Row> => {
    if (!template) {
      const marked = markers(input);
      const compiled = build(marked).compile();
      const keys = Object.keys(marked);
      const made: Template<Row> = {
        compiled,
        slots: compiled.parameters.map((parameter) => slotOf(parameter, keys, marked)),
      };
      const direct = build(input).compile();
      const filled = fill(made, input);
      if (direct.sql !== filled.sql || !isDeepStrictEqual(direct.parameters, filled.parameters)) {
        throw new Error(
          "preparedStatement: the builder uses an input other than as a bound parameter",
        );
      }
      template = made;
    }
    return fill(template, input);
  };
  const run = async (input: I): Promise<QueryResult<Row>> => {
    const query = compile(input);
    // A signed-in read's first statement of the path user's data carries the caller's lookup.
    const ride = pendingRide();
    if (ride && input.userId === ride.userId && template) {
      const userParams = template.slots.flatMap((slot, i) => (slot === "userId" ? [i + 1] : []));
      // Only a read the gate can narrow to the path user rides; any other waits on the pool.
      const carried =
        userParams.length > 0 && (await ride.carry(batchStatement(query), userParams));
      if (carried) return { rows: carried.rows as Row[] };
    }
    return kysely.executeQuery(query);
  };
  return Object.assign(run, {
    compile: (input: I) => batchStatement(compile(input)),
    inTransaction: (tx: RawTx, input: I) => kyselyIn(tx).executeQuery(compile(input)),
  });
}
