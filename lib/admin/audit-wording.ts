// How an audit entry reads on a customer's page: as a person would say it ("Granted credit",
// "+$10.00 credit", "until Thursday, November 26, 9:13 AM", "Monday, 4–8 PM"), never the stored
// values ("grant-credit", "balanceCents: 0 → -1000", ISO instants, "monday, 16-20"). The stored
// entry keeps the exact values; only its reading changes. Pure, so it is table-tested.
import { formatDay, formatMoment } from "@/lib/clock/labels";
import { formatCents } from "@/lib/format/money";

export interface AuditWords {
  title: string;
  detail: string | null;
  changes: string[];
}

const TITLES: Record<string, string> = {
  deactivate: "Deactivated the account",
  "mark-suspicious": "Marked the account suspicious",
  reactivate: "Reactivated the account",
  "grant-credit": "Granted credit",
  "reverse-credit": "Took back a credit",
  pause: "Paused the plan",
  resume: "Resumed the plan",
  note: "Note",
  refund: "Refunded an order",
  "refund-gift-card": "Refunded a gift card",
  "retry-charge": "Retried a failed charge",
  "hold-box": "Held a box",
  "release-box": "Released a held box",
  "resolve-exception": "Resolved a kitchen exception",
  "edit-box": "Filled a box the chef could not (added or swapped a dish)",
  "edit-address": "Changed the delivery address",
  "view-as-customer": "Viewed the account as the customer",
  "view-as-customer-ended": "Stopped viewing as the customer",
  "customer-route": "Changed on the customer's behalf",
  "delivery-delivered": "Marked a box delivered",
  "delivery-not-delivered": "Marked a box not delivered",
  "delivery-redeliver": "Set a missed box to redeliver",
  "delivery-credit": "Credited a missed box",
  "problem-approve": "Approved a delivery problem report",
  "problem-deny": "Denied a delivery problem report",
};

/** What an admin's write through a customer's own route did, by method and path. */
const ROUTE_WORDS: { pattern: RegExp; words: (match: RegExpMatchArray) => string }[] = [
  { pattern: /^PUT \/api\/users\/\{userId\}$/, words: () => "Changed their details" },
  { pattern: /^POST \/api\/users\/\{userId\}\/deactivate$/, words: () => "Closed the account" },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/affiliate$/,
    words: () => "Joined the referral programme",
  },
  { pattern: /^POST \/api\/users\/\{userId\}\/payment-method$/, words: () => "Saved a new card" },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/delivery-problems$/,
    words: () => "Reported a problem with a delivery",
  },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/delivery-problem-photos$/,
    words: () => "Uploaded a photo of a delivery problem",
  },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/payment-method\/setup-intent$/,
    words: () => "Started adding a card",
  },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/orders\/[^/]+\/payment$/,
    words: () => "Paid an order again",
  },
  {
    pattern: /^PUT \/api\/users\/\{userId\}\/orders\/week\/(\d{4}-\d{2}-\d{2})$/,
    words: (m) => `Chose the meals for the week of ${safeDay(m[1])}`,
  },
  {
    pattern: /^PUT \/api\/users\/\{userId\}\/last-accessed-role$/,
    words: () => "Switched the screen they start on",
  },
  {
    pattern: /^PUT \/api\/users\/\{userId\}\/allergens$/,
    words: () => "Changed the allergens they avoid",
  },
  {
    pattern: /^POST \/api\/users\/\{userId\}\/coupons\/([^/]+)$/,
    words: (m) => `Applied the code ${safeDecode(m[1]).toUpperCase()}`,
  },
  { pattern: /^POST \/api\/users\/\{userId\}\/onboarding$/, words: () => "Finished their sign-up" },
  { pattern: /^POST \/api\/users\/\{userId\}\/subscription$/, words: () => "Started their plan" },
  {
    pattern: /^PUT \/api\/users\/\{userId\}\/subscription$/,
    words: () => "Changed their plan (size, day, skip, pause, resume or cancel)",
  },
  { pattern: /^PUT \/api\/users\/\{userId\}\/password$/, words: () => "Changed their password" },
];

