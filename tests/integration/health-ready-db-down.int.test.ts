// Readiness with the database stopped: 503 within the probe's deadline, every check down.
import "./use-db-down";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { pool } from "@/lib/db";
import { call } from "../helpers";

afterAll(async () => {
  await stopCatalogSync();
  await pool.end();
});

test("the database down: 503 naming each check, quickly", async () => {
  const started = Date.now();
  const res = await call(ready, "/api/health/ready");
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({
    status: "unavailable",
    checks: {
      database: { status: "down" },
      jobQueue: { status: "down" },
      catalogListener: { status: "down" },
    },
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  // Liveness does not depend on the database.
  expect((await call(health, "/api/health")).status).toBe(200);
});
