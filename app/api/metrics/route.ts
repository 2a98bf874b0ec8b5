// Prometheus scrape endpoint, behind METRICS_TOKEN (README "Operating it" lists every metric).
import { publicRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/request-ip";
import { refreshQueueGauges } from "@/lib/jobs/queue-depth";
import { assertMetricsToken } from "@/lib/metrics/metrics-token";
import { METRICS_CONTENT_TYPE, metricsText } from "@/lib/metrics/registry";
import { refreshSharedCounters } from "@/lib/metrics/shared-counters";

export const GET = publicRoute({}, async ({ req, now }) => {
  await assertMetricsToken(req.headers.get("authorization"), clientIp(req.headers), now);
  await Promise.all([refreshQueueGauges(), refreshSharedCounters()]);
  return new Response(await metricsText(), {
    headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" },
  });
});