const ACCOUNT_STATUS: Record<string, string> = {
  active: "Active",
  suspicious: "Suspicious",
  disabled: "Deactivated",
};

const PLAN_STATUS: Record<string, string> = {
  ACTIVE: "Active",
  PAUSED: "Paused",
  ON_HOLD: "On hold",
  CANCELLED: "Cancelled",
};

// "1–5 PM", "8 AM–12 PM": a delivery window id ("16-20") the short way.
function hourLabel(hour: number): { text: string; period: "AM" | "PM" } {
  const period = hour < 12 || hour === 24 ? "AM" : "PM";
  return { text: String(hour % 12 === 0 ? 12 : hour % 12), period };
}

export function shortWindow(id: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(id);
  if (!match) return id;
  const from = hourLabel(Number(match[1]));
  const to = hourLabel(Number(match[2]));
  return from.period === to.period
    ? `${from.text}–${to.text} ${to.period}`
    : `${from.text} ${from.period}–${to.text} ${to.period}`;
}

/** "Monday, 4–8 PM" for a delivery day ("MONDAY") and window id ("16-20"). */
export function scheduleWords(day: string, window: string): string {
  return `${day.charAt(0)}${day.slice(1).toLowerCase()}, ${shortWindow(window)}`;
}

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;
const SCHEDULE = /\b(monday|thursday),\s*(\d{2}-\d{2})\b/gi;

/** A free-text detail with stored values said in words (instants in Toronto time, schedules). */
export function readableDetail(detail: string): string {
  return detail
    .replace(ISO_INSTANT, (iso) => {
      const instant = new Date(iso);
      return Number.isNaN(instant.getTime()) ? iso : formatMoment(instant);
    })
    .replace(SCHEDULE, (_, day: string, window: string) =>
      scheduleWords(day.toUpperCase(), window),
    );
}

/** A balance the Stripe way (negative is credit owed to the customer) as the admin reads it. */
export function balanceWords(cents: number): string {
  if (cents < 0) return `${formatCents(-cents)} credit`;
  if (cents > 0) return `${formatCents(cents)} owed`;
  return "no credit";
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The differences between two audit states, one sentence each. */
export function stateChanges(before: unknown, after: unknown): string[] {
  const b = record(before);
  const a = record(after);
  if (!b || !a) return [];
  const lines: string[] = [];
  if (a.status !== b.status && typeof a.status === "string") {
    lines.push(
      `Account: ${ACCOUNT_STATUS[String(b.status)] ?? "—"} → ${ACCOUNT_STATUS[a.status] ?? a.status}`,
    );
  }
  if (typeof a.balanceCents === "number" && typeof b.balanceCents === "number") {
    const credited = b.balanceCents - a.balanceCents;
    if (credited !== 0) {
      const sign = credited > 0 ? "+" : "−";
      lines.push(
        `${sign}${formatCents(Math.abs(credited))} credit (balance: ${balanceWords(b.balanceCents)} → ${balanceWords(a.balanceCents)})`,
      );
    }
  }
  if (a.subscription !== b.subscription) {
    const plan = (status: unknown) =>
      typeof status === "string" ? (PLAN_STATUS[status] ?? status) : "no plan";
    lines.push(`Plan: ${plan(b.subscription)} → ${plan(a.subscription)}`);
  }
  return lines;
}

export function auditWords(entry: {
  action: string;
  detail: string | null;
  before: unknown;
  after: unknown;
}): AuditWords {
  let detail = entry.detail;
  if (entry.action === "customer-route" && detail) {
    const route = ROUTE_WORDS.map(({ pattern, words }) => {
      const match = detail?.match(pattern);
      return match ? words(match) : null;
    }).find((words) => words !== null);
    detail = route ?? detail;
  }
  return {
    title: TITLES[entry.action] ?? sentenceCase(entry.action.replaceAll("-", " ")),
    detail: detail ? readableDetail(detail) : null,
    changes: stateChanges(entry.before, entry.after),
  };
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function safeDay(day: string): string {
  try {
    return formatDay(day);
  } catch {
    return day;
  }
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
