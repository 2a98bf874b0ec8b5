// /customer/payments/{orderId}: confirm a payment the bank wants the customer to authenticate
// (linked from the mail, the bell and the home banner). Works after the deadline too.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfirmPayment } from "@/components/customer/payments/confirm-payment";
import { Container } from "@/components/ui/container";
import { customerPage } from "@/lib/auth/page-guard";
import { formatDay } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { paymentConfirmation } from "@/lib/payments/confirm-payment";

export const metadata: Metadata = { title: "Confirm your payment", robots: { index: false } };

export default customerPage(
  async ({ user }, { params }: { params: Promise<{ orderId: string }> }) => {
    const { orderId } = await params;
    const confirmation = await paymentConfirmation(user.id, orderId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    });
    return (
      <Container width="sm" className="py-8 sm:py-12">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
          Confirm your payment
        </h1>
        <p className="mt-2 text-muted">
          Order {confirmation.orderNumber} for the week of {formatDay(confirmation.weekStart)}
        </p>
        <div className="mt-8">
          <ConfirmPayment userId={user.id} initial={confirmation} />
        </div>
      </Container>
    );
  },
);
