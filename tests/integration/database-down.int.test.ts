// With PostgreSQL unreachable, the API answers 503 in the error shape with Retry-After (not 500).
// A second Prisma client on a port nothing listens on produces the real errors a stopped
// database gives; the route wrapper's error mapping turns them into the answer.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { errorResponse } from "@/lib/api/error-response";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { PrismaClient } from "@/generated/prisma/client";

const pool = new pg.Pool({
  connectionString: "postgresql://meals:meals@127.0.0.1:1/none",
  connectionTimeoutMillis: 2000,
});
const down = new PrismaClient({ adapter: new PrismaPg(pool) });
afterAll(() => down.$disconnect());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

test.each([
  ["a query", () => down.user.count()],
  ["a transaction", () => down.$transaction(async (tx) => tx.user.count())],
  ["a raw pool query", () => pool.query("SELECT 1")],
])("%s against a stopped database answers 503 with Retry-After", async (_what, run) => {
  const error = await failure(run);
  expect(isDatabaseUnavailable(error)).toBe(true);
  const res = errorResponse(error, "req-1");
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("10");
  expect(await res.json()).toEqual({
    statusCode: 503,
    message: "We can't reach our data right now. Please try again shortly.",
    requestId: "req-1",
  });
});

test("an ordinary bug is still a 500 that reveals nothing", async () => {
  const res = errorResponse(new TypeError("x is undefined"), "req-2");
  expect(res.status).toBe(500);
});
