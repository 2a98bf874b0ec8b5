// Rollover phase 1, one transaction per batch: fill each locked order with the chef's selection,
// freeze its price, and record the intent to charge (a PENDING charge with its idempotency key)
// before any provider is called. Orders already frozen by an earlier (crashed) run are skipped.
import { timeOrderedId } from "@/lib/db/ids";
import type { IsoDate } from "@/lib/clock";
import { kysely } from "@/lib/db/kysely";
import { anyText } from "@/lib/db/sql-params";
import { defaultCardOf } from "@/lib/payments/default-card";
import { insertRows } from "@/lib/db/insert-rows";
import { rawTransaction } from "@/lib/db/raw-tx";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { queueMails } from "@/lib/mail/queued-mail";
import { chargeKey } from "@/lib/payments/charge-orders";
import { freezeOrderTotals } from "@/lib/orders/bulk-moves";
import { portionsLeft } from "@/lib/menus/dish-caps";
import { reasonFor, type CustomerHistory } from "./chef-ranking";
import type { ChosenItem } from "./chef-selection";
import { weekLabel } from "@/lib/mail/labels";
import { chefReason, type ChefSelectionRef, type OrderMailRef } from "@/lib/orders/order-mails";
import {
  orderFacts,
  planWith,
  batchHistories,
  batchPromotions,
  portionsBeyondCap,
  type PlannedOrder,
  type WeekMenu,
} from "./plan-orders";

export async function freezeOrders(
  orderIds: string[],
  menu: WeekMenu,
  weekStart: IsoDate,
  now: Date,
): Promise<PlannedOrder[]> {
  const rows = await orderFacts({ ids: orderIds });
  const open = rows.filter((row) => row.status === "LOCKED" && !row.priced);
  if (open.length === 0) return [];
  const facts = open.map((row) => row.facts);
  const [cards, promotions, histories, beyondCap] = await Promise.all([
    defaultCards(facts.map((f) => f.userId)),
    batchPromotions(facts, menu, now),
    batchHistories(facts, menu),
    portionsBeyondCap(menu.weekId),
  ]);
  const dishNames = new Map(menu.dishes.map((d) => [d.id, d.name]));
  const label = weekLabel(weekStart);

  return rawTransaction(async (tx) => {
    // Capped dishes: held until this batch commits, so batches on other workers fill from
    // what this one leaves (planned inside the lock, from committed portions).
    const planned = planWith(
      facts,
      menu,
      promotions,
      await portionsLeft(tx, menu.weekId, { lock: true }),
      histories,
      beyondCap,
    );
    const frozen = await freezeOrderTotals(
      tx,
      planned.map((o) => ({
        id: o.id!,
        subtotal: o.price.subtotalCents,
        discount: o.price.firstOrderPromoCents + o.price.couponSavingsCents,
        gift: o.price.giftCardSavingsCents,
        credit: o.price.creditsAppliedCents,
        tax: o.price.taxCents,
        total: o.price.totalCents,
        promo: o.price.firstOrderPromoCents,
        chef: o.added.length > 0,
        shortfall: o.shortfall,
      })),
      now,
    );
    // Only the orders this transaction froze: a concurrent run on the same batch waits on
    // their row locks above, then finds them priced and writes nothing.
    const ids = new Set(frozen);
    const mine = planned.filter((o) => ids.has(o.id!));

    // The chef's dishes join the customer's own (one row per dish and slot, counted apart in
    // chefQuantity so the mail can say which the chef chose).
    await insertRows(
      tx,
      "OrderItem",
      {
        id: "text",
        orderId: "text",
        dishId: "text",
        quantity: "int",
        chefQuantity: "int",
        slot: '"DeliverySlot"',
      },
      mine.flatMap((o) =>
        oneRowPerDishAndSlot(o.added).map((item) => ({
          ...item,
          chefQuantity: item.quantity,
          id: timeOrderedId(),
          orderId: o.id!,
        })),
      ),
      { onConflict: { on: ["orderId", "dishId", "slot"], add: ["quantity", "chefQuantity"] } },
    );

    await insertRows(
      tx,
      "Charge",
      {
        id: "text",
        userId: "text",
        orderId: "text",
        paymentMethodId: "text",
        amountCents: "int",
        idempotencyKey: "text",
        createdAt: "timestamp(3)",
        updatedAt: "timestamp(3)",
      },
      mine
        .filter((o) => o.price.totalCents > 0)
        .map((o) => ({
          id: timeOrderedId(),
          userId: o.userId,
          orderId: o.id!,
          paymentMethodId: cards.get(o.userId) ?? null,
          amountCents: o.price.totalCents,
          idempotencyKey: chargeKey(o.subscriptionId, menu.weekId),
          createdAt: now,
          updatedAt: now,
        })),
      { onConflict: "do-nothing" },
    );

    const told = mine.filter((o) => o.added.length > 0 || o.shortfall > 0);
    await insertNotifications(
      tx,
      told.map((o) => ({
        userId: o.userId,
        title: `We chose your meals for ${label}`,
        body: chefNote(o, dishNames),
        link: "/customer/meals",
        createdAt: now,
      })),
    );
    // Composed when sent, from the order's rows (order-mails.ts).
    await queueMails<OrderMailRef>(
      told.map((o) => ({
        compose: "chef-selection",
        orderId: o.id!,
        ...(o.excludedAllergens.length > 0 ? { avoided: o.excludedAllergens } : {}),
        ...whyChosen(o.added, histories.get(o.userId)),
      })),
      tx,
    );
    return planned;
  });
}

