// The one logger (pino): JSON lines in production, readable lines in development when
// pino-pretty is installed, silent under tests unless LOG_LEVEL says otherwise. Lines written
// during a request carry its id, route and caller (request-context.ts). Output goes to stdout
// through pino's own destination: no worker-thread transport, which Next's bundles break.
import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import { requestContext } from "./request-context";

/** Values that must never reach a log, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "headers",
  "*.headers",
  "email",
  "*.email",
  "to",
  "*.to",
  "address",
  "*.address",
  "line1",
  "*.line1",
  "street",
  "*.street",
  "phone",
  "*.phone",
  "postalCode",
  "*.postalCode",
  "card",
  "*.card",
  "cardNumber",
  "*.cardNumber",
  "secret",
  "*.secret",
];

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function level(): string {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LEVELS as readonly string[]).includes(wanted)) return wanted;
  return process.env.NODE_ENV === "test" || process.env.JEST_WORKER_ID ? "silent" : "info";
}

/** pino-pretty as a synchronous stream, in development and only if it is installed. */
function prettyStream(): DestinationStream | undefined {
  if (process.env.NODE_ENV !== "development") return undefined;
  try {
    // Resolved from the app's root at run time, so no bundler tries to include it.
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const pretty = load("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

/** A logger with this module's options; `destination` replaces stdout (tests read the lines). */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: level(),
    base: { pid: process.pid },
    // ISO instants, not epoch milliseconds: a 13-digit epoch can pass the Luhn check, and the
    // attack suite rightly reads such a run in a log as a card number.
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    // Every line written inside a request names it (serve.ts writes the request's own line).
    mixin: () => {
      const context = requestContext();
      return context ? { ...context } : {};
    },
  };
  const stream = destination ?? prettyStream();
  return stream ? pino(options, stream) : pino(options);
}

const KEY = Symbol.for("lakeshore.logger");
const store = globalThis as typeof globalThis & { [KEY]?: Logger };

/** The process's logger, shared by serve.ts and every Next bundle. */
export function logger(): Logger {
  store[KEY] ??= createLogger();
  return store[KEY];
}

/** Replaces the process's logger (tests capture the lines a module writes). */
export function replaceLogger(replacement: Logger): void {
  store[KEY] = replacement;
}

/** For a CLI whose stdout is its answer (`npm run rollover` prints JSON): log lines go to stderr. */
export function logToStderr(): void {
  replaceLogger(createLogger(pino.destination(2)));
}

/** An Error's message and stack for a log line (pino's err serializer, without the noise). */
export function errorFields(error: unknown): { err: { message: string; stack?: string } } {
  if (error instanceof Error) return { err: { message: error.message, stack: error.stack } };
  return { err: { message: String(error) } };
}
