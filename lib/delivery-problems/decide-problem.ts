// An admin's decision on a report the policy did not credit at once: approve (what it asks for,
// never more than is left of the order's price, credited through the ledger under the report's
// unique key) or deny, with a note the customer reads. Audited on the customer's record and told
// to the customer (bell + mail). Never one's own report (separation of duties).
import { auditState, auditStateSelect, writeAudit } from "@/lib/admin/audit-log";
import { db, type Tx } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { AppError, notFound } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { MONEY_FOR_ONESELF } from "@/lib/payments/refund-order";
import { creditProblem, leftOfOrder } from "./credit-problem";
import { problemLabel } from "./list-problems";
import type { DecideProblemInput } from "./schemas";
import { tellCustomer } from "./tell-customer";

const accountState = async (tx: Tx, userId: string) =>
  auditState(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: auditStateSelect }));

export async function decideProblem(
  problemId: string,
  input: DecideProblemInput,
  actorId: string,
  now: Date,
): Promise<{ message: string }> {
  return db.$transaction(async (tx) => {
    // The report's row locked first: two admins deciding at once take turns.
    const locked = await kyselyIn(tx)
      .selectFrom("DeliveryProblem")
      .select(["id", "userId"])
      .where("id", "=", problemId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound("Report");
    const problem = await tx.deliveryProblem.findUniqueOrThrow({
      where: { id: problemId },
      select: {
        id: true,
        userId: true,
        status: true,
        kind: true,
        quantity: true,
        day: true,
        creditCents: true,
        dish: { select: { name: true } },
        user: { select: { email: true, firstName: true } },
        order: {
          select: {
            id: true,
            number: true,
            totalCents: true,
            giftCents: true,
            creditCents: true,
            week: { select: { startDate: true } },
          },
        },
      },
    });
    if (problem.status !== "PENDING") {
      throw new AppError("CONFLICT", "This report was decided already.");
    }
    const approve = input.decision === "approve";
    if (approve && problem.userId === actorId) {
      throw new AppError("FORBIDDEN", `You can't approve your own report: ${MONEY_FOR_ONESELF}`);
    }
    const before = await accountState(tx, problem.userId);
    const label = problemLabel(problem);
    const cents = approve ? Math.min(problem.creditCents, await leftOfOrder(tx, problem.order)) : 0;
    if (approve && cents === 0) {
      throw new AppError(
        "CONFLICT",
        `Order ${problem.order.number} has been given back in full already: deny the report instead.`,
      );
    }
    await tx.deliveryProblem.update({
      where: { id: problem.id },
      data: {
        status: approve ? "APPROVED" : "DENIED",
        decidedById: actorId,
        decidedAt: now,
        decisionNote: input.note,
      },
    });
    const target = { id: problem.id, userId: problem.userId, orderId: problem.order.id, label };
    if (approve) {
      await creditProblem(tx, { ...target, orderNumber: problem.order.number }, cents, now);
    }
    await tellCustomer(
      tx,
      { userId: problem.userId, ...problem.user },
      {
        orderNumber: problem.order.number,
        problemLabel: label,
        outcome: approve ? "approved" : "denied",
        amountCents: cents,
        note: input.note,
      },
      now,
    );
    await writeAudit(
      tx,
      {
        actorId,
        targetUserId: problem.userId,
        action: approve ? "problem-approve" : "problem-deny",
        detail: `${label}, order ${problem.order.number}${approve ? `: ${formatCents(cents)}` : ""} (${input.note})`,
        before,
        after: await accountState(tx, problem.userId),
      },
      now,
    );
    return {
      message: approve
        ? `${formatCents(cents)} credited to ${problem.user.firstName} for ${label}.`
        : `The report is denied; ${problem.user.firstName} is told.`,
    };
  });
}
