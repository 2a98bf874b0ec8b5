// Cancel, deactivate and the admin's user actions answer at once, on the server and on the
// embedded database (tests/embedded/run.ts repeats this file there). On the embedded database
// (one session) a cancellation once read the customer's promotions on the pool from inside its
// transaction, waited for the transaction that waited for it, and answered 500 after 20 s
// (docs/decisions/transactions.md). A second is generous: each call takes tens of milliseconds, and
// the hang took twenty seconds.
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import * as deactivate from "@/app/api/users/[userId]/deactivate/route";
import * as actions from "@/app/api/admin/users/[userId]/actions/route";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { call as untimed } from "../helpers";
import { subscriber } from "./customer-a-fixtures";
import { adminSession } from "./admin/admin-fixtures";

const AT_ONCE_MS = 1000;

/** A route call with the time it took to answer. */
async function call(...args: Parameters<typeof untimed>) {
  const started = performance.now();
  const res = await untimed(...args);
  return { ...res, ms: performance.now() - started };
}

let admin: { userId: string; token: string };
beforeAll(async () => {
  admin = await adminSession();
  // The process's first write loads the route's modules and starts the job queue's client (as the
  // app does at boot): that first call is not what is timed, but it must not hang either.
  const first = await cancel(await subscriber());
  expect(first.status).toBe(200);
  expect(first.ms).toBeLessThan(5 * AT_ONCE_MS);
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const cancel = (who: { userId: string; token: string }) =>
  call(subscription.PUT, `/api/users/${who.userId}/subscription`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId },
    body: { status: "CANCELLED", reason: "moving" },
  });

const act = (userId: string, body: unknown) =>
  call(actions.POST, `/api/admin/users/${userId}/actions`, {
    token: admin.token,
    params: { userId },
    body,
  });

test("a customer cancels their plan: answered at once, and the plan is cancelled", async () => {
  const s = await subscriber();
  const res = await cancel(s);
  expect(res.status).toBe(200);
  expect(res.ms).toBeLessThan(AT_ONCE_MS);
  const row = await db.subscription.findUniqueOrThrow({ where: { id: s.subscription.id } });
  expect(row.status).toBe("CANCELLED");
});

test("a customer deactivates their account with a live plan: answered at once", async () => {
  const s = await subscriber();
  const res = await call(deactivate.POST, `/api/users/${s.userId}/deactivate`, {
    token: s.token,
    params: { userId: s.userId },
    body: { reason: "Moving away" },
  });
  expect(res.status).toBe(200);
  expect(res.ms).toBeLessThan(AT_ONCE_MS);
  const user = await db.user.findUniqueOrThrow({ where: { id: s.userId } });
  expect(user.status).toBe("disabled");
});

test("the admin's user actions on a customer with a live plan: each answered at once", async () => {
  const s = await subscriber();
  const steps: [string, unknown][] = [
    ["note", { action: "note", text: "Called about the move" }],
    ["pause", { action: "pause" }],
    ["resume", { action: "resume" }],
    ["grant-credit", { action: "grant-credit", amountCents: 500, reason: "Late box" }],
    ["mark-suspicious", { action: "mark-suspicious", reason: "Many cards" }],
    ["deactivate", { action: "deactivate", reason: "Chargeback" }],
    ["reactivate", { action: "reactivate" }],
  ];
  for (const [name, body] of steps) {
    const res = await act(s.userId, body);
    expect({ name, status: res.status }).toEqual({ name, status: 200 });
    expect({ name, fast: res.ms < AT_ONCE_MS }).toEqual({ name, fast: true });
  }
  const sub = await db.subscription.findUniqueOrThrow({ where: { id: s.subscription.id } });
  expect(sub.status).toBe("CANCELLED");
});
