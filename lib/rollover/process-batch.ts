// One batch of a week's locked orders through the money phases. Each phase commits before the next
// starts, and each is safe to repeat, so a crash anywhere (or two workers on the same batch) ends
// with exactly one successful charge per order: freeze (fill, price, PENDING charge) → claim
// (CHARGING) → provider call (idempotency key) → settle (SUCCEEDED/FAILED, invoice, balances).
import { fromDateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { claimCharges, sendCharges } from "@/lib/payments/charge-orders";
import type { PaymentProvider } from "@/lib/payments/port";
import { settleCharges } from "@/lib/payments/settle-charges";
import { freezeOrders } from "./freeze-orders";
import { logPhase } from "./observe";
import { weekMenuByPopularity, type WeekMenu } from "./plan-orders";

export interface BatchJob {
  weekId: string;
  orderIds: string[];
}

export const FAILPOINTS = [
  "after-freeze",
  "after-claim",
  "after-provider",
  "after-settle",
] as const;
export type Failpoint = (typeof FAILPOINTS)[number];

export interface BatchDeps {
  provider: PaymentProvider;
  now: Date;
  /** Tests inject a crash between phases here. */
  failpoint?: (name: Failpoint) => void | Promise<void>;
}

export interface BatchResult {
  frozen: number;
  filled: number;
  charged: number;
  paid: number;
  failed: number;
  waiting: number;
}

// After the lock nothing changes a week's customer-chosen meals, so its popularity is fixed.
const menus = new Map<string, WeekMenu>();

async function menuFor(weekId: string): Promise<WeekMenu> {
  let menu = menus.get(weekId);
  if (!menu) {
    menu = await weekMenuByPopularity(weekId);
    if (menus.size > 20) menus.clear();
    menus.set(weekId, menu);
  }
  return menu;
}

export async function processBatch(job: BatchJob, deps: BatchDeps): Promise<BatchResult> {
  const started = performance.now();
  const week = await db.week.findUniqueOrThrow({
    where: { id: job.weekId },
    select: { startDate: true },
  });
  const weekStart = fromDateColumn(week.startDate);
  const frozen = await freezeOrders(job.orderIds, await menuFor(job.weekId), weekStart, deps.now);
  await deps.failpoint?.("after-freeze");
  const claimed = await claimCharges(job.orderIds, deps.now);
  await deps.failpoint?.("after-claim");
  const sent = await sendCharges(claimed, deps.provider);
  await deps.failpoint?.("after-provider");
  const settled = await settleCharges(sent, job.orderIds, weekStart, deps.now);
  await deps.failpoint?.("after-settle");
  const result = {
    frozen: frozen.length,
    filled: frozen.filter((o) => o.added.length > 0).length,
    charged: sent.length,
    paid: settled.paid.length,
    failed: settled.failed.length,
    waiting: settled.waiting.length,
  };
  logPhase(weekStart, "batch settled", { orders: job.orderIds.length, ...result }, started);
  return result;
}
