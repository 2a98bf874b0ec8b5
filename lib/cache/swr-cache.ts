// A small in-process stale-while-revalidate cache. Readers never wait for a refresh once a key
// has a value; they wait only for a key's first load (or the first load after an invalidation,
// so a writer reads its own write). Concurrent loads of one key share one promise.

export interface SwrCacheOptions {
  /** How long a value counts as fresh; after that the next read refreshes it in the background. */
  ttlMs: number;
  /** After a failed background refresh, wait this long before trying again. */
  retryMs?: number;
  /** Oldest-inserted keys are dropped beyond this many. */
  maxEntries?: number;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry {
  value?: { data: unknown };
  loadedAt: number;
  /** The load in flight, if any: a first load or a background refresh. */
  pending?: Promise<unknown>;
}

export interface SwrCache {
  get<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /** Drops every key for which `matches` is true; loads in flight for them are discarded. */
  invalidate(matches: (key: string) => boolean): void;
  /** Keeps values but makes the next read of each key refresh it in the background. */
  markAllStale(): void;
  size(): number;
}

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const { ttlMs, retryMs = 5_000, maxEntries = 1_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  // Starts a load; its result lands only if the entry is still the one it was started for,
  // so a load that began before an invalidation can never put old data back.
  function load<T>(key: string, entry: Entry, loader: () => Promise<T>): Promise<T> {
    const promise = loader().then(
      (data) => {
        if (entries.get(key) === entry) {
          entry.value = { data };
          entry.loadedAt = now();
          entry.pending = undefined;
        }
        return data;
      },
      (error: unknown) => {
        if (entries.get(key) === entry) {
          entry.pending = undefined;
          if (entry.value) entry.loadedAt = now() - ttlMs + retryMs;
          else entries.delete(key);
        }
        throw error;
      },
    );
    entry.pending = promise;
    return promise;
  }

  function insert(key: string): Entry {
    const entry: Entry = { loadedAt: 0 };
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  }

  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (!entry) return load(key, insert(key), loader);
      if (!entry.value) return entry.pending as Promise<T>;
      if (!entry.pending && now() - entry.loadedAt >= ttlMs) {
        load(key, entry, loader).catch((error: unknown) => options.onRefreshError?.(key, error));
      }
      return Promise.resolve(entry.value.data as T);
    },
    invalidate(matches) {
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    markAllStale() {
      for (const entry of entries.values()) entry.loadedAt = -Infinity;
    },
    size: () => entries.size,
  };
}
