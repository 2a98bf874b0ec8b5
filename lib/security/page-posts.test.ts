// Issue 38 item 20: the sign-in server actions answered 500 to a foreign Origin and to a 2 MB
// field, and took `https://` on an http server or no Origin at all. The proxy now answers them
// as the API would: 403 and 413 in the error shape; the site's own posts go on to Next.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { FOREIGN_ORIGIN_MESSAGE, PAGE_POST_MAX_BYTES, TOO_LARGE_MESSAGE } from "./page-posts";

const post = (headers: Record<string, string>) =>
  proxy(
    new NextRequest(new URL("/login", "http://localhost:3000"), {
      method: "POST",
      headers: { "next-action": "0123abcd", ...headers },
    }),
  );

test.each([
  ["a foreign site", { origin: "https://evil.example" }],
  ["an opaque origin", { origin: "null" }],
  ["https on an http server", { origin: "https://localhost:3000" }],
  ["another port", { origin: "http://localhost:3001" }],
  ["no Origin at all", {}],
])("%s → 403 in the error shape", async (_, headers: Record<string, string>) => {
  const res = post(headers);
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ statusCode: 403, message: FOREIGN_ORIGIN_MESSAGE });
});

test("a field of 2 MB → 413 in the error shape", async () => {
  const res = post({ origin: "http://localhost:3000", "content-length": String(2 * 1024 * 1024) });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ statusCode: 413, message: TOO_LARGE_MESSAGE });
});

test("the site's own post, within the limit, goes on to Next", () => {
  const res = post({
    origin: "http://localhost:3000",
    "content-length": String(PAGE_POST_MAX_BYTES),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("x-middleware-next")).toBe("1");
});

test("a page read is not a post: no Origin needed", () => {
  const res = proxy(new NextRequest(new URL("/login", "http://localhost:3000")));
  expect(res.status).toBe(200);
});
