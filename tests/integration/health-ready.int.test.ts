// Readiness (GET /api/health/ready): 200 with every check named while the database, the job
// queue's schema and the catalogue listener are up; 503 naming the one that is down.
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { db, pool } from "@/lib/db";
import { queue, stopQueue } from "@/lib/jobs/queue";
import { call } from "../helpers";

const saved = { direct: process.env.DIRECT_URL, listen: process.env.CATALOG_LISTEN };

beforeAll(async () => {
  await queue(); // creates (or migrates) pg-boss's schema, as any app start does
});
afterEach(async () => {
  await stopCatalogSync();
  if (saved.direct === undefined) delete process.env.DIRECT_URL;
  else process.env.DIRECT_URL = saved.direct;
  if (saved.listen === undefined) delete process.env.CATALOG_LISTEN;
  else process.env.CATALOG_LISTEN = saved.listen;
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
  await pool.end();
});

test("everything up: 200, and the body says what each check found", async () => {
  const res = await call(ready, "/api/health/ready");
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    status: "ready",
    checks: {
      database: { status: "ok" },
      jobQueue: { status: "ok", detail: expect.stringMatching(/^pg-boss schema version \d+$/) },
      catalogListener: { status: "ok", detail: "listening" },
    },
  });
});

test("the catalogue listener cannot connect: 503 naming it, the others still ok", async () => {
  process.env.DIRECT_URL = "postgresql://nobody@127.0.0.1:1/nothing";
  const res = await call(ready, "/api/health/ready");
  expect(res.status).toBe(503);
  expect(res.json.status).toBe("unavailable");
  expect(res.json.checks.catalogListener).toMatchObject({ status: "down" });
  expect(res.json.checks.database.status).toBe("ok");
  // Never the error's text: it would name hosts and users.
  expect(res.text).not.toContain("nobody");
});

test("the listener switched off by configuration is not a fault", async () => {
  process.env.CATALOG_LISTEN = "0";
  const res = await call(ready, "/api/health/ready");
  expect(res.status).toBe(200);
  expect(res.json.checks.catalogListener).toMatchObject({ status: "off" });
});

test("liveness stays the constant answer", async () => {
  const res = await call(health, "/api/health");
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: "ok" });
});
