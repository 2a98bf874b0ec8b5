import { assertEnv, envProblems } from "./env";

const production = {
  NODE_ENV: "production",
  NEXTAUTH_SECRET: "a-long-enough-secret-value",
  DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/db",
} as NodeJS.ProcessEnv;

test("a complete production environment passes", () => {
  expect(envProblems(production)).toEqual([]);
});

test("a production server without NEXTAUTH_SECRET refuses to start, naming it", () => {
  const rest = { ...production, NEXTAUTH_SECRET: undefined };
  expect(() => assertEnv(rest)).toThrow(/NEXTAUTH_SECRET is required/);
});

test("malformed values are named too", () => {
  const problems = envProblems({
    ...production,
    TRUSTED_PROXIES: "10.0.0.0/8, nope",
    DATABASE_POOL_SIZE: "many",
    APP_URL: "not a url",
  });
  expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual([
    "APP_URL",
    "DATABASE_POOL_SIZE",
    "TRUSTED_PROXIES",
  ]);
});

test("development needs nothing", () => {
  expect(envProblems({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toEqual([]);
});

test("a variable set to an empty string counts as not set", () => {
  const blank = { ...production, ROLLOVER_CRASH_AT: "", JOBS_SCHEDULE: "", PORT: " " };
  expect(envProblems(blank)).toEqual([]);
  expect(envProblems({ ...production, ROLLOVER_CRASH_AT: "later" })).toHaveLength(1);
});
