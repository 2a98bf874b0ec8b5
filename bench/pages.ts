// Page weight and Lighthouse: first-load JavaScript per public route, and Lighthouse mobile scores.
//
//   npm run build && npm run bench:pages
//
// - With BENCH_URL (e.g. http://127.0.0.1:3000) it measures that running server. Without it, it
//   starts the built app itself (the production entry, `scripts/serve.ts -p 3211`, as bench:api does; run `npm run build` first) against
//   DATABASE_URL (default postgresql://meals:meals@127.0.0.1:5432/meals_dev, migrated and seeded),
//   and stops it at the end.
// - First-load JS: the route's HTML is fetched and every `<script src>` it names is fetched and
//   gzipped (zlib's default level, as `next start` compresses); the sum is the route's figure, in
//   kB of 1,000 bytes. `<script nomodule>` (Next's legacy polyfills, ~40 kB, which no browser that
//   runs modules downloads) is summed apart as noModuleKb. Routes: /, /menu, /login and every page
//   under app/signup.
// - Lighthouse (npm `lighthouse`, default mobile config: Moto G Power emulation, simulated slow 4G
//   and 4× CPU throttling) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is
//   downloaded) on /, /menu and /signup/plans. BENCH_LH_RUNS runs per route (3); the run with the
//   median performance score is kept. BENCH_LIGHTHOUSE=0 skips it. A page that says `noindex` on
//   purpose (docs/decisions/seo.md) always fails Lighthouse's "is crawlable" audit, so its SEO
//   aim is judged on seoIfIndexable, the score without that one audit (both are reported).
//   Lighthouse times the page's own CPU work: on a busy machine TBT and performance drop, so the
//   load average is recorded with the results.
// Aims (issue 12): first-load JS ≤ 120 kB; performance ≥ 95, accessibility 100, best practices
// ≥ 95, SEO ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms. Writes bench/results/pages.json (which
// `npm run bench` reads) and prints a table. BENCH_STRICT=1 exits non-zero when an aim is missed.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./app-server";

const PORT = 3211;
const LIGHTHOUSE_ROUTES = ["/", "/menu", "/signup/plans"];
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
export const AIMS = {
  firstLoadJsKb: 120,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2500,
  cls: 0.1,
  tbtMs: 200,
} as const;

export interface RouteWeight {
  route: string;
  firstLoadJsKb: number;
  scripts: number;
  /** `<script nomodule>` files, not loaded by module-capable browsers (not in firstLoadJsKb). */
  noModuleKb: number;
}

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The page asks not to be indexed (robots noindex). */
  noindex: boolean;
  /** SEO without the "is crawlable" audit, which a noindex page fails by design. */
  seoIfIndexable: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points in a category other than performance (what to fix). */
  failing: string[];
}

/** `/signup` and every page below it, from the file tree (route groups and dynamic segments aside). */
function signupRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string, route: string) => {
    if (existsSync(path.join(dir, "page.tsx"))) routes.push(route);
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory() && !name.startsWith("[") && !name.startsWith("("))
        walk(full, `${route}/${name}`);
    }
  };
  walk(path.join("app", "signup"), "/signup");
  return routes;
}

/** Every `src` of a `<script>` element in the HTML, in document order, without repeats. */
export function scriptSources(html: string): { src: string; noModule: boolean }[] {
  const sources: { src: string; noModule: boolean }[] = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const source = /\ssrc=(?:"([^"]+)"|'([^']+)')/i.exec(match[0]);
    if (!source) continue;
    const src = (source[1] ?? source[2]).replace(/&amp;/g, "&");
    if (sources.some((s) => s.src === src)) continue;
    sources.push({ src, noModule: /\snomodule\b/i.test(match[0]) });
  }
  return sources;
}

