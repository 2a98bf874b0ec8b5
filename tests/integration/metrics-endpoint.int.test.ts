// GET /api/metrics on PostgreSQL: wrong bearers are counted per address and refused with 429 past
// the limit (in the error shape), no token reaches the log, and the work counters are the
// cluster's totals: another process's counts and this one's unwritten counts, summed.
import * as metrics from "@/app/api/metrics/route";
import { db } from "@/lib/db";
import { captureLog } from "@/lib/log/capture-log";
import { mailTotal } from "@/lib/metrics/work-counters";
import { METRICS_TOKEN_LIMIT } from "@/lib/rate-limit/per-address";
import { call, pinRequestInstantPerTest } from "../helpers";
import { uniqueIp } from "./auth-fixtures";

const TOKEN = "metrics-token-for-the-endpoint-test";
const lines = captureLog();

beforeAll(() => {
  process.env.METRICS_TOKEN = TOKEN;
});
afterAll(async () => {
  delete process.env.METRICS_TOKEN;
  await db.$disconnect();
});

pinRequestInstantPerTest();
const scrape = (ip: string, bearer: string) =>
  call(metrics.GET, "/api/metrics", {
    headers: { authorization: `Bearer ${bearer}`, "x-forwarded-for": ip },
  });

test(`${METRICS_TOKEN_LIMIT.max} wrong tokens from one address → 429, even for the right one`, async () => {
  const ip = uniqueIp();
  for (let i = 0; i < METRICS_TOKEN_LIMIT.max; i++) {
    const wrong = await scrape(ip, `guess-number-${i}-of-a-token`);
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ statusCode: 401, message: "A valid metrics token is required." });
  }
  const over = await scrape(ip, "guess-number-again-of-a-token");
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(over.json).toEqual({ statusCode: 429, message: METRICS_TOKEN_LIMIT.message });
  expect((await scrape(ip, TOKEN)).status).toBe(429);
  // Another address with the right token is served.
  expect((await scrape(uniqueIp(), TOKEN)).status).toBe(200);
  // Neither the guesses nor the token were written to the log.
  const logged = JSON.stringify(lines);
  expect(logged).not.toContain("guess-number");
  expect(logged).not.toContain(TOKEN);
}, 60_000);

test("20 wrong tokens at once, each at its own instant: exactly the limit are checked (issue 38 item 21)", async () => {
  const ip = uniqueIp();
  const base = Date.parse("2031-04-01T15:00:00Z");
  // Each request reads the clock as it arrives, so their instants differ by a little and need
  // not follow the order in which they take the lock (13 of 20 were checked for a limit of 10).
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(metrics.GET, "/api/metrics", {
        headers: {
          authorization: `Bearer parallel-guess-${i}`,
          "x-forwarded-for": ip,
          "x-test-now": new Date(base + (20 - i) * 5).toISOString(),
        },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(METRICS_TOKEN_LIMIT.max);
  expect(statuses.filter((s) => s === 429)).toHaveLength(20 - METRICS_TOKEN_LIMIT.max);
}, 60_000);

test("the right token is never counted against its address", async () => {
  const ip = uniqueIp();
  for (let i = 0; i < METRICS_TOKEN_LIMIT.max + 2; i++) {
    expect((await scrape(ip, TOKEN)).status).toBe(200);
  }
  expect((await scrape(ip, "one-wrong-guess-of-a-token")).status).toBe(401);
}, 60_000);

test("a work counter is the sum of every process's counts", async () => {
  const series = 'mail_total{outcome="sent"}';
  const read = async () => {
    const res = await scrape(uniqueIp(), TOKEN);
    expect(res.status).toBe(200);
    const line = res.text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const before = await read();
  // A worker elsewhere wrote 5; this process counted 2 that it has not written yet.
  await db.$executeRaw`
    INSERT INTO "MetricCounter" (name, labels, value) VALUES ('mail_total', '{"outcome":"sent"}', 5)
    ON CONFLICT (name, labels) DO UPDATE SET value = "MetricCounter".value + 5`;
  mailTotal.inc({ outcome: "sent" }, 2);
  expect(mailTotal.pending({ outcome: "sent" })).toBe(2);
  expect(await read()).toBe(before + 7);
  // The scrape wrote this process's counts: the next one does not count them again.
  expect(mailTotal.pending({ outcome: "sent" })).toBe(0);
  expect(await read()).toBe(before + 7);
});
