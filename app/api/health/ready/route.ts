// Readiness probe: 200 when the database, the job queue's schema and the catalogue listener are
// up, 503 otherwise; the body names each check either way. Liveness stays /api/health.
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { checkReadiness } from "@/lib/health/readiness";

export const GET = publicRoute({}, async () => {
  const readiness = await checkReadiness();
  return NextResponse.json(
    { status: readiness.ready ? "ready" : "unavailable", checks: readiness.checks },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
