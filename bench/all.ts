// `npm run bench`: every benchmark, one table.
//
// - bench:api (bench/api.ts) and bench:writes (bench/writes.ts) run every time (BENCH_WRITES=0
//   leaves the writes out).
// - Pages: bench/results/pages.json (first-load JS per route and the Lighthouse scores) when it
//   is there, else `npm run bench:pages` when the script exists; BENCH_PAGES=run always reruns it.
// - bench:rollover only with BENCH_ROLLOVER=1 (it takes many minutes); BENCH_ROLLOVER_ARGS are
//   passed on (e.g. "--sizes 10000 --workers 2").
// Prints one table, writes bench/results/latest.json and latest.md (the README's "Benchmarks"
// table). A benchmark is not a timed test: it exits 1 only when a part failed, or with
// BENCH_STRICT=1 when an aim was missed. CI does not run it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { runApiBench } from "./api";
import { aimText, textTable, type ApiRow } from "./api-aims";
import { runWritesBench } from "./writes";

const RESULTS = path.join("bench", "results");

interface PagesReport {
  routes: { route: string; firstLoadJsKb: number }[];
  lighthouse: {
    route: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    cls: number;
    tbtMs: number;
  }[];
}

interface RolloverReport {
  rows: { n: number; workers: number; seconds: number; ok: boolean }[];
}

interface Line {
  part: "api" | "writes" | "first-load JS" | "lighthouse" | "rollover";
  item: string;
  value: string;
  aim: string;
  /** null: no aim for this row */
  met: boolean | null;
}

function npmScriptExists(name: string): boolean {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts?: Record<string, string>;
  };
  return Boolean(pkg.scripts?.[name]);
}

function runScript(name: string, args: string[] = []): boolean {
  console.log(`\n> npm run ${name} ${args.join(" ")}`);
  const result = spawnSync("npm", ["run", name, ...(args.length ? ["--", ...args] : [])], {
    stdio: "inherit",
    env: process.env,
  });
  return result.status === 0;
}

function readJson<T>(file: string): { data: T; at: Date } | null {
  if (!existsSync(file)) return null;
  return { data: JSON.parse(readFileSync(file, "utf8")) as T, at: statSync(file).mtime };
}

function pages(): { report: PagesReport | null; note: string; ok: boolean } {
  const file = path.join(RESULTS, "pages.json");
  let ok = true;
  if (process.env.BENCH_PAGES === "run" || !existsSync(file)) {
    if (!npmScriptExists("bench:pages")) {
      return { report: null, note: "bench:pages is not in this checkout", ok };
    }
    ok = runScript("bench:pages");
  }
  const read = readJson<PagesReport>(file);
  if (!read) return { report: null, note: "bench:pages wrote no pages.json", ok: false };
  return { report: read.data, note: `pages.json of ${read.at.toISOString()}`, ok };
}

function rollover(): { report: RolloverReport | null; note: string; ok: boolean } {
  if (process.env.BENCH_ROLLOVER !== "1") {
    return { report: null, note: "skipped (BENCH_ROLLOVER=1 runs it)", ok: true };
  }
  const args = (process.env.BENCH_ROLLOVER_ARGS ?? "").split(/\s+/).filter(Boolean);
  const ok = runScript("bench:rollover", args);
  const read = readJson<RolloverReport>(path.join(RESULTS, "rollover.json"));
  return { report: read?.data ?? null, note: "run now", ok };
}

const JS_AIM_KB = 120;
const jsAimApplies = (route: string) =>
  ["/", "/menu", "/login"].includes(route) || route.startsWith("/signup");

function apiLines(routes: readonly ApiRow[], part: "api" | "writes" = "api"): Line[] {
  return routes.map((r) => ({
    part,
    item: r.name,
    value:
      `${r.throughputRatio.median.toFixed(2)}× (${r.throughputRatio.min.toFixed(2)}–${r.throughputRatio.max.toFixed(2)}) req/s, ` +
      `p99 ${r.p99Ratio.median.toFixed(2)}× (${r.p99Ratio.min.toFixed(2)}–${r.p99Ratio.max.toFixed(2)})` +
      (r.failures ? `, ${r.failures} errors` : ""),
    aim: aimText(r.aim),
    met: r.meetsAim,
  }));
}

