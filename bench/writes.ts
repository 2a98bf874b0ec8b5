// HTTP benchmark of the writes (issue 25, "the Wednesday-night rush"), each against the bare
// /api/health in interleaved slices like the reads (bench/slices.ts):
//
//   npm run build && npm run bench:writes
//
// - Meal save: PUT /api/users/{id}/orders/week/{monday} by BENCH_CUSTOMERS (40) customers,
//   BENCH_WRITE_CONNECTIONS (20) at a time, each request the next customer's, alternating two
//   different meal choices so every save replaces the meals.
// - Skip/unskip: PATCH /api/orders/week/{monday after} by the same customers (each call flips it).
// - The sign-up's writes, each request a new customer: register (POST /api/auth/register/customer,
//   a new email and client address each), address (POST /api/addresses), payment method
//   (POST /api/users/{id}/payment-method), subscription (POST /api/users/{id}/subscription) and
//   the first order (POST /api/orders). A customer registered in one step's slices goes through the
//   next step's, so these slices send a fixed BENCH_SIGNUP_AMOUNT (120) requests each.
// Every write must succeed: a non-2xx answer is counted, shown and fails the run (a benchmark of
// refusals measures nothing). In Thursday's maintenance window (customer writes answer 503) the
// writes carry x-test-now six hours on (the bench server honours it: bench/app-server.ts).
// Same settings as bench:api (BENCH_URL, BENCH_PORT, BENCH_SLICE, BENCH_ROUNDS, BENCH_WARMUP,
// BENCH_ONLY); with BENCH_URL the server must trust X-Forwarded-For from this machine
// (TRUSTED_PROXIES) and have ALLOW_TEST_CLOCK=1 only for a run in the maintenance window.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Request } from "autocannon";
import { isMaintenanceWindow } from "../lib/clock";
import { HEALTH, startBenchServer, type BenchServer } from "./app-server";
import { formatApiTable, meetsAim, type ApiAim, type ApiRow } from "./api-aims";
import { interleaved, load, type RequestPlan } from "./slices";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 40);
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 20);
const SLICE = Number(process.env.BENCH_SLICE ?? 4);
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 4));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SIGNUP_AMOUNT = Number(process.env.BENCH_SIGNUP_AMOUNT ?? 120);
const PASSWORD = "bench-Password-1!";
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

export interface WritesReport {
  at: string;
  config: {
    base: string;
    connections: number;
    customers: number;
    sliceSeconds: number;
    rounds: number;
    signupAmount: number;
  };
  routes: ApiRow[];
}

interface Customer {
  userId: string;
  token: string;
}

interface Item {
  dishId: string;
  quantity: number;
  slot: "SINGLE";
}

/** Six hours on inside Thursday's maintenance window (as tests/helpers.ts does), else none. */
function clockHeaders(): Record<string, string> {
  const now = new Date();
  if (!isMaintenanceWindow(now)) return {};
  return { "x-test-now": new Date(now.getTime() + 6 * 3_600_000).toISOString() };
}

let addressCounter = 0;
/** A client address of its own for each sign-up (10.x.y.z), so no network's limit is reached. */
function nextClientAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const json = (extra: Record<string, string> = {}) => ({
  "content-type": "application/json",
  ...clockHeaders(),
  ...extra,
});

