// A crash between a gift card's money phases neither charges twice nor loses the card: the
// purchase (record → claim → provider → record the outcome) and the admin's refund (record →
// provider → record) are stopped between phases, then finished by a resent request or by the
// sweep, with the same idempotency key, so the provider moves the money once.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { buyGiftCard, type PurchasePhase } from "@/lib/gift-cards/buy-gift-card";
import { refundGiftCard } from "@/lib/gift-cards/refund-gift-card";
import { STALE_AFTER_MS } from "@/lib/gift-cards/recover-gift-cards";
import { giftCardPurchaseSchema } from "@/lib/gift-cards/schemas";
import { giftCardSweep } from "@/lib/gift-cards/sweep";
import { paymentProvider } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/port";
import { person } from "../customer-a-fixtures";
import { buyCard, purchase, refundMailsTo } from "./gift-card-fixtures";

afterAll(() => db.$disconnect());

class Crash extends Error {}
const crashAt =
  <P extends string>(at: P) =>
  (phase: P) => {
    if (phase === at) throw new Crash(`crashed ${phase}`);
  };

const provider = () => paymentProvider();
const later = (now: Date) => new Date(now.getTime() + STALE_AFTER_MS + 60_000);
const paymentsFor = (requestKey: string) =>
  db.offlinePayment.findMany({ where: { idempotencyKey: `giftcard:${requestKey}` } });

async function crashedPurchase(phase: PurchasePhase) {
  const input = giftCardPurchaseSchema.parse(purchase());
  const now = new Date();
  await expect(
    buyGiftCard(input, null, { provider: provider(), now, failpoint: crashAt(phase) }),
  ).rejects.toThrow(Crash);
  const row = await db.giftCard.findUniqueOrThrow({ where: { requestKey: input.requestKey } });
  return { input, now, row };
}

test.each([
  ["after the purchase is recorded", "after-intent", "PENDING", 0],
  ["after it is claimed", "after-claim", "CHARGING", 0],
  ["after the provider charged", "after-provider", "CHARGING", 1],
] as const)(
  "a crash %s: the sweep finishes it once, paid with one code",
  async (_label, phase, leftAs, charged) => {
    const { input, now, row } = await crashedPurchase(phase);
    expect(row.status).toBe(leftAs);
    expect(row.giftCodeId).toBeNull();
    expect(await paymentsFor(input.requestKey)).toHaveLength(charged);
    // A request may still be working on it: too soon, the sweep leaves it alone.
    await giftCardSweep(provider(), new Date(now.getTime() + 1000));
    expect((await db.giftCard.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(leftAs);
    await giftCardSweep(provider(), later(now));
    const done = await db.giftCard.findUniqueOrThrow({
      where: { id: row.id },
      include: { giftCode: true },
    });
    expect(done.status).toBe("PAID");
    expect(done.giftCode?.balanceCents).toBe(input.amountCents);
    const payments = await paymentsFor(input.requestKey);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: input.amountCents, status: "succeeded" });
    // Again: nothing more happens.
    await giftCardSweep(provider(), later(later(now)));
    expect(await paymentsFor(input.requestKey)).toHaveLength(1);
    expect(await db.giftCode.count({ where: { giftCard: { id: row.id } } })).toBe(1);
  },
);

test("a crash after the provider charged: the browser's resent request gets the same paid card", async () => {
  const { input, row } = await crashedPurchase("after-provider");
  const res = await buyCard({ ...purchase(), ...input });
  expect(res.status).toBe(200);
  expect(res.json.giftCard).toMatchObject({ id: row.id, status: "PAID" });
  expect(await paymentsFor(input.requestKey)).toHaveLength(1);
});

test("a crash after the refund is recorded: the sweep refunds once; the code stays void", async () => {
  const admin = await person(["admin"]);
  const input = giftCardPurchaseSchema.parse(purchase());
  const now = new Date();
  const { giftCard } = await buyGiftCard(input, null, { provider: provider(), now });
  await expect(
    refundGiftCard(
      { giftCardId: giftCard.id, reason: "Crash drill", actorId: admin.userId },
      { provider: provider(), now, failpoint: crashAt("after-intent") },
    ),
  ).rejects.toThrow(Crash);
  const left = await db.giftCard.findUniqueOrThrow({
    where: { id: giftCard.id },
    include: { giftCode: true },
  });
  expect(left.status).toBe("REFUNDING");
  expect(left.giftCode?.balanceCents).toBe(0);
  expect((await paymentsFor(input.requestKey))[0].refundedCents).toBe(0);
  // No mail for a refund that has not happened yet; one once it has, however often it is swept.
  expect(await refundMailsTo(input.buyerEmail)).toHaveLength(0);
  await giftCardSweep(provider(), later(now));
  await giftCardSweep(provider(), later(later(now)));
  expect(await refundMailsTo(input.buyerEmail)).toHaveLength(1);
  const done = await db.giftCard.findUniqueOrThrow({ where: { id: giftCard.id } });
  expect(done.status).toBe("REFUNDED");
  expect((await paymentsFor(input.requestKey))[0].refundedCents).toBe(input.amountCents);
  expect(await db.adminAuditLog.count({ where: { giftCardId: giftCard.id } })).toBe(1);
});

test("a refund the provider refuses: 409, the card is paid again and its code works again", async () => {
  const admin = await person(["admin"]);
  const input = giftCardPurchaseSchema.parse(purchase());
  const now = new Date();
  const { giftCard } = await buyGiftCard(input, null, { provider: provider(), now });
  const refusing: PaymentProvider = {
    ...provider(),
    refund: async () => {
      throw new Error(`card_declined for sk_test_${randomUUID()}`);
    },
  };
  await expect(
    refundGiftCard(
      { giftCardId: giftCard.id, reason: "Try", actorId: admin.userId },
      { provider: refusing, now },
    ),
  ).rejects.toMatchObject({ code: "CONFLICT" });
  const back = await db.giftCard.findUniqueOrThrow({
    where: { id: giftCard.id },
    include: { giftCode: true },
  });
  expect(back.status).toBe("PAID");
  expect(back.giftCode).toMatchObject({ balanceCents: input.amountCents, expiresAt: null });
  // A refund that didn't happen mails nobody.
  expect(await refundMailsTo(input.buyerEmail)).toHaveLength(0);
});
