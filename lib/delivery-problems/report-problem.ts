// A customer reports a problem with a delivered box: one dish (missing, damaged, wrong) or the
// box itself (late), within 48 hours of its delivery. Within the policy (policy.ts) it is credited
// at once; otherwise it waits for an admin on /admin/exceptions. The customer is told either way.
// The customer's row is locked first, so two reports at once are counted one after the other.
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { lockCustomer } from "@/lib/users/lock-customer";
import { creditProblem, leftOfOrder } from "./credit-problem";
import type { ReportProblemResultDto } from "./dto";
import { problemDto, problemLabel, problemSelect } from "./list-problems";
import { boxesOf, loadOrders, subjectOf } from "./order-boxes";
import { AUTO_CREDIT_PERIOD_DAYS, boxDelivery, claimOutcome, windowEnd } from "./policy";
import type { ReportProblemInput } from "./schemas";
import { tellCustomer } from "./tell-customer";

const DAY_NAMES = { MONDAY: "Monday", THURSDAY: "Thursday" } as const;

export async function reportProblem(
  userId: string,
  input: ReportProblemInput,
  now: Date,
): Promise<ReportProblemResultDto> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [order] = await loadOrders(tx, { userId, id: input.orderId });
    if (!order) throw notFound("Order");
    const box = boxesOf(order).find((b) => b.facts.day === input.day);
    if (!box) {
      throw new AppError(
        "NOT_FOUND",
        `Order ${order.number} has no box on ${DAY_NAMES[input.day]}.`,
      );
    }
    const delivery = boxDelivery(box.facts, now);
    if (!delivery.delivered) throw new AppError("CONFLICT", delivery.why);

    const late = input.kind === "LATE";
    const dish = late ? null : box.dishes.find((d) => d.dishId === input.dishId);
    if (!late && !dish) throw new AppError("VALIDATION", "That dish wasn't in this box.");
    const quantity = late ? 1 : input.quantity;
    if (dish && quantity > dish.quantity) {
      throw new AppError(
        "VALIDATION",
        `Your box had ${dish.quantity} of ${dish.name}: report at most ${dish.quantity}.`,
      );
    }
    const subject = subjectOf(input.day, dish?.dishId);
    const already = await tx.deliveryProblem.findUnique({
      where: { orderId_subject: { orderId: order.id, subject } },
      select: { id: true },
    });
    if (already) {
      throw new AppError(
        "CONFLICT",
        late ? "You've already reported this box late." : `You've already reported ${dish!.name}.`,
      );
    }
    if (input.photoId) {
      const photo = await tx.deliveryProblemPhoto.findFirst({
        where: { id: input.photoId, userId, problem: null },
        select: { id: true },
      });
      if (!photo)
        throw new AppError("VALIDATION", "That photo can't be attached: upload it again.");
    }
    const leftCents = await leftOfOrder(tx, order);
    if (leftCents === 0) {
      throw new AppError("CONFLICT", `Order ${order.number} has been given back in full already.`);
    }
    const since = new Date(now.getTime() - AUTO_CREDIT_PERIOD_DAYS * 86_400_000);
    const recentAutoCredits = await tx.deliveryProblem.count({
      where: { userId, status: "CREDITED", createdAt: { gt: since } },
    });
    const markedOnTime =
      delivery.marked &&
      delivery.at.getTime() <=
        windowEnd(box.facts.weekStart, box.facts.day, box.facts.deliveryTime).getTime();
    const outcome = claimOutcome({
      kind: input.kind,
      quantity,
      mealCents: box.mealCents,
      recentAutoCredits,
      leftCents,
      markedOnTime,
    });

    const created = await tx.deliveryProblem.create({
      data: {
        userId,
        orderId: order.id,
        day: input.day,
        dishId: dish?.dishId ?? null,
        subject,
        kind: input.kind,
        quantity,
        details: input.details || null,
        photoId: input.photoId ?? null,
        status: outcome.status,
        creditCents: outcome.creditCents,
        reviewReason: outcome.status === "PENDING" ? outcome.reviewReason : null,
        createdAt: now,
      },
      select: { id: true },
    });
    const label = problemLabel({
      kind: input.kind,
      quantity,
      day: input.day,
      dish: dish ? { name: dish.name } : null,
      order,
    });
    if (outcome.status === "CREDITED") {
      await creditProblem(
        tx,
        { id: created.id, userId, orderId: order.id, label, orderNumber: order.number },
        outcome.creditCents,
        now,
      );
    }
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, firstName: true },
    });
    const credited = outcome.status === "CREDITED";
    await tellCustomer(
      tx,
      { userId, ...user },
      {
        orderNumber: order.number,
        problemLabel: label,
        outcome: credited ? "credited" : "reviewing",
        amountCents: outcome.creditCents,
        note: null,
      },
      now,
    );
    const row = await tx.deliveryProblem.findUniqueOrThrow({
      where: { id: created.id },
      select: problemSelect,
    });
    return {
      problem: problemDto(row),
      message: credited
        ? `We've credited ${formatCents(outcome.creditCents)} to your account. It comes off your next box.`
        : "Thanks for telling us. Our team will look at it within about one business day and let you know.",
    };
  });
}
