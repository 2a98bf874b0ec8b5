// GET /docs/api: the readable API reference (Scalar) over GET /api/openapi.json.
import type { NextRequest } from "next/server";
import { referencePageHtml } from "@/lib/openapi/reference-page";

export function GET(req: NextRequest): Response {
  return new Response(referencePageHtml(req.headers.get("x-nonce")), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
