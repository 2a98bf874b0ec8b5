// The proxy's half of the path rules: what survives Next's own normalisation (an encoded slash or
// backslash) is a JSON 400 there too, so `next start` without scripts/serve.ts still refuses it.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { BAD_API_PATH_MESSAGE } from "./canonical-api-path";

const through = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

test.each(["/api/admin/outbox/%5c..%5cx.eml", "/api/admin/outbox/..%2f..%2fpackage.json"])(
  "%s → JSON 400",
  async (path) => {
    const res = through(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: 400, message: BAD_API_PATH_MESSAGE });
  },
);

test("an ordinary API path goes on to its route", () => {
  expect(through("/api/plans").status).toBe(200);
});
