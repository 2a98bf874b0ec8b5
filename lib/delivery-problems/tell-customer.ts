// Tells the customer what became of a report, in the app (the bell) and by mail (queued in the
// same transaction, so a rollback tells nobody).
import type { DeliveryProblemProps } from "@/emails/types";
import type { Tx } from "@/lib/db";
import { formatCents } from "@/lib/format/money";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";

const TITLES: Record<DeliveryProblemProps["outcome"], (amount: string) => string> = {
  credited: (amount) => `${amount} credited for your report`,
  approved: (amount) => `${amount} credited for your report`,
  reviewing: () => "We're looking into your report",
  denied: () => "Your report was looked at",
};

function notice(props: DeliveryProblemProps): string {
  const amount = formatCents(props.amountCents);
  const base = `${props.problemLabel} on order ${props.orderNumber}.`;
  switch (props.outcome) {
    case "credited":
    case "approved":
      return `${base} ${amount} is credit on your account and comes off your next box.`;
    case "reviewing":
      return `${base} Our team will decide within about one business day and tell you here and by email.`;
    case "denied":
      return `${base} We can't give credit for it this time${props.note ? `: ${props.note}` : "."}`;
  }
}

export async function tellCustomer(
  tx: Tx,
  to: { userId: string; email: string; firstName: string },
  props: Omit<DeliveryProblemProps, "firstName" | "ordersUrl">,
  now: Date,
): Promise<void> {
  const full: DeliveryProblemProps = {
    ...props,
    firstName: to.firstName,
    ordersUrl: appUrl("/customer/orders"),
  };
  await insertNotifications(tx, [
    {
      userId: to.userId,
      title: TITLES[props.outcome](formatCents(props.amountCents)),
      body: notice(full),
      link: "/customer/orders",
      createdAt: now,
    },
  ]);
  await queueMails([{ template: "delivery-problem", to: to.email, props: full }], tx);
}
