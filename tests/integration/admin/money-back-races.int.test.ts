// Issue 38 item 2: every path that gives money back for an order (a refund to the card, a problem
// report's credit, a box not delivered) takes the order's lock and reads the same "returned so
// far" (lib/payments/money-returned.ts), so refunds and credits sent at the same moment never
// return more than the box cost. Before, an approval and a full refund at once returned $116.91
// of a $103.92 box.
import * as decide from "@/app/api/admin/delivery-problems/[problemId]/route";
import * as refundRoute from "@/app/api/admin/orders/[orderId]/refund/route";
import * as detail from "@/app/api/admin/users/[userId]/route";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { moneyReturned } from "@/lib/payments/money-returned";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, chargedInFull, freshWeek, newDish } from "./admin-fixtures";

let admin: { userId: string; token: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

/** `count` reports on the box waiting for an admin, each asking `cents`. */
async function pendingReports(
  order: { id: string; userId: string },
  count: number,
  cents: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const dish = await newDish();
    const problem = await db.deliveryProblem.create({
      data: {
        userId: order.userId,
        orderId: order.id,
        day: "MONDAY",
        dishId: dish.id,
        subject: `MONDAY:${dish.id}`,
        kind: "MISSING",
        status: "PENDING",
        creditCents: cents,
        reviewReason: "Asks for 2 dishes: more than one dish's price.",
        createdAt: new Date(),
      },
      select: { id: true },
    });
    ids.push(problem.id);
  }
  return ids;
}

const refund = (orderId: string, amountCents: number) =>
  call(refundRoute.POST, `/api/admin/orders/${orderId}/refund`, {
    token: admin.token,
    params: { orderId },
    body: { amountCents, reason: "Race test" },
  });

const approve = (problemId: string) =>
  call(decide.POST, `/api/admin/delivery-problems/${problemId}`, {
    token: admin.token,
    params: { problemId },
    body: { decision: "approve", note: "Race test" },
  });

test("20 refunds and credits at once on one order never return more than it cost", async () => {
  const s = await subscriber();
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  await chargedInFull(s, order);
  const cost = order.totalCents;
  // Half of it credited already, as in the report ($51.96 of $103.92 there).
  const half = Math.floor(cost / 2);
  const [first] = await pendingReports(order, 1, half);
  expect((await approve(first)).status).toBe(200);

  // Ten refunds and ten approvals, each asking a fifth of what is left: together 4× too much.
  const fifth = Math.ceil((cost - half) / 5);
  const reports = await pendingReports(order, 10, fifth);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? refund(order.id, fifth) : approve(reports[(i - 1) / 2]),
    ),
  );
  const statuses = answers.map((a) => a.status);
  // Every answer is a decision: given (200), or refused as given back in full (409), or refused
  // for asking more than is left (400); never an error.
  expect(statuses.every((s) => [200, 400, 409].includes(s))).toBe(true);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

  const returned = await db.$transaction((tx) => moneyReturned(tx, order.id));
  expect(returned.refundedCents + returned.creditedCents).toBeLessThanOrEqual(cost);
  // And the balance moved only by the credits the ledger shows.
  const user = await db.user.findUniqueOrThrow({
    where: { id: s.userId },
    select: { balanceCents: true },
  });
  expect(-user.balanceCents).toBe(returned.creditedCents);
});

test("the customer's record offers to refund only what is left after credits (issue 38 item 9)", async () => {
  const s = await subscriber();
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  await chargedInFull(s, order);
  const refundable = async () => {
    const res = await call(detail.GET, `/api/admin/users/${s.userId}`, {
      token: admin.token,
      params: { userId: s.userId },
    });
    expect(res.status).toBe(200);
    return res.json.orders.find((o: { id: string }) => o.id === order.id).refundableCents;
  };
  expect(await refundable()).toBe(order.totalCents);
  const [part] = await pendingReports(order, 1, 1000);
  expect((await approve(part)).status).toBe(200);
  expect(await refundable()).toBe(order.totalCents - 1000);
  // Credited in full: nothing is offered (the form offered "$103.92 left" and the call refused).
  const [rest] = await pendingReports(order, 1, order.totalCents);
  expect((await approve(rest)).status).toBe(200);
  expect(await refundable()).toBe(0);
  expect((await refund(order.id, 100)).status).toBe(409);
});