function pageLines(report: PagesReport): Line[] {
  const js: Line[] = report.routes.map((r) => ({
    part: "first-load JS",
    item: r.route,
    value: `${r.firstLoadJsKb.toFixed(0)} kB gzip`,
    aim: jsAimApplies(r.route) ? `≤ ${JS_AIM_KB} kB` : "-",
    met: jsAimApplies(r.route) ? r.firstLoadJsKb <= JS_AIM_KB : null,
  }));
  const lighthouse: Line[] = report.lighthouse.map((l) => ({
    part: "lighthouse",
    item: l.route,
    value:
      `perf ${l.performance} · a11y ${l.accessibility} · bp ${l.bestPractices} · seo ${l.seo} · ` +
      `LCP ${(l.lcpMs / 1000).toFixed(1)} s · CLS ${l.cls.toFixed(2)} · TBT ${Math.round(l.tbtMs)} ms`,
    aim: "perf/bp/seo ≥ 95, a11y 100, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms",
    met:
      l.performance >= 95 &&
      l.accessibility >= 100 &&
      l.bestPractices >= 95 &&
      l.seo >= 95 &&
      l.lcpMs <= 2500 &&
      l.cls <= 0.1 &&
      l.tbtMs <= 200,
  }));
  return [...js, ...lighthouse];
}

function rolloverLines(report: RolloverReport): Line[] {
  return report.rows.map((r) => ({
    part: "rollover",
    item: `${r.n} subscriptions, ${r.workers} worker(s)`,
    value: `${r.seconds.toFixed(1)} s${r.ok ? "" : ", checks FAILED"}`,
    aim: r.n === 100_000 ? "< 60 s" : "-",
    met: r.ok ? (r.n === 100_000 ? r.seconds < 60 : null) : false,
  }));
}

const verdict = (met: boolean | null) => (met === null ? "" : met ? "met" : "MISS");

function markdown(lines: readonly Line[]): string {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    row(["part", "route / size", "measured", "aim", ""]),
    row(["---", "---", "---", "---", "---"]),
    ...lines.map((l) => row([l.part, `\`${l.item}\``, l.value, l.aim, verdict(l.met)])),
  ].join("\n");
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({
    connectionString:
      process.env.DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_dev",
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return `PostgreSQL ${rows[0]?.server_version ?? "?"}`;
  } catch {
    return "PostgreSQL (version unknown)";
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const api = await runApiBench();
  const writes = process.env.BENCH_WRITES === "0" ? null : await runWritesBench();
  const page = pages();
  const roll = rollover();
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${await postgresVersion()}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
  const lines: Line[] = [
    ...apiLines(api.routes),
    ...(writes ? apiLines(writes.routes, "writes") : []),
    ...(page.report ? pageLines(page.report) : []),
    ...(roll.report ? rolloverLines(roll.report) : []),
  ];
  const at = new Date().toISOString();

  console.log(
    `\n${textTable(
      ["part", "route / size", "measured", "aim", ""],
      lines.map((l) => [l.part, l.item, l.value, l.aim, verdict(l.met)]),
    )}`,
  );
  console.log(`\n${at} · ${machine}\npages: ${page.note} · rollover: ${roll.note}`);

  mkdirSync(RESULTS, { recursive: true });
  const latest = { at, machine, api, writes, pages: page.report, rollover: roll.report, lines };
  writeFileSync(path.join(RESULTS, "latest.json"), JSON.stringify(latest, null, 2));
  writeFileSync(
    path.join(RESULTS, "latest.md"),
    `${markdown(lines)}\n\nMeasured ${at.slice(0, 10)} on ${machine}.\n`,
  );
  console.log("Wrote bench/results/latest.json and latest.md");

  const failed =
    !page.ok || !roll.ok || [...api.routes, ...(writes?.routes ?? [])].some((r) => r.failures > 0);
  const missed = lines.some((l) => l.met === false);
  if (missed) console.log("An aim was missed (MISS above).");
  if (failed || (missed && process.env.BENCH_STRICT === "1")) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
