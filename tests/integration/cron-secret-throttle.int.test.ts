// The cron secret cannot be guessed at speed: failed attempts are counted per client address and
// past the limit the address gets 429 (with Retry-After, in the error shape) even with the right
// secret; right secrets are not counted, and other addresses are not affected.
import * as cron from "@/app/api/cron/rollover/route";
import { db } from "@/lib/db";
import { CRON_SECRET_LIMIT } from "@/lib/rate-limit/per-address";
import { call, pinRequestInstantPerTest } from "../helpers";
import { uniqueIp } from "./auth-fixtures";

pinRequestInstantPerTest();

afterAll(() => db.$disconnect());

// An invalid body: past authentication it is a 400, so nothing runs.
const attempt = (ip: string, secret: string) =>
  call(cron.POST, "/api/cron/rollover", {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "x-forwarded-for": ip },
    body: { dryRun: "yes" },
  });

test(`${CRON_SECRET_LIMIT.max} wrong cron secrets from one address → 429, even for the right one`, async () => {
  const ip = uniqueIp();
  for (let i = 0; i < CRON_SECRET_LIMIT.max; i++) {
    expect((await attempt(ip, `guess-${i}`)).status).toBe(401);
  }
  const over = await attempt(ip, "guess-again");
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(over.json).toEqual({ statusCode: 429, message: CRON_SECRET_LIMIT.message });
  expect((await attempt(ip, "test-cron-secret")).status).toBe(429);
  // Another address with the right secret gets through to the body check.
  expect((await attempt(uniqueIp(), "test-cron-secret")).status).toBe(400);
}, 60_000);

test("the right secret is never counted against its address", async () => {
  const ip = uniqueIp();
  for (let i = 0; i < CRON_SECRET_LIMIT.max + 2; i++) {
    expect((await attempt(ip, "test-cron-secret")).status).toBe(400);
  }
  expect((await attempt(ip, "guess")).status).toBe(401);
}, 60_000);
