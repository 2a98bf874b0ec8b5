// A gift card whose bank asks for 3-D Secure (the offline provider's pm_card_authenticationRequired,
// Stripe's 4000 0027 6000 3184): the purchase waits (REQUIRES_ACTION, nothing delivered), the
// buyer's confirmation settles it from the provider, once; a failed check says so and leaves a new
// purchase possible; the provider's webhook converges on the same answer; the sweep re-reads and
// gives up on a check abandoned for a day.
import { randomUUID } from "node:crypto";
import * as authentication from "@/app/api/gift-cards/status/[token]/authentication/route";
import { db } from "@/lib/db";
import { GIFT_CARD_AUTHENTICATION_ABANDONED } from "@/lib/gift-cards/recover-gift-cards";
import { GIFT_CARD_AUTHENTICATION_FAILED } from "@/lib/gift-cards/settle-payment";
import { giftCardSweep } from "@/lib/gift-cards/sweep";
import { QUEUES } from "@/lib/jobs/queue";
import { paymentProvider } from "@/lib/payments";
import { deliverSignedEvent } from "@/lib/webhooks/deliver-event";
import { call } from "../../helpers";
import { uniqueIp } from "../auth-fixtures";
import { buyCard, purchase, queuedJobs } from "./gift-card-fixtures";

afterAll(() => db.$disconnect());

const THREE_DS = "pm_card_authenticationRequired";

const tokenOf = (statusPath: string) => statusPath.split("/").pop()!;
const answerBank = (token: string, body: unknown) =>
  call(authentication.POST, `/api/gift-cards/status/${token}/authentication`, {
    method: "POST",
    body,
    params: { token },
    headers: { "x-forwarded-for": uniqueIp() },
  });

/** What the card's purchase has delivered so far: its code, its recipient's job, its receipt. */
async function delivered(giftCardId: string, buyerEmail: string) {
  const card = await db.giftCard.findUniqueOrThrow({ where: { id: giftCardId } });
  const receipts = (await queuedJobs(QUEUES.mail, "to", buyerEmail)).filter(
    (job) => job.data.template === "gift-card-receipt",
  );
  return {
    status: card.status,
    coded: card.giftCodeId !== null,
    deliveryJobs: (await queuedJobs(QUEUES.giftCardDelivery, "giftCardId", giftCardId)).length,
    receipts: receipts.length,
  };
}

