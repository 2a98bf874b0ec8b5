// Messages above the customer home: a failed charge, a payment the bank wants confirmed, and a
// card problem already acknowledged in the modal (kept visible here so it is never lost).
import Link from "next/link";
import type { DashboardDto, PaymentProblemDto } from "@/lib/dashboard/dto";
import { formatCents } from "@/lib/format/money";
import { PAYMENT_HREF } from "@/lib/dashboard/upcoming-state";
import { AlertIcon } from "@/components/ui/icons";

function Banner({
  tone,
  title,
  children,
  action,
  testId,
}: {
  tone: "error" | "warning";
  title: string;
  children: React.ReactNode;
  action: { label: string; href: string };
  testId: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={
        tone === "error"
          ? "flex flex-col gap-3 rounded-2xl bg-red-50 px-5 py-4 text-red-950 ring-1 ring-red-200 sm:flex-row sm:items-center"
          : "flex flex-col gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
      }
    >
      <AlertIcon className={tone === "error" ? "size-6 text-red-700" : "size-6 text-amber-700"} />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
      <Link
        href={action.href}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-forest-900 shadow-sm ring-1 ring-forest-900/15 hover:bg-cream-50"
      >
        {action.label}
      </Link>
    </div>
  );
}

export function PaymentFailedBanner({
  failed,
}: {
  failed: NonNullable<DashboardDto["paymentFailed"]>;
}) {
  return (
    <Banner
      tone="error"
      testId="payment-failed"
      title="Your payment didn’t go through"
      action={{ label: "Update payment method", href: PAYMENT_HREF }}
    >
      We couldn&rsquo;t charge {formatCents(failed.totalCents)} for your order for the week of{" "}
      {failed.weekLabel} (order {failed.orderNumber}). Add a working card by {failed.holdDateLabel}{" "}
      to keep your delivery.
    </Banner>
  );
}

export function PaymentActionBanner({
  action,
}: {
  action: NonNullable<DashboardDto["paymentAction"]>;
}) {
  return (
    <Banner
      tone="error"
      testId="payment-action"
      title="Your bank asks you to confirm a payment"
      action={{ label: "Confirm the payment", href: action.href }}
    >
      Confirm the {formatCents(action.totalCents)} payment for your order for the week of{" "}
      {action.weekLabel} (order {action.orderNumber}) by {action.confirmByLabel} to keep your
      delivery.
    </Banner>
  );
}

export function PaymentProblemBanner({ problem }: { problem: PaymentProblemDto }) {
  return (
    <Banner
      tone="warning"
      testId="payment-problem"
      title={problem.title}
      action={{ label: problem.actionLabel, href: problem.actionHref }}
    >
      {problem.message}
    </Banner>
  );
}
