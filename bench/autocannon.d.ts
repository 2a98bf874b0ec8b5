// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** a fixed number of requests instead of a duration */
    amount?: number;
    /** ms between samples (1000) */
    sampleInt?: number;
    requests?: Request[];
    pipelining?: number;
    /** seconds */
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): unknown;

  namespace autocannon {
    export type { Options, Request, Result };
  }

  export = autocannon;
}
