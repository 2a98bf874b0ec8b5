// Prometheus scrape endpoint, behind METRICS_TOKEN (README "Operating it" lists every metric).
import { publicRoute } from "@/lib/api/route";
import { refreshQueueGauges } from "@/lib/jobs/queue-depth";
import { assertMetricsToken } from "@/lib/metrics/metrics-token";
import { METRICS_CONTENT_TYPE, metricsText } from "@/lib/metrics/registry";

export const GET = publicRoute({}, async ({ req }) => {
  assertMetricsToken(req.headers.get("authorization"));
  await refreshQueueGauges();
  return new Response(await metricsText(), {
    headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" },
  });
});
