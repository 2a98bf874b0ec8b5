import type { State } from "swr";
import { createGcCache } from "./swr-cache";

const state = (data: string): State => ({ data });

test("unused entries are dropped after the period; entries in use are kept", () => {
  let t = 0;
  const gc = createGcCache(1000, () => t);
  gc.cache.set("/api/plans", state("plans"));
  gc.cache.set("/api/auth/me", state("me"));
  gc.retain("/api/auth/me");

  t = 999;
  gc.sweep();
  expect(gc.cache.get("/api/plans")).toBeDefined();

  t = 1000;
  gc.sweep();
  expect(gc.cache.get("/api/plans")).toBeUndefined();
  expect(gc.cache.get("/api/auth/me")).toBeDefined();

  // The period starts again when the last user goes away.
  gc.release("/api/auth/me");
  t = 1500;
  gc.sweep();
  expect(gc.cache.get("/api/auth/me")).toBeDefined();
  t = 2000;
  gc.sweep();
  expect(gc.cache.get("/api/auth/me")).toBeUndefined();
});

test("a key with two users stays until both are gone", () => {
  let t = 0;
  const gc = createGcCache(10, () => t);
  gc.cache.set("k", state("v"));
  gc.retain("k");
  gc.retain("k");
  gc.release("k");
  t = 100;
  gc.sweep();
  expect(gc.cache.get("k")).toBeDefined();
  gc.release("k");
  t = 200;
  gc.sweep();
  expect([...gc.cache.keys()]).toEqual([]);
});
