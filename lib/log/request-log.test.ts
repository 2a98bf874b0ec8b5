import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { register } from "prom-client";
import { captureLog } from "./capture-log";
import { setRequestUser } from "./request-context";
import { observeRequest } from "./request-log";

const lines = captureLog();
let server: Server;
let port: number;

beforeAll(async () => {
  // As scripts/serve.ts does; the handler stands in for Next and the route wrapper.
  server = createServer((req, res) =>
    observeRequest(req, res, "/api/users/[userId]", () => {
      setImmediate(() => {
        if (req.headers.authorization) setRequestUser("user_7");
        res.writeHead(req.headers.authorization ? 200 : 401, {
          "content-type": "application/json",
        });
        res.end("{}");
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>) {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    request(
      { host: "127.0.0.1", port, path: "/api/users/u_1?token=tok_in_query", headers },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            requestId: res.headers["x-request-id"] as string,
          }),
        );
      },
    )
      .on("error", reject)
      .end();
  });
}

test("one line per request: id, route, method, status, duration and the caller", async () => {
  const answer = await get({
    authorization: "Bearer tok_secret",
    "x-request-id": "trace-00000042",
  });
  expect(answer).toEqual({ status: 200, requestId: "trace-00000042" });
  const line = lines.find((l) => l.reqId === "trace-00000042");
  expect(line).toMatchObject({
    msg: "request",
    route: "/api/users/[userId]",
    method: "GET",
    status: 200,
    userId: "user_7",
  });
  expect(typeof line?.durationMs).toBe("number");
  const text = JSON.stringify(lines);
  expect(text).not.toContain("tok_secret");
  expect(text).not.toContain("tok_in_query");
  expect(text).not.toContain("u_1");
});

test("an unusable incoming X-Request-Id is replaced by a fresh one", async () => {
  const answer = await get({ "x-request-id": "bad id with spaces\t<script>" });
  expect(answer.status).toBe(401);
  expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines.find((l) => l.reqId === answer.requestId)).toMatchObject({ status: 401 });
  expect(lines.find((l) => l.reqId === answer.requestId)?.userId).toBeUndefined();
});

test("each request is timed in the histogram by route, method and status", async () => {
  const series =
    'http_request_duration_seconds_count{route="/api/users/[userId]",method="GET",status="200"}';
  const count = async () => {
    const text = await register.getSingleMetricAsString("http_request_duration_seconds");
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const before = await count();
  await get({ authorization: "Bearer x" });
  expect(await count()).toBe(before + 1);
});
