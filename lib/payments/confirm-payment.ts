// A payment the bank wants the customer to confirm (strong customer authentication): what the
// confirm page shows, and the confirmation itself. Confirming after the deadline still works (Open
// Food Network's #8635 refused it once the order cycle closed); after the three days the order is
// cancelled and can no longer be confirmed.
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { paymentProvider } from "./index";
import { applyPaymentState } from "./webhooks/converge-payment";

export interface PaymentConfirmationDto {
  orderId: string;
  orderNumber: string;
  weekStart: IsoDate;
  amountCents: number;
  status: string;
  /** Stripe: the PaymentIntent's client secret for confirmCardPayment; offline: null. */
  clientSecret: string | null;
  testMode: boolean;
}

async function waitingCharge(userId: string, orderId: string) {
  const order = await db.weeklyOrder.findFirst({
    where: { id: orderId, userId },
    select: {
      id: true,
      number: true,
      status: true,
      totalCents: true,
      week: { select: { startDate: true } },
      charges: {
        where: { status: "REQUIRES_ACTION" },
        orderBy: { updatedAt: "desc" },
        take: 1,
        select: { id: true, providerChargeId: true },
      },
    },
  });
  if (!order) throw new AppError("NOT_FOUND", "Order not found.");
  return order;
}

export async function paymentConfirmation(
  userId: string,
  orderId: string,
): Promise<PaymentConfirmationDto> {
  const order = await waitingCharge(userId, orderId);
  const provider = paymentProvider();
  const pid = order.charges[0]?.providerChargeId;
  return {
    orderId: order.id,
    orderNumber: order.number,
    weekStart: fromDateColumn(order.week.startDate),
    amountCents: order.totalCents,
    status: order.status,
    clientSecret:
      order.status === "REQUIRES_ACTION" && pid ? await provider.confirmationSecret(pid) : null,
    testMode: provider.testMode,
  };
}

/** After the browser authenticated (Stripe.js) or the offline confirm button: settle from the provider. */
export async function confirmPayment(
  userId: string,
  orderId: string,
  now: Date,
): Promise<PaymentConfirmationDto> {
  const order = await waitingCharge(userId, orderId);
  if (order.status === "CANCELLED")
    throw new AppError(
      "CONFLICT",
      "This order was cancelled because the payment wasn't confirmed in time. Nothing was charged.",
    );
  const charge = order.charges[0];
  if (order.status === "REQUIRES_ACTION" && charge?.providerChargeId) {
    const provider = paymentProvider();
    await provider.completeAuthentication(charge.providerChargeId);
    const state = await provider.retrievePayment(charge.providerChargeId);
    if (state.status === "requires_action")
      throw new AppError(
        "PAYMENT_REQUIRED",
        "Your bank hasn't confirmed the payment yet. Please try again.",
      );
    const effect = await applyPaymentState(state, charge.id, now);
    await db.$transaction((tx) => effect(tx));
  }
  return paymentConfirmation(userId, orderId);
}