async function send(
  base: string,
  method: string,
  route: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<unknown> {
  const res = await fetch(base + route, {
    method,
    headers: json(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

interface Fixtures {
  planId: string;
  mealsPerWeek: number;
  monday: string;
  nextMonday: string;
  /** Two different choices of the plan's size from the upcoming menu. */
  choices: [Item[], Item[]];
  address: Record<string, string>;
  cardId: string;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function fixtures(base: string): Promise<Fixtures> {
  const plans = (await send(base, "GET", "/api/plans", undefined, {})) as {
    id: string;
    mealsPerWeek: number;
  }[];
  const plan = plans.find((p) => p.mealsPerWeek === 8) ?? plans[0];
  const menu = (await send(base, "GET", "/api/weeks/upcoming-week", undefined, {})) as {
    startDate: string;
    menus: { dish: { id: string } }[];
  };
  const dishes = menu.menus.map((m) => m.dish.id);
  if (dishes.length < plan.mealsPerWeek + 1) throw new Error("The upcoming menu is too short.");
  const pick = (from: number): Item[] =>
    dishes.slice(from, from + plan.mealsPerWeek).map((dishId) => ({
      dishId,
      quantity: 1,
      slot: "SINGLE",
    }));
  const options = (await send(
    base,
    "GET",
    "/api/addresses/autocomplete?q=120%20bremner%20blvd&postalCode=M5J0A8",
    undefined,
    {},
  )) as { options: Record<string, string>[] };
  const option = options.options[0];
  if (!option) throw new Error("The address autocomplete offered nothing.");
  const card = (await send(
    base,
    "POST",
    "/api/payments/offline/payment-methods",
    {
      nameOnCard: "Bench Customer",
      number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    },
    {},
  )) as { id: string };
  const monday = menu.startDate.slice(0, 10);
  return {
    planId: plan.id,
    mealsPerWeek: plan.mealsPerWeek,
    monday,
    nextMonday: addDays(monday, 7),
    choices: [pick(0), pick(dishes.length - plan.mealsPerWeek)],
    address: {
      street: option.street,
      city: option.city,
      province: "ON",
      postalCode: option.postalCode,
      phone: "416-555-0101",
      placeId: option.placeId,
    },
    cardId: card.id,
  };
}

const registerBody = () =>
  JSON.stringify({
    firstName: "Bench",
    lastName: "Customer",
    email: `bench-${randomUUID()}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    deliveryDay: "MONDAY",
    deliveryTime: "16-20",
  });

async function register(base: string): Promise<Customer> {
  const res = await fetch(`${base}/api/auth/register/customer`, {
    method: "POST",
    headers: json({ "x-forwarded-for": nextClientAddress() }),
    body: registerBody(),
  });
  const body = (await res.json()) as { token?: string; user?: { id?: string } };
  if (!res.ok || !body.token || !body.user?.id)
    throw new Error(`register answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { userId: body.user.id, token: body.token };
}

/** A customer ready to choose meals: schedule, address, card, plan and the week's first order. */
async function subscriber(base: string, f: Fixtures): Promise<Customer> {
  const c = await register(base);
  const auth = { authorization: `Bearer ${c.token}` };
  await send(base, "POST", "/api/addresses", f.address, auth);
  await send(
    base,
    "POST",
    `/api/users/${c.userId}/payment-method`,
    {
      stripePaymentMethodId: f.cardId,
    },
    auth,
  );
  await send(base, "POST", `/api/users/${c.userId}/subscription`, { planId: f.planId }, auth);
  await send(
    base,
    "PUT",
    `/api/users/${c.userId}/orders/week/${f.monday}`,
    {
      splitDelivery: false,
      items: f.choices[0],
    },
    auth,
  );
  return c;
}

async function inBatches<T>(count: number, width: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) {
    const batch = Math.min(width, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, make))));
  }
  return made;
}

/** The customer of each request, round robin, with its bearer token. */
function rotating(
  customers: readonly Customer[],
  build: (c: Customer, n: number) => { method: string; path: string; body?: string },
): RequestPlan {
  let n = 0;
  const setupRequest = (req: Request): Request => {
    const i = n++;
    const c = customers[i % customers.length];
    const { method, path, body } = build(c, i);
    return {
      ...req,
      method,
      path,
      body,
      headers: json({ authorization: `Bearer ${c.token}` }),
    };
  };
  return { requests: [{ setupRequest }] };
}

/**
 * Each request takes the next customer from `queue` (the previous step's output) and, when it
 * succeeds, hands that customer to `done` (the next step's queue).
 */
function consuming(
  queue: Customer[],
  done: Customer[] | null,
  build: (c: Customer) => { method: string; path: string; body?: string },
  amount: number,
): RequestPlan {
  const setupRequest = (req: Request, context: Record<string, unknown>): Request => {
    const c = queue.shift();
    if (!c) throw new Error("The sign-up step ran out of customers from the step before.");
    context.customer = c;
    const { method, path, body } = build(c);
    return {
      ...req,
      method,
      path,
      body,
      headers: json({ authorization: `Bearer ${c.token}` }),
    };
  };
  const onResponse = (status: number, _body: string, context: Record<string, unknown>) => {
    if (done && status >= 200 && status < 300) done.push(context.customer as Customer);
  };
  return { requests: [{ setupRequest, onResponse }], amount };
}

function registering(into: Customer[], amount: number): RequestPlan {
  const setupRequest = (req: Request): Request => ({
    ...req,
    method: "POST",
    path: "/api/auth/register/customer",
    body: registerBody(),
    headers: json({ "x-forwarded-for": nextClientAddress() }),
  });
  const onResponse = (status: number, body: string) => {
    if (status < 200 || status >= 300) return;
    const parsed = JSON.parse(body) as { token: string; user: { id: string } };
    into.push({ userId: parsed.user.id, token: parsed.token });
  };
  return { requests: [{ setupRequest, onResponse }], amount };
}

interface WriteTarget {
  name: string;
  /** A path for autocannon's url (each request sets its own). */
  path: string;
  plan: () => RequestPlan;
  /** How many requests the warm-up and the measured slices use from a sign-up queue. */
  signup: boolean;
}

function targets(f: Fixtures, customers: Customer[]): WriteTarget[] {
  // The sign-up queues: each step's customers go on to the next step.
  const registered: Customer[] = [];
  const addressed: Customer[] = [];
  const carded: Customer[] = [];
  const subscribed: Customer[] = [];
  const amount = SIGNUP_AMOUNT;
  const list: WriteTarget[] = [
    {
      name: "PUT /api/users/{id}/orders/week/{monday} (meal save)",
      path: `/api/users/x/orders/week/${f.monday}`,
      signup: false,
      plan: () =>
        rotating(customers, (c, n) => ({
          method: "PUT",
          path: `/api/users/${c.userId}/orders/week/${f.monday}`,
          body: JSON.stringify({
            splitDelivery: false,
            items: f.choices[Math.floor(n / customers.length) % 2 === 0 ? 1 : 0],
          }),
        })),
    },
    {
      name: "PATCH /api/orders/week/{monday} (skip/unskip)",
      path: `/api/orders/week/${f.nextMonday}`,
      signup: false,
      plan: () =>
        rotating(customers, () => ({ method: "PATCH", path: `/api/orders/week/${f.nextMonday}` })),
    },
    {
      name: "POST /api/auth/register/customer (sign-up)",
      path: "/api/auth/register/customer",
      signup: true,
      plan: () => registering(registered, amount),
    },
    {
      name: "POST /api/addresses (sign-up)",
      path: "/api/addresses",
      signup: true,
      plan: () =>
        consuming(
          registered,
          addressed,
          () => ({ method: "POST", path: "/api/addresses", body: JSON.stringify(f.address) }),
          amount,
        ),
    },
    {
      name: "POST /api/users/{id}/payment-method (sign-up)",
      path: "/api/users/x/payment-method",
      signup: true,
      plan: () =>
        consuming(
          addressed,
          carded,
          (c) => ({
            method: "POST",
            path: `/api/users/${c.userId}/payment-method`,
            body: JSON.stringify({ stripePaymentMethodId: f.cardId }),
          }),
          amount,
        ),
    },
    {
      name: "POST /api/users/{id}/subscription (sign-up)",
      path: "/api/users/x/subscription",
      signup: true,
      plan: () =>
        consuming(
          carded,
          subscribed,
          (c) => ({
            method: "POST",
            path: `/api/users/${c.userId}/subscription`,
            body: JSON.stringify({ planId: f.planId }),
          }),
          amount,
        ),
    },
    {
      name: "POST /api/orders (sign-up's first order)",
      path: "/api/orders",
      signup: true,
      plan: () =>
        consuming(
          subscribed,
          null,
          () => ({
            method: "POST",
            path: "/api/orders",
            body: JSON.stringify({ splitDelivery: false, items: f.choices[0] }),
          }),
          amount,
        ),
    },
  ];
  // A sign-up step needs the steps before it: BENCH_ONLY keeps them when it names a later one.
  if (ONLY.length === 0) return list;
  const wanted = (t: WriteTarget) => ONLY.some((o) => t.name.includes(o));
  const lastSignup = list.findLastIndex((t) => t.signup && wanted(t));
  return list.filter((t, i) => wanted(t) || (t.signup && i < lastSignup));
}

/** The issue's aims: a meal save ≥ 0.3× (p99 ≤ 3×); skip/unskip and the sign-up ≥ 0.2× (no p99). */
export function writeAim(name: string): ApiAim {
  if (name.includes("meal save")) return { throughput: 0.3, p99: 3 };
  return { throughput: 0.2, p99: Number.POSITIVE_INFINITY };
}

export async function runWritesBench(given?: BenchServer): Promise<WritesReport> {
  const server = given ?? (await startBenchServer());
  try {
    const { base } = server;
    const f = await fixtures(base);
    console.log(`Preparing ${CUSTOMERS} customers with a plan and the week of ${f.monday}...`);
    const customers = await inBatches(CUSTOMERS, 10, () => subscriber(base, f));
    const list = targets(f, customers);

    console.log(`Warming up ${list.length} writes...`);
    await load(base + HEALTH, WARMUP, 10);
    for (const t of list) {
      const plan = t.plan();
      const warm = await load(base + t.path, WARMUP, 10, undefined, {
        ...plan,
        ...(t.signup ? { amount: 20 } : {}),
      });
      if (warm.failures > 0) throw new Error(`${t.name}: ${warm.failures} failed in the warm-up.`);
    }

    const routes: ApiRow[] = [];
    for (const t of list) {
      console.log(
        `${t.name}: ${ROUNDS} rounds (bare ${SLICE} s, route ${t.signup ? `${SIGNUP_AMOUNT} requests` : `${SLICE} s`}), ${CONNECTIONS} connections`,
      );
      const result = await interleaved(base, HEALTH, t.path, {
        connections: CONNECTIONS,
        seconds: SLICE,
        rounds: ROUNDS,
        plan: t.plan(),
      });
      const aim = writeAim(t.name);
      const row = { ...result, name: t.name, aim, meetsAim: meetsAim(result, aim) };
      routes.push(row);
      if (row.failures > 0) console.log(`  ${row.failures} requests FAILED (non-2xx or errors)`);
    }
    const report: WritesReport = {
      at: new Date().toISOString(),
      config: {
        base,
        connections: CONNECTIONS,
        customers: CUSTOMERS,
        sliceSeconds: SLICE,
        rounds: ROUNDS,
        signupAmount: SIGNUP_AMOUNT,
      },
      routes,
    };
    const dir = path.join("bench", "results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "writes.json"), JSON.stringify(report, null, 2));
    return report;
  } finally {
    if (!given) await server.stop();
  }
}

// Run directly (npm run bench:writes); bench/all.ts imports runWritesBench instead.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("writes")) {
  runWritesBench()
    .then((report) => {
      console.log(`\n${formatApiTable(report.routes)}\n\nWrote bench/results/writes.json`);
      const failed = report.routes.some((r) => r.failures > 0);
      const missed = report.routes.some((r) => !r.meetsAim);
      if (failed) console.log("Some writes FAILED: the numbers above measure refusals.");
      if (missed) console.log("An aim was missed (MISS above).");
      if (failed || (missed && process.env.BENCH_STRICT === "1")) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
