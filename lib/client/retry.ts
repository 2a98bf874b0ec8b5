// Retries a failing call a fixed number of times with a fixed pause between tries (spec §9: the
// affiliate creation call is retried 3 times, 1 s apart). Everything else does not retry.

export interface RetryOptions {
  /** Whether an error is worth another try (default: every error, as the spec says). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (error: unknown, attempt: number) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * False for an answer another try cannot change (a 4xx other than 408 and 429), true for network
 * failures, time-outs and 5xx (a 503 during the Thursday maintenance window included).
 */
export function isTransientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number") return true;
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Calls `fn`; when it fails, waits `delayMs` and calls it again, up to `retries` more times
 * (so at most retries + 1 calls). Rejects with the last error.
 */
export async function withRetries<T>(
  fn: () => Promise<T>,
  retries: number,
  delayMs: number,
  options: RetryOptions = {},
): Promise<T> {
  const shouldRetry = options.shouldRetry ?? (() => true);
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      options.onRetry?.(error, attempt + 1);
      await sleep(delayMs);
    }
  }
}

export const AFFILIATE_RETRIES = 3;
export const AFFILIATE_RETRY_DELAY_MS = 1000;
