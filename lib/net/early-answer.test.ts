import http from "node:http";
import type { AddressInfo } from "node:net";
import { DRAIN_LIMIT_BYTES, sendEarlyAnswer } from "./early-answer";

let server: http.Server;
let port: number;
const seen: { bodyDone: boolean }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const entry = { bodyDone: false };
    seen.push(entry);
    req.once("end", () => (entry.bodyDone = true));
    sendEarlyAnswer(req, res, { status: 400, message: "Bad path." });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(
  agent: http.Agent,
  parts: string[],
): Promise<{ status: number; body: string; connection: string | undefined; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const length = parts.reduce((n, p) => n + Buffer.byteLength(p), 0);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/x/..",
        agent,
        headers: { "content-length": length },
      },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            connection: res.headers.connection,
            reused: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    // The body's second half arrives later, as a slow client's does.
    req.write(parts[0]);
    setTimeout(() => {
      for (const part of parts.slice(1)) req.write(part);
      req.end();
    }, 20);
  });
}

test("the answer waits for the body, and the kept-alive connection answers the next request", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await post(agent, ['{"a":', "1}"]);
  expect(first).toMatchObject({ status: 400, connection: "keep-alive" });
  expect(JSON.parse(first.body)).toEqual({ statusCode: 400, message: "Bad path." });
  expect(seen.at(-1)?.bodyDone).toBe(true);
  const second = await post(agent, ["x".repeat(70_000), "y".repeat(70_000)]);
  expect(second).toMatchObject({ status: 400, reused: true });
  agent.destroy();
});

test("a body over the limit is answered at once with the connection closed after it", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const big = "z".repeat(DRAIN_LIMIT_BYTES / 2 + 1);
  const answer = await post(agent, [big, big]);
  expect(answer).toMatchObject({ status: 400, connection: "close" });
  agent.destroy();
});
