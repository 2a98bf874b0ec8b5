// The one line (and the one histogram sample) per HTTP request, written by scripts/serve.ts when
// the response has been sent: request id, method, route pattern, status, duration, caller.
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { httpRequestDuration } from "@/lib/metrics/registry";
import { logger } from "./logger";
import { acceptableRequestId, runWithRequest, type RequestContext } from "./request-context";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * Gives the request an id (the caller's X-Request-Id when sane, else a new one), echoes it on the
 * response, and runs `handle` inside the request's log context; logs the request once it ends.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  handle: () => void,
): void {
  const started = performance.now();
  const reqId = acceptableRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
  // The route wrapper reads it from here, so an error's reply and its log line share the id.
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader(REQUEST_ID_HEADER, reqId);
  const context: RequestContext = { reqId, route };
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = (performance.now() - started) / 1000;
    // A connection closed before the answer was sent is logged with status 499 (nginx's usage).
    const status = res.writableFinished ? res.statusCode : 499;
    httpRequestDuration.observe(
      { route, method: req.method ?? "", status: String(status) },
      seconds,
    );
    logger().info(
      {
        reqId,
        route,
        method: req.method,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(context.userId ? { userId: context.userId } : {}),
      },
      "request",
    );
  };
  res.once("finish", finish);
  res.once("close", finish);
  runWithRequest(context, handle);
}
