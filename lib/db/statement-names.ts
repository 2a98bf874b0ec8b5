// Names for prepared statements. A named statement is parsed and planned once per server
// connection and then only bound and run: PostgreSQL keeps its plan (the dashboard's read plans in
// 2.4 ms and runs in 0.4 ms; docs/decisions/read-paths.md). The name is the text's hash, so one
// text always has one name. A statement whose text varies with its input (an `IN` list of any
// length) would prepare without end: past the first 500 texts, names stop.
import { createHash } from "node:crypto";

const MAX_NAMED = 500;
const named = new Map<string, string>();

export function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known || named.size >= MAX_NAMED) return known;
  const name = `k${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  named.set(text, name);
  return name;
}

// SQLSTATEs of a statement name the server connection does not know ("prepared statement … does
// not exist") or knows already ("… already exists"). Both come from Parse or Bind, before the
// statement ran: a transaction-mode pooler gave this client another server connection.
const STATEMENT_NAME_ERRORS = new Set(["26000", "42P05"]);

export function isStatementNameError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && STATEMENT_NAME_ERRORS.has(code);
}