async function weigh(base: string, route: string): Promise<RouteWeight> {
  const response = await fetch(base + route, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${route} answers ${response.status}`);
  const sources = scriptSources(await response.text());
  let bytes = 0;
  let noModuleBytes = 0;
  for (const { src, noModule } of sources) {
    const script = await fetch(new URL(src, base + route));
    if (!script.ok) throw new Error(`${src} (named by ${route}) answers ${script.status}`);
    const size = gzipSync(Buffer.from(await script.arrayBuffer())).length;
    if (noModule) noModuleBytes += size;
    else bytes += size;
  }
  const kb = (n: number) => Math.round(n / 100) / 10;
  return {
    route,
    firstLoadJsKb: kb(bytes),
    scripts: sources.filter((s) => !s.noModule).length,
    noModuleKb: kb(noModuleBytes),
  };
}

async function lighthouseRuns(base: string, routes: string[]): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < RUNS; i++) {
        console.log(`Lighthouse ${route} (run ${i + 1} of ${RUNS})...`);
        const result = await lighthouse(base + route, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}:${ref.id}`),
        );
        const seoRefs = categories.seo?.auditRefs ?? [];
        const indexable = seoRefs.filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0);
        const weight = indexable.reduce((sum, ref) => sum + ref.weight, 0);
        const earned = indexable.reduce((sum, r) => sum + r.weight * (audits[r.id]?.score ?? 0), 0);
        runs.push({
          route,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          noindex: (audits["is-crawlable"]?.score ?? 1) < 1,
          seoIfIndexable: weight > 0 ? Math.round((earned / weight) * 100) : 0,
          lcpMs: Math.round(numeric("largest-contentful-paint")),
          cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
          tbtMs: Math.round(numeric("total-blocking-time")),
          failing,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor((runs.length - 1) / 2)]);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** The aims a row misses, by field name. */
export function missedAims(row: RouteWeight | LighthouseRow): string[] {
  if ("firstLoadJsKb" in row)
    return row.firstLoadJsKb > AIMS.firstLoadJsKb ? ["firstLoadJsKb"] : [];
  const missed: string[] = [];
  if (row.performance < AIMS.performance) missed.push("performance");
  if (row.accessibility < AIMS.accessibility) missed.push("accessibility");
  if (row.bestPractices < AIMS.bestPractices) missed.push("bestPractices");
  if ((row.noindex ? row.seoIfIndexable : row.seo) < AIMS.seo) missed.push("seo");
  if (!(row.lcpMs <= AIMS.lcpMs)) missed.push("lcpMs");
  if (!(row.cls <= AIMS.cls)) missed.push("cls");
  if (!(row.tbtMs <= AIMS.tbtMs)) missed.push("tbtMs");
  return missed;
}

function printTable(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line).trimEnd());
}

async function main() {
  const { base, stop } = await startBenchServer(PORT);
  try {
    const routes: RouteWeight[] = [];
    for (const route of ["/", "/menu", "/login", ...signupRoutes()]) {
      routes.push(await weigh(base, route));
    }
    const lighthouse =
      process.env.BENCH_LIGHTHOUSE === "0" ? [] : await lighthouseRuns(base, LIGHTHOUSE_ROUTES);

    const mark = (row: RouteWeight | LighthouseRow) => (missedAims(row).length ? "MISS" : "ok");
    printTable(
      [
        "route",
        "first-load JS (kB gzip)",
        "scripts",
        "+ nomodule kB",
        `≤ ${AIMS.firstLoadJsKb} kB`,
      ],
      routes.map((r) => [
        r.route,
        r.firstLoadJsKb.toFixed(1),
        String(r.scripts),
        r.noModuleKb.toFixed(1),
        mark(r),
      ]),
    );
    if (lighthouse.length > 0) {
      printTable(
        ["route", "perf", "a11y", "best pr.", "SEO", "LCP ms", "CLS", "TBT ms", "aims"],
        lighthouse.map((r) => [
          r.route,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          r.noindex ? `${r.seo} (noindex; ${r.seoIfIndexable})` : String(r.seo),
          String(r.lcpMs),
          String(r.cls),
          String(r.tbtMs),
          missedAims(r).length ? `MISS ${missedAims(r).join(", ")}` : "ok",
        ]),
      );
      for (const row of lighthouse.filter((r) => r.failing.length > 0)) {
        console.log(`${row.route} loses points on: ${row.failing.join(", ")}`);
      }
    }

    const dir = path.join("bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "pages.json");
    const loadAverage = loadavg().map((n) => Math.round(n * 100) / 100);
    const config = { base, lighthouseRuns: RUNS, aims: AIMS, loadAverage };
    console.log(`Load average (1, 5, 15 min): ${loadAverage.join(", ")}`);
    writeFileSync(
      file,
      JSON.stringify({ at: new Date().toISOString(), config, routes, lighthouse }, null, 2),
    );
    console.log(`\nWrote ${file}`);

    const missed = [...routes, ...lighthouse].some((row) => missedAims(row).length > 0);
    if (missed) console.log("An aim was missed (see MISS above).");
    if (missed && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