/** The offline provider's queued webhook events about one PaymentIntent, oldest first. */
async function eventsAbout(intentId: string) {
  const jobs = await db.$queryRaw<{ data: { payload: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = ${QUEUES.webhook}
      AND data->>'payload' LIKE ${`%${intentId}%`} ORDER BY created_on`;
  return jobs.map((job) => job.data.payload);
}

async function waitingPurchase() {
  const body = purchase({ paymentMethodId: THREE_DS });
  const res = await buyCard(body);
  expect(res.status).toBe(200);
  const id = res.json.giftCard.id as string;
  const row = await db.giftCard.findUniqueOrThrow({ where: { id } });
  return { body, res, id, token: tokenOf(res.json.statusPath), intentId: row.providerChargeId! };
}

test("requires action → confirmed → paid and delivered once", async () => {
  const { body, res, id, token, intentId } = await waitingPurchase();
  expect(res.json.giftCard).toMatchObject({
    status: "REQUIRES_ACTION",
    state: "Waiting for your bank",
  });
  expect(res.json.authentication).toEqual({ clientSecret: null, testMode: true });
  expect(intentId).toMatch(/^pi_offline_/);
  // Nothing is delivered while the bank waits.
  expect(await delivered(id, body.buyerEmail)).toEqual({
    status: "REQUIRES_ACTION",
    coded: false,
    deliveryJobs: 0,
    receipts: 0,
  });
  // The browser resending its request finds the same waiting card, and charges nothing again.
  const again = await buyCard(body);
  expect(again.json.giftCard).toMatchObject({ id, status: "REQUIRES_ACTION" });
  expect(
    await db.offlinePayment.count({ where: { idempotencyKey: `giftcard:${body.requestKey}` } }),
  ).toBe(1);

  const confirmed = await answerBank(token, { answer: "approve" });
  expect(confirmed.status).toBe(200);
  expect(confirmed.json).toMatchObject({ id, status: "PAID", state: "Scheduled" });
  expect(await delivered(id, body.buyerEmail)).toEqual({
    status: "PAID",
    coded: true,
    deliveryJobs: 1,
    receipts: 1,
  });
  // A second confirmation, and the provider's webhook events, deliver nothing more.
  expect((await answerBank(token, {})).json).toMatchObject({ id, status: "PAID" });
  for (const payload of await eventsAbout(intentId)) await deliverSignedEvent(payload);
  expect(await delivered(id, body.buyerEmail)).toMatchObject({ deliveryJobs: 1, receipts: 1 });
});

test("a failed authentication: 402 saying so, nothing charged or delivered; a new try works", async () => {
  const { body, id, token } = await waitingPurchase();
  const refused = await answerBank(token, { answer: "refuse" });
  expect(refused.status).toBe(402);
  expect(refused.json).toEqual({ statusCode: 402, message: GIFT_CARD_AUTHENTICATION_FAILED });
  expect(await delivered(id, body.buyerEmail)).toEqual({
    status: "FAILED",
    coded: false,
    deliveryJobs: 0,
    receipts: 0,
  });
  // Nothing moved at the provider.
  const payment = await db.offlinePayment.findUniqueOrThrow({
    where: { idempotencyKey: `giftcard:${body.requestKey}` },
  });
  expect(payment.status).toBe("failed");
  // The card's page says the same afterwards; the buyer tries again with the same details.
  expect((await answerBank(token, {})).status).toBe(402);
  const retry = await buyCard({ ...body, requestKey: randomUUID() });
  expect(retry.json.giftCard).toMatchObject({ status: "REQUIRES_ACTION" });
  const ok = await answerBank(tokenOf(retry.json.statusPath), { answer: "approve" });
  expect(ok.json).toMatchObject({ status: "PAID" });
});

test("the webhook converges: the bank confirmed but the browser never came back", async () => {
  const { body, id, token, intentId } = await waitingPurchase();
  // The bank approved (the buyer closed the tab before our confirmation call).
  await paymentProvider().completeAuthentication(intentId);
  const events = await eventsAbout(intentId);
  expect(events.map((e) => (JSON.parse(e) as { type: string }).type)).toEqual([
    "payment_intent.requires_action",
    "payment_intent.succeeded",
  ]);
  // Delivered out of order: the late requires_action finds nothing left to do.
  expect((await deliverSignedEvent(events[1])).result).toBe("applied");
  expect((await deliverSignedEvent(events[0])).result).toBe("applied");
  expect((await deliverSignedEvent(events[1])).result).toBe("duplicate");
  expect(await delivered(id, body.buyerEmail)).toEqual({
    status: "PAID",
    coded: true,
    deliveryJobs: 1,
    receipts: 1,
  });
  // The buyer's page asking afterwards finds it paid; nothing is delivered twice.
  expect((await answerBank(token, {})).json).toMatchObject({ status: "PAID" });
  expect(await delivered(id, body.buyerEmail)).toMatchObject({ deliveryJobs: 1, receipts: 1 });
});

test("the sweep re-reads a waiting card, and gives up on a check left for a day", async () => {
  const { body, id, intentId } = await waitingPurchase();
  const started = (await db.giftCard.findUniqueOrThrow({ where: { id } })).updatedAt;
  const at = (hours: number) => new Date(started.getTime() + hours * 3_600_000);
  await giftCardSweep(paymentProvider(), at(1));
  expect((await db.giftCard.findUniqueOrThrow({ where: { id } })).status).toBe("REQUIRES_ACTION");
  await giftCardSweep(paymentProvider(), at(25));
  expect(await db.giftCard.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "FAILED",
    failureMessage: GIFT_CARD_AUTHENTICATION_ABANDONED,
  });
  // Should the bank still confirm it, the money moved, so the card is owed: paid after all.
  await paymentProvider().completeAuthentication(intentId);
  for (const payload of await eventsAbout(intentId)) await deliverSignedEvent(payload);
  expect(await delivered(id, body.buyerEmail)).toMatchObject({ status: "PAID", deliveryJobs: 1 });
});

test("a confirmation for an unknown card → 404; a bad answer → 400", async () => {
  expect((await answerBank("A".repeat(43), {})).status).toBe(404);
  const { token } = await waitingPurchase();
  const bad = await answerBank(token, { answer: "maybe" });
  expect(bad.status).toBe(400);
  expect(bad.json.errors.map((e: { property: string }) => e.property)).toEqual(["answer"]);
});
