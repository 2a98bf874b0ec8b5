// The catalog cache (plans, menus, FAQ, delivery area), one per process. Writers call
// invalidateCatalog after their transaction commits: it drops the keys here and NOTIFYs the other
// instances, whose listeners drop theirs. A 60 s TTL refreshed in the background catches anything
// a lost notification missed.
import { randomUUID } from "node:crypto";
import { kysely } from "@/lib/db/kysely";
import { errorFields, logger } from "@/lib/log/logger";
import { directDatabaseUrl } from "@/lib/db/direct-url";
import {
  CATALOG_CHANNEL,
  decodeMessage,
  encodeMessage,
  keyMatcher,
  type CatalogScope,
} from "./catalog-scopes";
import { deepFreeze } from "./deep-freeze";
import { listen, type Listener } from "./pg-listener";
import { createSwrCache, type SwrCache } from "./swr-cache";

export { catalogKeys, type CatalogScope } from "./catalog-scopes";

const TTL_MS = 60_000;

interface CatalogState {
  cache: SwrCache;
  /** Identifies this process in NOTIFY payloads, so it skips its own messages. */
  origin: string;
  /** undefined until the first read; null when syncing is off (no DATABASE_URL, CATALOG_LISTEN=0). */
  listener?: Listener | null;
}

// On globalThis because Next may load this module once per route bundle (and again on every dev
// reload), and an admin route's invalidation must reach the public routes' cache.
const STATE = Symbol.for("lakeshore.catalog-cache");
const store = globalThis as typeof globalThis & { [STATE]?: CatalogState };

function state(): CatalogState {
  store[STATE] ??= {
    cache: createSwrCache({
      ttlMs: TTL_MS,
      onRefreshError: (key, error) =>
        logger().error({ component: "cache", key, ...errorFields(error) }, "refresh failed"),
    }),
    origin: randomUUID(),
  };
  return store[STATE];
}

/** The listener's application_name in pg_stat_activity. */
export function catalogListenerName(): string {
  return `catalog-cache:${state().origin}`;
}

function startSync(current: CatalogState): Listener | null {
  // LISTEN holds a session: through a transaction-mode pooler it would hear nothing.
  const connectionString = directDatabaseUrl();
  if (!connectionString || process.env.CATALOG_LISTEN === "0") return null;
  return listen({
    connectionString,
    channel: CATALOG_CHANNEL,
    applicationName: catalogListenerName(),
    onNotify: (payload) => {
      const message = decodeMessage(payload);
      if (message.origin !== current.origin) current.cache.invalidate(keyMatcher(message.scope));
    },
    onListening: () => current.cache.markAllStale(),
    onError: (error) =>
      logger().warn(
        { component: "cache", ...errorFields(error) },
        "catalog listener lost; reconnecting",
      ),
  });
}

// Under Jest the listener starts only when a test asks for it (catalogSyncReady): test files that
// never stop it would otherwise leave listeners running into the next file.
const autoSync = process.env.JEST_WORKER_ID === undefined;

/** Serves `loader`'s result from memory (frozen); see swr-cache.ts for the freshness rules. */
export function cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
  const current = state();
  if (current.listener === undefined && autoSync) current.listener = startSync(current);
  return current.cache.get(key, async () => deepFreeze(await loader()));
}

/** Call after the write has committed, never inside the transaction. */
export async function invalidateCatalog(scope: CatalogScope): Promise<void> {
  const current = state();
  current.cache.invalidate(keyMatcher(scope));
  const payload = encodeMessage({ scope, origin: current.origin });
  try {
    await kysely
      .selectNoFrom((eb) =>
        eb.fn<string>("pg_notify", [eb.val(CATALOG_CHANNEL), eb.val(payload)]).as("notified"),
      )
      .execute();
  } catch (error) {
    // The write itself succeeded; other instances catch up within the TTL.
    logger().error(
      { component: "cache", ...errorFields(error) },
      "could not notify other instances of a catalog change",
    );
  }
}

/** Starts listening for other instances' changes if need be; resolves once LISTEN is in place. */
export async function catalogSyncReady(): Promise<void> {
  const current = state();
  if (current.listener === undefined) current.listener = startSync(current);
  await current.listener?.ready;
}

export type CatalogSyncStatus = "listening" | "down" | "off";

/**
 * For the readiness probe: starts the listener if no read has yet, waits up to `waitMs` for LISTEN,
 * and says whether it holds. "off" when syncing is off by configuration (no database, or
 * CATALOG_LISTEN=0): the cache then relies on its TTL alone, which is not a fault.
 */
export async function catalogSyncStatus(waitMs = 1_000): Promise<CatalogSyncStatus> {
  const current = state();
  if (current.listener === undefined) current.listener = startSync(current);
  const listener = current.listener;
  if (!listener) return "off";
  if (!listener.listening()) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([listener.ready, timeout]);
    clearTimeout(timer);
  }
  return listener.listening() ? "listening" : "down";
}

/** Closes the listener connection (tests, graceful shutdown). */
export async function stopCatalogSync(): Promise<void> {
  const current = state();
  const listener = current.listener;
  current.listener = undefined;
  await listener?.stop();
}
