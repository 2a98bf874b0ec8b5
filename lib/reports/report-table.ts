// The one shape every admin report has, so the page, the CSV and the PDF draw any of them alike.
import { z } from "zod";

export const REPORT_KINDS = [
  "kitchen-prep",
  "packing",
  "delivery",
  "revenue",
  "subscriptions",
  "delivery-problems",
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  "kitchen-prep": "Kitchen prep list",
  packing: "Packing list",
  delivery: "Delivery list",
  revenue: "Revenue and payments",
  subscriptions: "Subscription movements",
  "delivery-problems": "Delivery problems by dish",
};

export const reportParams = z.object({ report: z.enum(REPORT_KINDS) });

export type Cell = string | number;

export interface ReportTable {
  kind: ReportKind;
  title: string;
  weekStart: string;
  columns: string[];
  rows: Cell[][];
  /** Bars for the page's chart, where one helps. */
  chart?: { label: string; value: number }[];
  /** One line under the table, e.g. totals. */
  summary?: string;
}
