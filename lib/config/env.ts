// Environment variables, parsed once by one schema. Every variable is listed in .env.example with
// its local default. scripts/serve.ts (and instrumentation.ts) call assertEnv() at start-up, so
// a production server missing a required variable refuses to start and names it, instead of
// starting and answering 500 on the first sign-in.
import { z } from "zod";
import { BRAND_SITE_URL } from "@/lib/brand";
import { parseTrustedProxies } from "@/lib/net/forwarded";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

// A variable set to "" (as `FOO=` in a .env file or a spawn's env) means "not set".
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const flag = z.preprocess(blankIsUnset, z.enum(["0", "1"]).optional());
const positiveInt = z.preprocess(blankIsUnset, z.coerce.number().int().positive().optional());

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // Database
    DATABASE_URL: optional,
    /** The server itself when DATABASE_URL is a transaction-mode pooler (migrations, LISTEN). */
    DIRECT_URL: optional,
    PGLITE_PORT: positiveInt,
    DATABASE_POOL_SIZE: positiveInt,
    // App and sessions
    APP_URL: z.string().url().default("http://localhost:3000"),
    NEXTAUTH_URL: z.string().url().optional(),
    /** The site's public address, in links customers share (referral, affiliate). */
    PUBLIC_URL: z.preprocess(blankIsUnset, z.string().url().default(BRAND_SITE_URL)),
    NEXTAUTH_SECRET: optional,
    PORT: positiveInt,
    TRUSTED_PROXIES: optional.refine(
      (raw) => {
        try {
          parseTrustedProxies(raw);
          return true;
        } catch {
          return false;
        }
      },
      { message: "list IP addresses or CIDR ranges, separated by commas" },
    ),
    // Mail
    SMTP_URL: optional,
    MAIL_FROM: z.string().default("Lakeshore Kitchen <hello@lakeshorekitchen.ca>"),
    OUTBOX_DIR: z.string().default(".data/outbox"),
    SUPPORT_EMAIL: z.string().email().default("hello@lakeshorekitchen.ca"),
    // Cards
    STRIPE_SECRET_KEY: optional,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    // Maps, analytics, affiliate scripts
    GOOGLE_MAPS_API_KEY: optional,
    NEXT_PUBLIC_GOOGLE_MAPS_KEY: optional,
    NEXT_PUBLIC_GTM_ID: optional,
    NEXT_PUBLIC_AFFILIATE_SCRIPT_URL: optional,
    // Weekly rollover and the job queue
    CRON_SECRET: optional,
    JOBS_IN_APP: flag,
    JOBS_SCHEDULE: flag,
    WORKER_CONCURRENCY: positiveInt,
    ROLLOVER_BATCH_SIZE: positiveInt,
    ROLLOVER_CRASH_AT: z.preprocess(
      blankIsUnset,
      z.enum(["after-freeze", "after-claim", "after-provider", "after-settle"]).optional(),
    ),
    // Operating it
    /** Bearer secret for GET /api/metrics; unset, the endpoint answers 404 (off). */
    METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    /** pino's level; default info (silent under tests). */
    LOG_LEVEL: z.preprocess(
      blankIsUnset,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    ),
    // Testing only
    /** "1" lets a `test-now` cookie or `x-test-now` header set the server's clock (e2e only). */
    ALLOW_TEST_CLOCK: optional,
    TEST_DATABASE_URL: optional,
    TEST_POOLER_URL: optional,
    E2E_DATABASE_URL: optional,
  })
  .superRefine((vars, ctx) => {
    if (vars.NODE_ENV !== "production") return;
    // Without these a production server starts, then fails every sign-in or every query.
    if (!vars.NEXTAUTH_SECRET || vars.NEXTAUTH_SECRET.length < 16) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "is required in production (at least 16 characters; `npm start` makes one)",
      });
    }
    if (!vars.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "is required in production (`npm start` starts an embedded one)",
      });
    }
  });

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** One line per bad variable, naming it: "NEXTAUTH_SECRET is required in production …". */
export function envProblems(source: NodeJS.ProcessEnv = process.env): string[] {
  const result = schema.safeParse(source);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
}

/** Throws an error naming every missing or malformed variable. */
export function assertEnv(source: NodeJS.ProcessEnv = process.env): void {
  const problems = envProblems(source);
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment (see .env.example):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

export function env(): Env {
  if (!cached) cached = schema.parse(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
