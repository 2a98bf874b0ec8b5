import { jest } from "@jest/globals";
import { createSwrCache } from "./swr-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(ttlMs = 1_000) {
  let time = 0;
  const cache = createSwrCache({ ttlMs, retryMs: 100, now: () => time, maxEntries: 3 });
  return { cache, advance: (ms: number) => (time += ms) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test("the first load is shared by concurrent readers and then served from memory", async () => {
  const { cache } = setup();
  const loader = jest.fn(async () => ({ price: 1299 }));
  const [a, b] = await Promise.all([cache.get("plans", loader), cache.get("plans", loader)]);
  expect(a).toBe(b);
  expect(await cache.get("plans", loader)).toBe(a);
  expect(loader).toHaveBeenCalledTimes(1);
});

test("a stale value is served at once while one background refresh replaces it", async () => {
  const { cache, advance } = setup();
  await cache.get("k", async () => "v1");
  advance(1_000);
  const next = deferred<string>();
  const loader = jest.fn(() => next.promise);
  expect(await cache.get("k", loader)).toBe("v1");
  expect(await cache.get("k", loader)).toBe("v1");
  expect(loader).toHaveBeenCalledTimes(1);
  next.resolve("v2");
  await flush();
  expect(await cache.get("k", loader)).toBe("v2");
  expect(loader).toHaveBeenCalledTimes(1);
});

test("a fresh value is not reloaded before the TTL", async () => {
  const { cache, advance } = setup();
  await cache.get("k", async () => "v1");
  advance(999);
  const loader = jest.fn(async () => "v2");
  expect(await cache.get("k", loader)).toBe("v1");
  expect(loader).not.toHaveBeenCalled();
});

test("after an invalidation the next reader waits for fresh data", async () => {
  const { cache } = setup();
  await cache.get("plans", async () => "old");
  cache.invalidate((key) => key === "plans");
  expect(await cache.get("plans", async () => "new")).toBe("new");
});

test("a load that started before an invalidation never stores its old result", async () => {
  const { cache } = setup();
  const slow = deferred<string>();
  const first = cache.get("k", () => slow.promise);
  cache.invalidate(() => true);
  const fresh = cache.get("k", async () => "after-write");
  slow.resolve("before-write");
  expect(await first).toBe("before-write");
  expect(await fresh).toBe("after-write");
  expect(await cache.get("k", async () => "unused")).toBe("after-write");
});

test("a background refresh overtaken by an invalidation is discarded", async () => {
  const { cache, advance } = setup();
  await cache.get("k", async () => "v1");
  advance(1_000);
  const refresh = deferred<string>();
  await cache.get("k", () => refresh.promise);
  cache.invalidate(() => true);
  expect(await cache.get("k", async () => "v3")).toBe("v3");
  refresh.resolve("v2");
  await flush();
  expect(await cache.get("k", async () => "unused")).toBe("v3");
});

test("a failed first load reaches its readers and the next read tries again", async () => {
  const { cache } = setup();
  await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow(
    "db down",
  );
  expect(await cache.get("k", async () => "ok")).toBe("ok");
});

test("a failed refresh keeps serving the old value and retries after retryMs", async () => {
  const errors: string[] = [];
  let time = 0;
  const cache = createSwrCache({
    ttlMs: 1_000,
    retryMs: 100,
    now: () => time,
    onRefreshError: (key) => errors.push(key),
  });
  await cache.get("k", async () => "v1");
  time = 1_000;
  expect(await cache.get("k", async () => Promise.reject(new Error("db down")))).toBe("v1");
  await flush();
  expect(errors).toEqual(["k"]);
  const loader = jest.fn(async () => "v2");
  time = 1_050;
  expect(await cache.get("k", loader)).toBe("v1");
  expect(loader).not.toHaveBeenCalled();
  time = 1_100;
  await cache.get("k", loader);
  await flush();
  expect(await cache.get("k", loader)).toBe("v2");
});

test("markAllStale refreshes every key in the background on its next read", async () => {
  const { cache } = setup();
  await cache.get("a", async () => "a1");
  cache.markAllStale();
  expect(await cache.get("a", async () => "a2")).toBe("a1");
  await flush();
  expect(await cache.get("a", async () => "a3")).toBe("a2");
});

test("invalidate drops only matching keys", async () => {
  const { cache } = setup();
  await cache.get("menus:2026-11-30", async () => 1);
  await cache.get("plans", async () => 2);
  cache.invalidate((key) => key.startsWith("menus:"));
  expect(await cache.get("plans", async () => 3)).toBe(2);
  expect(await cache.get("menus:2026-11-30", async () => 4)).toBe(4);
});

test("the oldest key is dropped beyond maxEntries", async () => {
  const { cache } = setup();
  for (const key of ["a", "b", "c", "d"]) await cache.get(key, async () => key);
  expect(cache.size()).toBe(3);
  expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
});
