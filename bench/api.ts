// HTTP benchmark: the public catalog reads and the signed-in reads, each against the bare
// constant-JSON route (/api/health) in interleaved slices (bench/slices.ts).
//
//   npm run build && npm run bench:api
//
// - With BENCH_URL (e.g. http://127.0.0.1:3000) it measures that running server; without it, it
//   starts the built app (bench/app-server.ts, BENCH_PORT 3210) against DATABASE_URL (default
//   postgresql://meals:meals@127.0.0.1:5432/meals_dev, migrated and seeded: npm run db:migrate &&
//   npm run db:seed) and stops it at the end.
// - Signed-in reads carry the bearer token of a seeded customer (BENCH_EMAIL, BENCH_PASSWORD;
//   customer@example.com by default), from one POST /api/auth/login.
// - BENCH_CONNECTIONS (50), BENCH_SLICE seconds (4), BENCH_ROUNDS (4, at least 4),
//   BENCH_WARMUP seconds per route (2), BENCH_ONLY (comma-separated substrings: measure only
//   routes whose name contains one).
// Prints a table and writes bench/results/api.json (gitignored). Exit code 1 when a route
// errored; with BENCH_STRICT=1 also when an aim was missed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HEALTH, startBenchServer, status } from "./app-server";
import { interleaved, load } from "./slices";
import { apiAims, formatApiTable, meetsAim, type ApiRow } from "./api-aims";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLICE = Number(process.env.BENCH_SLICE ?? 4);
const ROUNDS = Math.max(4, Number(process.env.BENCH_ROUNDS ?? 4));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

export interface ApiReport {
  at: string;
  config: { base: string; connections: number; sliceSeconds: number; rounds: number };
  routes: ApiRow[];
}

interface Target {
  /** Shown in the table: the route with `{id}` for the user id. */
  name: string;
  path: string;
  signedIn: boolean;
}

async function signIn(base: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: process.env.BENCH_EMAIL ?? "customer@example.com",
      password: process.env.BENCH_PASSWORD ?? "Customer123!",
    }),
  });
  const body = (await res.json()) as { token?: string; user?: { id?: string } };
  if (!res.ok || !body.token || !body.user?.id) {
    throw new Error(`Sign-in failed (${res.status}): is the database seeded?`);
  }
  return { token: body.token, userId: body.user.id };
}

async function upcomingMonday(base: string): Promise<string> {
  const res = await fetch(`${base}/api/weeks/upcoming-week`);
  const body = (await res.json()) as { startDate?: string; weekStart?: string };
  const monday = body.startDate ?? body.weekStart;
  if (!res.ok || !monday) throw new Error(`/api/weeks/upcoming-week answered ${res.status}`);
  return monday.slice(0, 10);
}

function targets(userId: string, monday: string): Target[] {
  const user = (rest: string, name: string): Target => ({
    name: `/api/users/{id}${name}`,
    path: `/api/users/${userId}${rest}`,
    signedIn: true,
  });
  return [
    { name: "/api/plans", path: "/api/plans", signedIn: false },
    { name: "/api/weeks/upcoming-week", path: "/api/weeks/upcoming-week", signedIn: false },
    { name: "/api/weeks/current-week", path: "/api/weeks/current-week", signedIn: false },
    { name: "/api/faqs", path: "/api/faqs", signedIn: false },
    { name: "/api/auth/me", path: "/api/auth/me", signedIn: true },
    user("/dashboard", "/dashboard"),
    user("/orders/week/current-week", "/orders/week/current-week"),
    user(`/orders/week/${monday}`, "/orders/week/{monday}"),
    user("/customer-account", "/customer-account"),
    user("/invoices", "/invoices"),
    {
      name: "/api/notifications/users/{id}",
      path: `/api/notifications/users/${userId}`,
      signedIn: true,
    },
  ].filter((t) => ONLY.length === 0 || ONLY.some((o) => t.name.includes(o)));
}

export async function runApiBench(): Promise<ApiReport> {
  const server = await startBenchServer();
  try {
    const { base } = server;
    const { token, userId } = await signIn(base);
    const auth = { authorization: `Bearer ${token}` };
    const list = targets(userId, await upcomingMonday(base));
    for (const target of list) {
      const code = await status(base + target.path, { headers: target.signedIn ? auth : {} });
      if (code !== 200) throw new Error(`${target.name} answers ${code}; is the database seeded?`);
    }
    console.log(`Warming up ${list.length + 1} routes for ${WARMUP} s each...`);
    await load(base + HEALTH, WARMUP, 10);
    for (const t of list) await load(base + t.path, WARMUP, 10, t.signedIn ? auth : undefined);

    const routes: ApiReport["routes"] = [];
    for (const target of list) {
      console.log(
        `${target.name}: ${ROUNDS} rounds of ${SLICE} s slices (bare, route), ${CONNECTIONS} connections`,
      );
      const result = await interleaved(base, HEALTH, target.path, {
        connections: CONNECTIONS,
        seconds: SLICE,
        rounds: ROUNDS,
        headers: target.signedIn ? auth : undefined,
      });
      const aim = apiAims(target.name, target.signedIn);
      routes.push({ ...result, name: target.name, aim, meetsAim: meetsAim(result, aim) });
    }
    const report: ApiReport = {
      at: new Date().toISOString(),
      config: { base, connections: CONNECTIONS, sliceSeconds: SLICE, rounds: ROUNDS },
      routes,
    };
    const dir = path.join("bench", "results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "api.json"), JSON.stringify(report, null, 2));
    return report;
  } finally {
    await server.stop();
  }
}

// Run directly (npm run bench:api); bench/all.ts imports runApiBench instead.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("api")) {
  runApiBench()
    .then((report) => {
      console.log(`\n${formatApiTable(report.routes)}\n\nWrote bench/results/api.json`);
      const failed = report.routes.some((r) => r.failures > 0);
      const missed = report.routes.some((r) => !r.meetsAim);
      if (missed) console.log("An aim was missed (MISS above).");
      if (failed || (missed && process.env.BENCH_STRICT === "1")) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
