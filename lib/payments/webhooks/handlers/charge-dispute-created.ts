// charge.dispute.created: a customer disputed a payment with their bank. Every admin is told (bell
// and mail) with the order and amount, to answer it in Stripe before the deadline.
import { db } from "@/lib/db";
import { formatCents } from "@/lib/format/money";
import { queueMails } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { appUrl } from "@/lib/mail/labels";
import { field, idOf, NOTHING, type WebhookHandler } from "../types";

export const chargeDisputeCreated: WebhookHandler = async (event, { now }) => {
  const intentId = idOf(field(event, "payment_intent"));
  const amount = field(event, "amount");
  const reason = field(event, "reason");
  const charge = intentId
    ? await db.charge.findFirst({
        where: { providerChargeId: intentId },
        select: { order: { select: { number: true } }, user: { select: { email: true } } },
      })
    : null;
  const admins = await db.user.findMany({
    where: { status: "active", roles: { some: { role: { slug: "admin" } } } },
    select: { id: true, email: true, firstName: true },
  });
  if (admins.length === 0) return NOTHING;
  const what = charge?.order
    ? `order ${charge.order.number} (${charge.user.email})`
    : `payment ${intentId ?? "unknown"}`;
  const body =
    `A customer disputed ${typeof amount === "number" ? formatCents(amount) : "a payment"} on ${what}` +
    `${typeof reason === "string" ? ` (reason: ${reason.replaceAll("_", " ")})` : ""}. ` +
    `Answer it in the Stripe dashboard before its deadline.`;
  return async (tx) => {
    await insertNotifications(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        title: "A payment was disputed",
        body,
        link: "/admin",
        createdAt: now,
      })),
    );
    await queueMails(
      admins.map((admin) => ({
        template: "payment-notice" as const,
        to: admin.email,
        props: {
          firstName: admin.firstName,
          subject: "A payment was disputed",
          heading: "A payment was disputed",
          paragraphs: [body],
          actionLabel: "Open the admin home",
          actionUrl: appUrl("/admin"),
        },
      })),
      tx,
    );
  };
};
