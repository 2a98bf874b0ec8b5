// For tests: the process's logger replaced by one that keeps its lines (parsed) in memory.
import { Writable } from "node:stream";
import { createLogger, replaceLogger } from "./logger";

export function captureLog(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "info";
  replaceLogger(
    createLogger(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
          done();
        },
      }),
    ),
  );
  if (previous === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previous;
  return lines;
}
