import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { errorResponse } from "./error-response";
import { MAX_BODY_BYTES, readJsonBody } from "./read-body";
import { parseOrThrow, toFieldErrors } from "./validation";
import { captureLog } from "@/lib/log/capture-log";

const schema = z.object({
  email: z.email("email must be an email"),
  password: z.string().min(8, "Password must be at least 8 characters"),
  address: z.object({ postalCode: z.string() }),
});

describe("validation errors in the spec's shape", () => {
  test("one entry per property, constraints keyed by rule", () => {
    const result = schema.safeParse({ email: "nope", password: "short", address: {} });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!.issues);
    expect(errors).toEqual([
      { property: "email", constraints: { invalid_format: "email must be an email" } },
      {
        property: "password",
        constraints: { too_small: "Password must be at least 8 characters" },
      },
      { property: "address.postalCode", constraints: { invalid_type: expect.any(String) } },
    ]);
  });

  test("parseOrThrow throws a 400 AppError carrying the list", () => {
    expect.assertions(3);
    try {
      parseOrThrow(schema, { email: 3 });
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors?.map((e) => e.property)).toContain("email");
    }
  });

  test("query and params errors name where they came from", () => {
    const errors = toFieldErrors(
      z.object({ page: z.number() }).safeParse({}).error!.issues,
      "query",
    );
    expect(errors[0].property).toBe("query.page");
  });
});

describe("error responses", () => {
  test("an AppError becomes { statusCode, message } with Retry-After when given", async () => {
    const res = errorResponse(new AppError("MAINTENANCE", "Back at 6", { retryAfter: 60 }), "r1");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toEqual({ statusCode: 503, message: "Back at 6" });
  });

  test("a write naming a row that does not exist (foreign key, P2003) is a 404", async () => {
    const error = new Prisma.PrismaClientKnownRequestError("Foreign key constraint violated", {
      code: "P2003",
      clientVersion: "test",
    });
    const res = errorResponse(error, "req-fk");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: "Resource not found." });
  });

  test("an unexpected error reveals nothing but a request id", async () => {
    const logged = captureLog();
    const res = errorResponse(new Error("relation secret_table does not exist"), "req-42");
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      message: "Something went wrong please try again.",
      requestId: "req-42",
    });
    expect(JSON.stringify(body)).not.toContain("secret_table");
    // The log has the detail, under the same id.
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        requestId: "req-42",
        err: expect.objectContaining({ message: "relation secret_table does not exist" }),
      }),
    );
  });
});

describe("reading JSON bodies", () => {
  const request = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/x", { method: "POST", body, headers });

  test("parses JSON and treats an empty body as {}", async () => {
    expect(await readJsonBody(request('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(request(""))).toEqual({});
  });

  test("malformed JSON is a 400", async () => {
    await expect(readJsonBody(request("{nope"))).rejects.toMatchObject({ status: 400 });
  });

  test("an oversized body is a 400, by header or by actual size", async () => {
    const big = JSON.stringify({ a: "x".repeat(MAX_BODY_BYTES) });
    await expect(readJsonBody(request(big))).rejects.toMatchObject({ status: 400 });
    await expect(
      readJsonBody(request("{}", { "content-length": String(MAX_BODY_BYTES + 1) })),
    ).rejects.toMatchObject({ status: 400 });
  });
});
