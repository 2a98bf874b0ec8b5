// The API aims of issue 12, and the table bench:api and bench print.
import type { RouteResult, Spread } from "./slices";

export interface ApiAim {
  /** req/s at least this many times the bare route's */
  throughput: number;
  /** p99 at most this many times the bare route's */
  p99: number;
}

/** Public catalog reads keep ≥ 0.9× (p99 ≤ 1.2×); signed-in reads ≥ 0.5× (`me` ≥ 0.6×), p99 ≤ 2×. */
export function apiAims(name: string, signedIn: boolean): ApiAim {
  if (!signedIn) return { throughput: 0.9, p99: 1.2 };
  return { throughput: name === "/api/auth/me" ? 0.6 : 0.5, p99: 2 };
}

/** Judged on the medians: the spread says how much one round may differ. */
export function meetsAim(result: RouteResult, aim: ApiAim): boolean {
  return (
    result.failures === 0 &&
    result.throughputRatio.median >= aim.throughput &&
    result.p99Ratio.median <= aim.p99
  );
}

/** "≥ 0.5×, p99 ≤ 2×", or without the p99 part when the aim names none. */
export const aimText = (aim: ApiAim) =>
  `≥ ${aim.throughput}×${Number.isFinite(aim.p99) ? `, p99 ≤ ${aim.p99}×` : ""}`;

const ratio = (s: Spread) => `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;

export interface ApiRow extends RouteResult {
  name: string;
  aim: ApiAim;
  meetsAim: boolean;
}

export function apiTableRows(rows: readonly ApiRow[]): string[][] {
  return rows.map((r) => [
    r.name,
    String(Math.round(r.reqPerSec.median)),
    String(Math.round(r.bareReqPerSec.median)),
    ratio(r.throughputRatio),
    `${r.p99Ms.median} / ${r.bareP99Ms.median}`,
    ratio(r.p99Ratio),
    aimText(r.aim),
    r.failures > 0 ? `ERRORS ${r.failures}` : r.meetsAim ? "met" : "MISS",
  ]);
}

export const API_HEADER = [
  "route",
  "req/s",
  "bare req/s",
  "req/s vs bare (min–max)",
  "p99 ms / bare",
  "p99 vs bare (min–max)",
  "aim",
  "",
];

/** A fixed-width text table. */
export function textTable(header: readonly string[], lines: readonly string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join(
    "\n",
  );
}

export function formatApiTable(rows: readonly ApiRow[]): string {
  return textTable(API_HEADER, apiTableRows(rows));
}
