// Interleaved load slices: bare, route, bare, route, …, bare. Each route slice is compared with
// the mean of the two bare slices around it, so machine drift (other processes, thermal, GC)
// hits both sides of every ratio alike; the report is the median of the per-round ratios and
// their spread (min–max).
import autocannon from "autocannon";

export interface SliceOptions {
  connections: number;
  /** seconds per slice */
  seconds: number;
  rounds: number;
  headers?: Record<string, string>;
  /** The route's requests when they are writes (bench/writes.ts); the bare slices stay reads. */
  plan?: RequestPlan;
}

export interface Slice {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** socket errors, timeouts and non-2xx answers */
  failures: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface RouteResult {
  route: string;
  reqPerSec: Spread;
  p99Ms: Spread;
  bareReqPerSec: Spread;
  bareP99Ms: Spread;
  /** route req/s ÷ bare req/s, per round */
  throughputRatio: Spread;
  /** route p99 ÷ bare p99, per round */
  p99Ratio: Spread;
  failures: number;
}

/** A write's requests: built one by one (a new customer, a new email), or a fixed number. */
export interface RequestPlan {
  /** autocannon's request hooks: `setupRequest` names each request's path, headers and body. */
  requests: autocannon.Request[];
  /** Send exactly this many requests instead of loading for `seconds` (a customer is used once). */
  amount?: number;
}

export function load(
  url: string,
  seconds: number,
  connections: number,
  headers?: Record<string, string>,
  plan?: RequestPlan,
): Promise<Slice> {
  // autocannon notices the last answer at its next sample: every 50 ms, not every second.
  const span = plan?.amount ? { amount: plan.amount, sampleInt: 50 } : { duration: seconds };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, timeout: 10, headers, ...span, requests: plan?.requests },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              // A fixed number of requests ends inside a second: its rate is the total over the
              // time it took, not the mean of whole seconds.
              reqPerSec: plan?.amount
                ? result.requests.total / Math.max(result.duration, 0.001)
                : result.requests.average,
              // A slice in which no answer came back had every request take longer than the slice.
              p50: result.requests.total > 0 ? result.latency.p50 : seconds * 1000,
              p99: result.requests.total > 0 ? result.latency.p99 : seconds * 1000,
              failures: result.errors + result.timeouts + result.non2xx,
            }),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One slice, then a pause until the requests it left in flight have been answered, so a slow
 * route's backlog never runs into the next (bare) slice. */
async function sliceThenDrain(
  url: string,
  options: SliceOptions,
  headers?: Record<string, string>,
  plan?: RequestPlan,
): Promise<Slice> {
  const slice = await load(url, options.seconds, options.connections, headers, plan);
  await sleep(Math.min(Math.max(slice.p99 * 1.5, 250), 10_000));
  return slice;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Per-round ratios of route slices to the mean of the bare slices on either side. */
export function compare(route: string, bare: readonly Slice[], routed: readonly Slice[]) {
  const around = (i: number, pick: (s: Slice) => number) => (pick(bare[i]) + pick(bare[i + 1])) / 2;
  const rounds = routed.map((slice, i) => ({
    throughput: slice.reqPerSec / around(i, (s) => s.reqPerSec),
    p99:
      slice.p99 /
      Math.max(
        around(i, (s) => s.p99),
        1,
      ),
  }));
  return {
    route,
    reqPerSec: spread(routed.map((s) => s.reqPerSec)),
    p99Ms: spread(routed.map((s) => s.p99)),
    bareReqPerSec: spread(bare.map((s) => s.reqPerSec)),
    bareP99Ms: spread(bare.map((s) => s.p99)),
    throughputRatio: spread(rounds.map((r) => r.throughput)),
    p99Ratio: spread(rounds.map((r) => r.p99)),
    failures: [...bare, ...routed].reduce((sum, s) => sum + s.failures, 0),
  } satisfies RouteResult;
}

/** rounds × (bare, route), then a closing bare slice. */
export async function interleaved(
  base: string,
  bare: string,
  route: string,
  options: SliceOptions,
): Promise<RouteResult> {
  const bareSlices: Slice[] = [];
  const routeSlices: Slice[] = [];
  for (let round = 0; round < options.rounds; round++) {
    bareSlices.push(await sliceThenDrain(base + bare, options));
    routeSlices.push(await sliceThenDrain(base + route, options, options.headers, options.plan));
  }
  bareSlices.push(await sliceThenDrain(base + bare, options));
  return compare(route, bareSlices, routeSlices);
}
