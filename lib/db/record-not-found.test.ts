// A typed statement that finds no row answers 404 like Prisma's "record not found" (an admin
// calling a route for a user id that does not exist must not get a 500).
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { errorResponse } from "@/lib/api/error-response";
import { isRecordNotFound } from "./unavailable";

// Compiles real statements and answers every one with no rows.
const empty = new Kysely<{ User: { id: string } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

test("executeTakeFirstOrThrow finding no row is a record not found, answered 404", async () => {
  const error: unknown = await empty
    .selectFrom("User")
    .select("id")
    .executeTakeFirstOrThrow()
    .catch((thrown: unknown) => thrown);
  expect(isRecordNotFound(error)).toBe(true);
  expect(errorResponse(error, "req-1").status).toBe(404);
  expect(isRecordNotFound(new Error("other"))).toBe(false);
});
