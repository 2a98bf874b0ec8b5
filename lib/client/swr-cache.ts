// An SWR cache that forgets data nobody has used for a while (spec §9: unused data is kept
// 5 minutes). A middleware counts the mounted hooks per key; a periodic sweep drops entries that
// have had no hook for the whole period. Keys in use are never dropped.
import { useEffect } from "react";
import { unstable_serialize, type Cache, type Middleware, type State } from "swr";

export const CACHE_UNUSED_MS = 5 * 60 * 1000;

// SWR keeps infinite and subscription hooks under prefixed keys of the same base key.
const baseKey = (key: string) => key.replace(/^\$(inf|sub)\$/, "");

export function createGcCache(unusedMs = CACHE_UNUSED_MS, now: () => number = Date.now) {
  const entries = new Map<string, State>();
  const idleSince = new Map<string, number>();
  const users = new Map<string, number>();

  const cache: Cache = {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
      idleSince.set(key, now());
    },
    delete: (key) => {
      entries.delete(key);
      idleSince.delete(key);
    },
  };

  function retain(key: string) {
    users.set(key, (users.get(key) ?? 0) + 1);
  }

  function release(key: string) {
    const left = (users.get(key) ?? 1) - 1;
    if (left > 0) return void users.set(key, left);
    users.delete(key);
    idleSince.set(key, now());
  }

  function sweep() {
    const t = now();
    for (const key of [...entries.keys()]) {
      if (users.has(baseKey(key))) continue;
      if (t - (idleSince.get(key) ?? 0) >= unusedMs) cache.delete(key);
    }
  }

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    useEffect(() => {
      if (!serialized) return;
      retain(serialized);
      return () => release(serialized);
    }, [serialized]);
    return useSWRNext(key, fetcher, config);
  };

  return { cache, middleware, sweep, retain, release };
}
