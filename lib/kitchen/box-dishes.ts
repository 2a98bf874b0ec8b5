// The kitchen fills a locked box it could not fill at the deadline (issue 38): it adds a dish to a
// box short of meals (an allergen shortfall), or swaps a portion beyond a dish's cap for a dish
// with room. A box is charged for what is in it, so each change is one more charged meal, priced
// by the one pricing function: an unpaid box's totals grow (its retry charges them); a paid box's
// difference is charged to the card by the job queue (lib/payments/box-edit-charge.ts). Audited;
// the customer is told (docs/decisions/payments.md).
import { z } from "zod";
import { writeAudit, readAuditState } from "@/lib/admin/audit-log";
import { id } from "@/lib/api/params";
import type { Caller } from "@/lib/auth/sessions";
import { priceOrder } from "@/lib/billing/pricing";
import { fromDateColumn } from "@/lib/clock";
import { promotionsOf } from "@/lib/coupons/customer-promotions";
import { db, type Tx } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { AppError, notFound } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { appUrl, weekLabel } from "@/lib/mail/labels";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { boxesOverCap } from "@/lib/menus/over-cap";
import { portionsLeft } from "@/lib/menus/dish-caps";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { addToBoxTotal, fillOneMissingMeal } from "@/lib/orders/box-fill";
import { boxEditKey, boxEditKeysOf } from "@/lib/payments/box-edit-charge";
import { defaultCardId } from "@/lib/payments/default-card";
import { resolveByCause } from "./resolutions";

/** A box the kitchen may change: settled by the rollover (paid or waiting on a new card). */
const EDITABLE = ["PAID", "PAYMENT_FAILED"] as const;

export const boxDishBody = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("add"), dishId: id }),
    z.object({ action: z.literal("swap"), fromDishId: id, dishId: id }),
  ],
  { error: 'Choose "add" or "swap".' },
);
export type BoxDishInput = z.infer<typeof boxDishBody>;

export interface BoxDishOptions {
  orderId: string;
  number: string;
  /** Meals the box is short of (the chef's fill could not reach its size). */
  missing: number;
  /** Portions of this box beyond a dish's cap: each may be swapped for a dish with room. */
  overCap: { dishId: string; name: string; beyond: number }[];
  /** Dishes of the week's menu that may go in: none the customer avoids, room under any cap. */
  dishes: { id: string; name: string; left: number | null }[];
  /** What one more charged meal costs this box (the pricing function's difference). */
  mealCents: number;
  /** Whether that is charged to the card now (a paid box) or added to the unpaid total. */
  paid: boolean;
}

/** What the kitchen may put in the box, for the exception's form. */
export async function boxDishOptions(orderId: string, now: Date): Promise<BoxDishOptions> {
  return db.$transaction(async (tx) => {
    const box = await boxFor(tx, orderId, { lock: false });
    return optionsFor(tx, box, now);
  });
}

/** Adds or swaps one dish, charging or totalling the difference; answers what was done. */
export async function editBoxDishes(
  orderId: string,
  input: BoxDishInput,
  admin: Caller,
  now: Date,
): Promise<{ message: string; chargedCents: number }> {
  const audit = await auditStateOf(orderId);
  return db.$transaction(async (tx) => {
    const box = await boxFor(tx, orderId, { lock: true });
    // The capped menu rows are locked before counting (as a customer's save locks them): two
    // managers filling boxes with the same dish take turns, and the second sees the first.
    const options = await optionsFor(tx, box, now, { lock: true });
    const dish = options.dishes.find((d) => d.id === input.dishId);
    if (!dish) {
      throw new AppError(
        "CONFLICT",
        `That dish cannot go in box ${box.number}: it is not on the week's menu, it holds an allergen ${box.firstName} avoids, or it is sold out.`,
      );
    }
    let change: string;
    if (input.action === "add") {
      if (options.missing <= 0) {
        throw new AppError(
          "CONFLICT",
          `Box ${box.number} holds all its ${box.mealsCount} meals: swap a dish instead.`,
        );
      }
      await addPortion(tx, box, dish.id, fillSlot(box));
      await fillOneMissingMeal(tx, box.id);
      change = `added ${dish.name}`;
      if (options.missing === 1) {
        await resolveByCause(
          tx,
          [box.id],
          "allergen-shortfall",
          "Filled by the kitchen",
          now,
          admin.userId,
        );
      }
    } else {
      const from = options.overCap.find((d) => d.dishId === input.fromDishId);
      if (!from) {
        throw new AppError(
          "CONFLICT",
          `Box ${box.number} holds no portion of that dish beyond its cap: reload to see the box.`,
        );
      }
      if (from.dishId === dish.id) {
        throw new AppError("CONFLICT", `Choose a dish other than ${from.name}.`);
      }
      const slot = await removePortion(tx, box.id, from.dishId);
      await addPortion(tx, box, dish.id, slot);
      change = `swapped one ${from.name} for ${dish.name}`;
      if (options.overCap.length === 1 && from.beyond === 1) {
        await resolveByCause(tx, [box.id], "over-cap", "Swapped by the kitchen", now, admin.userId);
      }
    }

    const cents = options.mealCents;
    if (cents > 0) await chargeDifference(tx, box, cents, change, now);
    const money =
      cents === 0
        ? "nothing more to pay"
        : box.status === "PAID"
          ? `${formatCents(cents)} to be charged to the card`
          : `${formatCents(cents)} added to the unpaid total`;
    await writeAudit(
      tx,
      {
        actorId: admin.userId,
        targetUserId: box.userId,
        action: "edit-box",
        detail: `Box ${box.number}: ${change}; ${money}.`,
        before: audit ?? undefined,
        after: audit ?? undefined,
      },
      now,
    );
    await tellCustomer(tx, box, change, cents, now);
    return { message: `Box ${box.number}: ${change}; ${money}.`, chargedCents: cents };
  });
}