/** Each customer's card for off-session charges: their default card (at most one each). */
async function defaultCards(userIds: string[]): Promise<Map<string, string>> {
  const rows = await defaultCardOf(kysely.selectFrom("PaymentMethod"), anyText(userIds))
    .select(["PaymentMethod.userId", "PaymentMethod.id"])
    .execute();
  return new Map(rows.map((card) => [card.userId, card.id]));
}

/**
 * Why the chef chose each added dish, as the mail says it: the customer's rating or past choices
 * are decided now (they may change before the mail is sent); a dish named in neither was chosen
 * for its popularity. A few bytes per dish in the mail job.
 */
function whyChosen(
  added: readonly ChosenItem[],
  history: CustomerHistory | undefined,
): Pick<ChefSelectionRef, "rated" | "chosen"> {
  const rated: Record<string, number> = {};
  const chosen: Record<string, number> = {};
  for (const { dishId } of added) {
    const reason = reasonFor(history?.get(dishId));
    if (reason.kind === "rated") rated[dishId] = reason.stars;
    if (reason.kind === "chosen") chosen[dishId] = reason.times;
  }
  return {
    ...(Object.keys(rated).length > 0 ? { rated } : {}),
    ...(Object.keys(chosen).length > 0 ? { chosen } : {}),
  };
}

function oneRowPerDishAndSlot(items: readonly ChosenItem[]): ChosenItem[] {
  const byKey = new Map<string, ChosenItem>();
  for (const item of items) {
    const key = `${item.dishId}:${item.slot}`;
    const prior = byKey.get(key);
    byKey.set(key, { ...item, quantity: (prior?.quantity ?? 0) + item.quantity });
  }
  return [...byKey.values()];
}

function chefNote(order: PlannedOrder, names: Map<string, string>): string {
  const dishes = order.added.map((i) => `${i.quantity} × ${names.get(i.dishId) ?? "a dish"}`);
  const chosen = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const parts = [`${chefReason(chosen, order.mealsCount)} Our chef chose for you.`];
  if (dishes.length > 0) parts.push(`Added: ${dishes.join(", ")}.`);
  if (order.excludedAllergens.length > 0)
    parts.push(`Nothing we added contains ${order.excludedAllergens.join(", ")}.`);
  if (order.shortfall > 0)
    parts.push(
      `We couldn't fill ${order.shortfall} meal${order.shortfall === 1 ? "" : "s"} ${
        order.excludedAllergens.length > 0
          ? "without an allergen you avoid"
          : "from this week's menu (some dishes sold out)"
      }: you're not charged for ${order.shortfall === 1 ? "it" : "them"}, and our kitchen will contact you.`,
    );
  return parts.join(" ");
}
