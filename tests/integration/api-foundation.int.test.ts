import { GET as health } from "@/app/api/health/route";
import * as unknownApi from "@/app/api/[[...path]]/route";
import { call } from "../helpers";
import { db } from "@/lib/db";

afterAll(() => db.$disconnect());

test("health answers constant JSON", async () => {
  const res = await call(health, "/api/health");
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: "ok" });
});

test("unknown API paths answer JSON 404", async () => {
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
    const res = await call(unknownApi[method], "/api/nope", { method });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, message: "No API endpoint at this path." });
  }
});

test("the database is reachable through Prisma", async () => {
  expect(await db.user.count()).toBeGreaterThanOrEqual(0);
});