const auditStateOf = async (orderId: string) => {
  const box = await db.weeklyOrder.findUnique({ where: { id: orderId }, select: { userId: true } });
  return box ? readAuditState(box.userId) : null;
};

async function boxFor(tx: Tx, orderId: string, { lock }: { lock: boolean }) {
  const query = kyselyIn(tx)
    .selectFrom("WeeklyOrder as o")
    .innerJoin("Week as w", "w.id", "o.weekId")
    .innerJoin("Plan as p", "p.id", "o.planId")
    .innerJoin("User as u", "u.id", "o.userId")
    .select([
      "o.id",
      "o.number",
      "o.status",
      "o.userId",
      "o.weekId",
      "o.mealsCount",
      "o.splitDelivery",
      "o.allergenShortfall",
      "o.firstOrderPromoCents",
      "o.subtotalCents",
      "w.startDate",
      "p.pricePerMealCents",
      "u.firstName",
      "u.email",
      "u.allergenExclusions",
    ])
    .where("o.id", "=", orderId);
  const box = await (lock ? query.forUpdate("o") : query).executeTakeFirst();
  if (!box) throw notFound("Order");
  if (!(EDITABLE as readonly string[]).includes(box.status)) {
    throw new AppError(
      "CONFLICT",
      box.status === "LOCKED" || box.status === "REQUIRES_ACTION"
        ? `Box ${box.number} is being charged: change it once the charge has ended.`
        : `Box ${box.number} is ${box.status.toLowerCase().replaceAll("_", " ")}: only a box the rollover has settled and not yet delivered can be changed.`,
    );
  }
  const items = await kyselyIn(tx)
    .selectFrom("OrderItem")
    .select(["dishId", "quantity", "slot"])
    .where("orderId", "=", orderId)
    .execute();
  return {
    ...box,
    items,
    weekStart: fromDateColumn(box.startDate),
    excluded: box.allergenExclusions ?? [],
  };
}

type Box = Awaited<ReturnType<typeof boxFor>>;

/** `lock`: the capped menu rows are held for the rest of the transaction (an edit, not a look). */
async function optionsFor(
  tx: Tx,
  box: Box,
  now: Date,
  { lock }: { lock: boolean } = { lock: false },
): Promise<BoxDishOptions> {
  const [menu, left, overCap, promotions] = await Promise.all([
    kyselyIn(tx)
      .selectFrom("WeekMenu as m")
      .innerJoin("Dish as d", "d.id", "m.dishId")
      .select(["d.id", "d.name", "d.allergens", "d.splitDeliveryEligible"])
      .where("m.weekId", "=", box.weekId)
      .where("d.deletedAt", "is", null)
      .orderBy("m.sortingOrder")
      .execute(),
    // Issued before the over-cap count on the transaction's one connection: with `lock`, the
    // capped rows are held before anything is counted.
    portionsLeft(tx, box.weekId, { lock }),
    boxesOverCap(box.weekId, tx),
    promotionsOf([box.userId], now, box.weekId, tx),
  ]);
  const avoided = new Set(box.excluded);
  const dishes = menu
    .filter((d) => !(d.allergens ?? []).some((a) => avoided.has(a)))
    .filter((d) => !box.splitDelivery || d.splitDeliveryEligible)
    .filter((d) => (left.get(d.id) ?? 1) > 0)
    .map((d) => ({ id: d.id, name: d.name, left: left.get(d.id) ?? null }));
  const beyond = (overCap.get(box.id) ?? []).map((o) => ({
    dishId: o.dishId,
    name: o.dish,
    beyond: o.beyond,
  }));
  // One more charged meal, priced as the rollover priced the box (its coupon, its first-order
  // saving); balances are left out: the difference is what the card pays.
  const charged =
    box.items.reduce((n, i) => n + i.quantity, 0) - beyond.reduce((n, o) => n + o.beyond, 0);
  const price = (meals: number) =>
    priceOrder({
      mealsPerWeek: meals,
      pricePerMealCents: box.pricePerMealCents,
      coupon: promotions.get(box.userId)?.coupon ?? null,
      isFirstOrder: box.firstOrderPromoCents > 0,
      giftBalanceCents: 0,
      creditBalanceCents: 0,
      splitDelivery: box.splitDelivery,
    }).totalCents;
  return {
    orderId: box.id,
    number: box.number,
    missing: box.allergenShortfall,
    overCap: beyond,
    dishes,
    mealCents: Math.max(0, price(charged + 1) - price(charged)),
    paid: box.status === "PAID",
  };
}

