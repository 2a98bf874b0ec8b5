// An answer the server entry (scripts/serve.ts) gives before Next sees the request (a method it
// refuses, a non-canonical /api path). It is sent once the request's body has been read: an answer
// written while the client is still sending leaves a keep-alive connection holding the rest of that
// body, and a client that sends its next request on it can meet a closing socket instead of an
// answer ("socket hang up", one request in ten thousand under the attack suite). A body too large
// to wait for is answered at once, with the connection closed after it, so the client knows.
import type { IncomingMessage, ServerResponse } from "node:http";

/** More than this is not read to keep the connection: the answer closes it instead. */
export const DRAIN_LIMIT_BYTES = 1_048_576;

export interface EarlyAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
}

function write(res: ServerResponse, answer: EarlyAnswer, close: boolean): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify({ statusCode: answer.status, message: answer.message });
  res.writeHead(answer.status, {
    "content-type": "application/json",
    "x-content-type-options": "nosniff",
    "content-length": String(Buffer.byteLength(body)),
    ...(close ? { connection: "close" } : {}),
    ...answer.headers,
  });
  res.end(body);
}

/** Reads (and drops) the request's body, then sends `answer` in the JSON error shape. */
export function sendEarlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: EarlyAnswer,
): void {
  if (req.complete || ((declaredLength(req) ?? 0) === 0 && !req.headers["transfer-encoding"])) {
    write(res, answer, false);
    req.resume();
    return;
  }
  if ((declaredLength(req) ?? 0) > DRAIN_LIMIT_BYTES) {
    write(res, answer, true);
    return;
  }
  let received = 0;
  let settled = false;
  const settle = (close: boolean) => {
    if (settled) return;
    settled = true;
    write(res, answer, close);
  };
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    // A chunked body past the limit: answer now and close rather than read on.
    if (received > DRAIN_LIMIT_BYTES) settle(true);
  });
  req.once("end", () => settle(false));
  req.once("error", () => settle(true));
  req.resume();
}
