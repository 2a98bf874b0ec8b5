// Environment variables, parsed once. Every variable is listed in .env.example with its local default.
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional,
  APP_URL: z.string().url().default("http://localhost:3000"),
  NEXTAUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Lakeshore Kitchen <hello@lakeshorekitchen.ca>"),
  OUTBOX_DIR: z.string().default(".data/outbox"),
  SUPPORT_EMAIL: z.string().email().default("hello@lakeshorekitchen.ca"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  CRON_SECRET: optional,
  /** "1" lets a `test-now` cookie or `x-test-now` header set the server's clock (e2e only). */
  ALLOW_TEST_CLOCK: optional,
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) cached = schema.parse(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
