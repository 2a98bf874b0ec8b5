// Readiness probe: 200 when the database, the job queue's schema and the catalogue listener are
// up, 503 otherwise; the body names each check either way. Liveness stays /api/health.
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { checkReadiness, type ReadinessAnswer } from "@/lib/health/readiness";

export const GET = publicRoute({}, async () => {
  const readiness = await checkReadiness();
  const answer: ReadinessAnswer = {
    status: readiness.ready ? "ready" : "unavailable",
    checks: readiness.checks,
  };
  return NextResponse.json(answer, {
    status: readiness.ready ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
});
