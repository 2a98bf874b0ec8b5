// A card that expires before the next charge, found at today's instant: the one payment-problem
// test that reads the calendar (a month's end moves "expires within ten days" across months),
// so it runs at every date-run instant; payments.int.test.ts keeps the fixed-week ones.
import "./use-db-r4";
import { DateTime } from "luxon";
import { ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { offlineProvider } from "@/lib/payments/offline-provider";
import { runPaymentRecovery } from "@/lib/payments/payment-recovery";
import { giftCardPaymentEffect } from "@/lib/gift-cards/settle-payment";
import { handleWebhook } from "@/lib/payments/webhooks/handle-webhook";
import { signPayload } from "@/lib/payments/webhooks/signature";
import { customer } from "./fixtures";

const provider = offlineProvider();

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

/** A signed delivery of a Stripe-shaped event to the webhook handler. */
async function deliver(event: object, now: Date) {
  const payload = JSON.stringify(event);
  return handleWebhook(payload, signPayload(payload, now), {
    provider,
    now,
    otherPayment: giftCardPaymentEffect,
  });
}

test("a card expiring before the next charge is flagged and mailed once; the card updater clears it", async () => {
  // Today: the offline provider's updated card expires three years from its own clock.
  const now = new Date();
  const who = await customer();
  const expiry = DateTime.fromJSDate(now, { zone: ZONE }).plus({ days: 10 });
  await db.paymentMethod.update({
    where: { id: who.card!.id },
    data: { expMonth: expiry.month, expYear: expiry.year, isDefault: true },
  });
  await runPaymentRecovery(provider, now);
  await runPaymentRecovery(provider, now);
  const flagged = await db.paymentMethod.findUniqueOrThrow({ where: { id: who.card!.id } });
  expect(flagged.problem).toBe("EXPIRING_SOON");
  expect(
    await db.notification.count({
      where: { userId: who.userId, title: "Your card expires soon" },
    }),
  ).toBe(1);

  // payment_method.automatically_updated: re-read from the provider (expires in 3 years).
  const result = await deliver(
    {
      id: `evt_updater_${who.userId}`,
      object: "event",
      type: "payment_method.automatically_updated",
      created: 1,
      data: { object: { id: "pm_card_visa", object: "payment_method" } },
    },
    now,
  );
  expect(result.result).toBe("applied");
  const cleared = await db.paymentMethod.findUniqueOrThrow({ where: { id: who.card!.id } });
  expect(cleared.problem).toBeNull();
  expect(cleared.expYear).toBeGreaterThan(expiry.year);
});
