// Every /api answer is JSON in the error shape, whatever the path's encoding: dot segments (plain
// or percent-encoded), backslashes and encoded slashes never reach Next's own redirect (plain
// text) or its path normalisation (which turned `/api/%2e%2e` into the HTML home page). Sent with
// node:http so no client normalises the path first.
import http from "node:http";
import { expect, test } from "./test";

function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; type: string; body: string; location?: string }>(
    (resolve, reject) => {
      const req = http.request({ hostname, port, path, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            body,
            location: res.headers.location,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const REFUSED = [
  "/api/admin/outbox/..\\x\\y.eml",
  "/api\\plans",
  "/api/%2e%2e",
  "/api/%2E%2E/%2e%2e/etc/passwd",
  "/api/plans/%2e%2e/faqs",
  "/api/.%2e/faqs",
  "/api/plans/%2e",
  "/api/admin/dishes/../users",
  "/api/plans/./",
  "/menu/%2e%2e/api/plans",
  "/x/../api/faqs",
  "/api/admin/outbox/%5c..%5cx.eml",
  "/api/admin/outbox/..%2f..%2fpackage.json",
];

for (const path of REFUSED) {
  test(`${JSON.stringify(path)} is a JSON 400 in the error shape`, async ({ baseURL }) => {
    const res = await rawGet(baseURL!, path);
    expect({ status: res.status, type: res.type }).toEqual({
      status: 400,
      type: expect.stringMatching(/^application\/json/),
    });
    expect(JSON.parse(res.body)).toEqual({ statusCode: 400, message: expect.any(String) });
  });
}

test("a trailing slash or a doubled slash still redirects, in JSON", async ({ baseURL }) => {
  for (const [path, target] of [
    ["/api/plans/", "/api/plans"],
    ["/api//plans", "/api/plans"],
  ]) {
    const res = await rawGet(baseURL!, path);
    expect({ status: res.status, location: res.location }).toEqual({
      status: 308,
      location: target,
    });
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 308, message: expect.any(String) });
  }
});

test("ordinary API paths and pages are untouched", async ({ baseURL }) => {
  const plans = await rawGet(baseURL!, "/api/plans");
  expect(plans.status).toBe(200);
  const unknown = await rawGet(baseURL!, "/api/no/such/thing");
  expect([unknown.status, JSON.parse(unknown.body).statusCode]).toEqual([404, 404]);
  const page = await rawGet(baseURL!, "/menu");
  expect([page.status, page.type]).toEqual([200, expect.stringMatching(/^text\/html/)]);
});
