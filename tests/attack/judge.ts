// What every answer to a hostile request must look like: never 5xx; under /api always JSON (a
// receipt PDF and a metrics scrape are the 2xx exceptions); every 4xx in the spec's error shape; never a stack
// trace, SQL, a connection string or a secret in the body.
import { luhnValid } from "../../lib/payments/offline-cards";

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const LEAKS: [string, RegExp][] = [
  ["stack trace", /\n\s+at\s+\S+|\bat (?:async )?\S+ \(\S+:\d+:\d+\)/],
  // SQL as the database speaks it: a statement naming a quoted table ("User").
  ["SQL", /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^\n]{0,120}\\?"[A-Z]\w*\\?"/],
  [
    "database detail",
    /prisma|postgres(?:ql)?:\/\/|ECONNREFUSED|duplicate key|violates .* constraint/i,
  ],
  ["password hash", /\$argon2/],
];

export function problemsWith(answer: Answer, secrets: string[], method: string): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${answer.status} answer`);
  const isPdf = answer.status < 300 && answer.contentType.startsWith("application/pdf");
  // The one text answer: a Prometheus scrape with the right METRICS_TOKEN.
  const isScrape = answer.status < 300 && answer.contentType.startsWith("text/plain; version=");
  const noBody = method === "HEAD" || answer.status === 204 || answer.status === 304;
  if (!noBody && !isPdf && !isScrape) {
    if (!answer.contentType.startsWith("application/json")) {
      problems.push(`not JSON (${answer.contentType || "no content-type"})`);
    } else {
      let json: unknown;
      try {
        json = JSON.parse(answer.body);
      } catch {
        problems.push("unparseable JSON");
      }
      if (answer.status >= 400 && json !== undefined) {
        const shape = shapeProblem(json, answer.status);
        if (shape) problems.push(`error shape: ${shape}`);
      }
    }
  }
  for (const [what, pattern] of LEAKS)
    if (pattern.test(answer.body)) problems.push(`leaks ${what}`);
  for (const secret of secrets)
    if (secret && answer.body.includes(secret)) problems.push("leaks a secret");
  return problems;
}

function shapeProblem(json: unknown, status: number): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return "not an object";
  const body = json as Record<string, unknown>;
  const extra = Object.keys(body).filter(
    (k) => !["statusCode", "message", "errors", "requestId"].includes(k),
  );
  if (extra.length) return `unexpected keys ${extra.join(",")}`;
  if (body.statusCode !== status) return `statusCode ${String(body.statusCode)} ≠ ${status}`;
  if (typeof body.message !== "string" || body.message === "") return "no message";
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return "errors is not a list";
    for (const e of body.errors as Record<string, unknown>[]) {
      if (typeof e?.property !== "string" || !e.constraints || typeof e.constraints !== "object") {
        return "an error lacks property/constraints";
      }
      if (Object.values(e.constraints).some((m) => typeof m !== "string"))
        return "a constraint is not text";
    }
  }
  return null;
}

/** Luhn-valid 13–19 digit runs: card numbers. */
function cardNumbers(text: string): string[] {
  return (text.match(/\b\d{13,19}\b/g) ?? []).filter(luhnValid);
}

/** Addresses such as ann@example.com (not package@1.2.3 or a path's /@scope/). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/** Body fields whose values are personal or secret: their values must not reach the log. */
const PERSONAL_KEY =
  /email|password|token|secret|line1|line2|street|address|postal|phone|card|cvc/i;

/**
 * The personal and secret strings in the request bodies the suite sent (emails, passwords,
 * tokens, street addresses, card numbers), long enough that finding one in the log is no chance.
 */
export function personalValues(bodies: (string | undefined)[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (PERSONAL_KEY.test(key) && value.trim().length >= 8) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const body of bodies) {
    if (!body) continue;
    try {
      walk(JSON.parse(body), "");
    } catch {
      // Not JSON (the suite sends broken bodies on purpose): nothing structured to collect.
    }
  }
  return [...found];
}

/**
 * What must never reach the server's log: tokens, passwords, card numbers, reset links, email
 * addresses, and any of `sensitive` (the suite's own tokens, passwords and personal values).
 */
export function logLeaks(log: string, sensitive: string[]): string[] {
  const found: string[] = [];
  for (const value of sensitive)
    if (value && log.includes(value))
      found.push(`a token, password or personal value (${value.slice(0, 4)}…)`);
  if (cardNumbers(log).length)
    found.push(`card numbers: ${cardNumbers(log).slice(0, 3).join(", ")}`);
  if (/resetToken=/.test(log)) found.push("a password-reset link");
  const emails = log.match(EMAIL) ?? [];
  if (emails.length) found.push(`email addresses: ${emails.slice(0, 3).join(", ")}`);
  return found;
}

/** The fields every request's log line carries (lib/log/request-log.ts). */
const REQUEST_LINE_FIELDS: [string, (v: unknown) => boolean][] = [
  ["reqId", (v) => typeof v === "string" && v.length >= 8],
  ["route", (v) => typeof v === "string" && v.startsWith("/")],
  ["method", (v) => typeof v === "string"],
  ["status", (v) => typeof v === "number"],
  ["durationMs", (v) => typeof v === "number" && v >= 0],
];

/**
 * The server's request lines: each names its request id, route, method, status and duration, and
 * the signed-in calls name their caller. Problems found, or none.
 */
export function requestLineProblems(log: string): string[] {
  const requests = log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .filter((line) => line.msg === "request");
  if (requests.length === 0) return ["no request lines in the log"];
  const problems = new Set<string>();
  for (const line of requests) {
    for (const [field, ok] of REQUEST_LINE_FIELDS)
      if (!ok(line[field])) problems.add(`a request line without ${field}`);
  }
  const signedIn = requests.filter((l) => typeof l.userId === "string" && l.userId !== "");
  if (signedIn.length === 0) problems.add("no request line names its signed-in caller (userId)");
  return [...problems];
}
