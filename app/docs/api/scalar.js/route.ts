// GET /docs/api/scalar.js: Scalar's standalone browser bundle, streamed from the installed package
// (pinned in package.json), so the reference page loads nothing from a CDN.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

const BUNDLE = path.join(
  process.cwd(),
  "node_modules/@scalar/api-reference/dist/browser/standalone.js",
);

export async function GET(): Promise<Response> {
  const { size } = await stat(BUNDLE);
  const body = Readable.toWeb(createReadStream(BUNDLE)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "content-length": String(size),
      // The file changes only with the pinned package version: a day is safe, a rebuild refreshes.
      "cache-control": "public, max-age=86400",
    },
  });
}