/** The slot a missing meal goes to: a split box's lighter delivery, else the only one. */
function fillSlot(box: Box): "SINGLE" | "MONDAY" | "THURSDAY" {
  if (!box.splitDelivery) return "SINGLE";
  const count = (slot: string) =>
    box.items.filter((i) => i.slot === slot).reduce((n, i) => n + i.quantity, 0);
  return count("THURSDAY") < count("MONDAY") ? "THURSDAY" : "MONDAY";
}

async function addPortion(
  tx: Tx,
  box: Box,
  dishId: string,
  slot: "SINGLE" | "MONDAY" | "THURSDAY",
) {
  await tx.orderItem.upsert({
    where: { orderId_dishId_slot: { orderId: box.id, dishId, slot } },
    create: { orderId: box.id, dishId, slot, quantity: 1, chefQuantity: 1 },
    update: { quantity: { increment: 1 }, chefQuantity: { increment: 1 } },
  });
}

/** Takes one portion of the dish out of the box (from its fullest delivery); answers its slot. */
async function removePortion(tx: Tx, orderId: string, dishId: string) {
  const rows = await kyselyIn(tx)
    .selectFrom("OrderItem")
    .select(["id", "quantity", "chefQuantity", "slot"])
    .where("orderId", "=", orderId)
    .where("dishId", "=", dishId)
    .orderBy("quantity", "desc")
    .execute();
  const row = rows[0];
  if (!row) throw new AppError("CONFLICT", "The box no longer holds that dish: reload to see it.");
  if (row.quantity <= 1) {
    await kyselyIn(tx).deleteFrom("OrderItem").where("id", "=", row.id).execute();
  } else {
    await kyselyIn(tx)
      .updateTable("OrderItem")
      .set({ quantity: row.quantity - 1, chefQuantity: Math.max(0, row.chefQuantity - 1) })
      .where("id", "=", row.id)
      .execute();
  }
  return row.slot;
}

/**
 * An unpaid box's totals grow (the retry charges the new total); a paid box gets a charge of the
 * difference, PENDING with a deterministic key, and the job that sends it, in this transaction.
 */
async function chargeDifference(tx: Tx, box: Box, cents: number, change: string, now: Date) {
  if (box.status === "PAYMENT_FAILED") {
    const underWay = await tx.charge.count({
      where: { orderId: box.id, status: { in: ["PENDING", "CHARGING"] } },
    });
    if (underWay > 0) {
      throw new AppError(
        "CONFLICT",
        `A retry of box ${box.number}'s charge is under way: change the box once it has ended.`,
      );
    }
    await addToBoxTotal(tx, box.id, cents, now);
    return;
  }
  const edits = await tx.charge.count({
    where: { orderId: box.id, idempotencyKey: { startsWith: boxEditKeysOf(box.id) } },
  });
  const charge = await tx.charge.create({
    data: {
      userId: box.userId,
      orderId: box.id,
      paymentMethodId: await defaultCardId(box.userId, tx),
      amountCents: cents,
      idempotencyKey: boxEditKey(box.id, edits + 1),
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true },
  });
  await enqueue(QUEUES.boxEditCharge, { chargeId: charge.id, line: capitalized(change) }, { tx });
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function tellCustomer(tx: Tx, box: Box, change: string, cents: number, now: Date) {
  const week = weekLabel(box.weekStart);
  const money =
    cents === 0
      ? "Nothing more is charged."
      : box.status === "PAID"
        ? `The meal costs ${formatCents(cents)}, charged to your card on file.`
        : `The meal adds ${formatCents(cents)} to the payment still due for this box.`;
  const body = `Our kitchen ${change} in your box ${box.number} for ${week}, so it goes out full. ${money}`;
  await insertNotifications(tx, [
    {
      userId: box.userId,
      title: `Your box ${box.number} was filled`,
      body,
      link: "/customer/orders",
      createdAt: now,
    },
  ]);
  await queueMails(
    [
      {
        template: "payment-notice",
        to: box.email,
        props: {
          firstName: box.firstName,
          subject: `Your box ${box.number} for ${week} was filled`,
          heading: "Our kitchen filled your box",
          paragraphs: [
            `We could not fill every meal of your box ${box.number} for ${week} at the deadline. Our kitchen ${change}, so it goes out full.`,
            money,
          ],
          actionLabel: "See your orders",
          actionUrl: appUrl("/customer/orders"),
        },
      } satisfies MailJob<"payment-notice">,
    ],
    tx,
  );
}
