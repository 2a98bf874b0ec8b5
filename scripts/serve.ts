// The production (and e2e) HTTP entry: Next behind a plain Node server that first decides who is
// calling (lib/net/forwarded.ts: forwarded headers only from TRUSTED_PROXIES), which `next start`
// cannot do. `npm start` runs this; `tsx scripts/serve.ts [--dev] [-p PORT]` on its own too.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { assertEnv } from "../lib/config/env";
import { apiPathAnswer } from "../lib/net/canonical-api-path";
import { logger } from "../lib/log/logger";
import { observeRequest } from "../lib/log/request-log";
import { routeMatcher } from "../lib/log/route-pattern";
import { applyForwardedTrust, parseTrustedProxies } from "../lib/net/forwarded";
import { sendEarlyAnswer } from "../lib/net/early-answer";
import { scanApiRoutes } from "./api-routes.cjs";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const portFlag = args.indexOf("-p");
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 3000));
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

async function main() {
  // As `next start` does: production React and Next unless --dev.
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  assertEnv();
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  const routeOf = routeMatcher(scanApiRoutes().map((r) => r.pattern));
  const { default: next } = await import("next");
  const app = next({ dev, dir: path.resolve(__dirname, ".."), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    observeRequest(req, res, routeOf(pathname), () => respond(req, res));
  });
  const respond = (req: IncomingMessage, res: ServerResponse) => {
    // TRACE, CONNECT and the like never reach Next (it answers them with a plain-text 500).
    if (!METHODS.has(req.method ?? "")) {
      sendEarlyAnswer(req, res, {
        status: 405,
        message: `${req.method} is not allowed here.`,
        headers: { allow: [...METHODS].join(", ") },
      });
      return;
    }
    // A non-canonical /api path (or one Next would resolve into /api) is answered here in JSON:
    // Next would redirect it in plain text or normalise it into another route, even a page.
    const answer = apiPathAnswer(req.url ?? "/");
    if (answer) {
      sendEarlyAnswer(req, res, {
        status: answer.status,
        message: answer.message,
        ...(answer.status === 308 ? { headers: { location: answer.location } } : {}),
      });
      return;
    }
    applyForwardedTrust(req.headers, req.socket.remoteAddress, trusted);
    void handle(req, res);
  };
  // Requests Node cannot even parse (a 20 KB URL, broken framing) get a JSON answer too, where
  // Node would send an empty 431/400 or drop the connection.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? 431 : 400;
    const message = tooLarge ? "The request line or headers are too large." : "Malformed request.";
    const body = JSON.stringify({ statusCode: status, message });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  });
  server.listen(port, hostname, () => {
    logger().info({ port, dev }, `ready on http://localhost:${port}${dev ? " (dev)" : ""}`);
  });
}

main().catch((error: unknown) => {
  console.error("[serve] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
