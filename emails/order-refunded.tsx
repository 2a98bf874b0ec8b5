// "We refunded $X": sent when an admin refunds an order, or a refund made in Stripe is recorded
// (the refund dialog promises "The customer is told": issue 26 defect 12).
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { OrderRefundedProps, RenderedMail } from "./types";

function OrderRefunded(props: OrderRefundedProps) {
  const amount = formatCents(props.amountCents);
  return (
    <MailShell title={`We refunded ${amount}`} preview={`A refund on order ${props.orderNumber}.`}>
      <Heading as="h1" style={heading}>
        We refunded {amount}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We refunded <strong>{amount}</strong> on your order <strong>{props.orderNumber}</strong>
        {props.cardLabel ? ` to your ${props.cardLabel}` : " to your card"}. It can take 5–10
        business days to appear on your statement.
      </Text>
      {props.refundedTotalCents > props.amountCents ? (
        <Text style={paragraph}>
          In all, {formatCents(props.refundedTotalCents)} of this order has been refunded.
        </Text>
      ) : null}
      <ActionButton href={props.ordersUrl}>See your orders</ActionButton>
    </MailShell>
  );
}

export async function orderRefundedEmail(props: OrderRefundedProps): Promise<RenderedMail> {
  return renderMail(
    `We refunded ${formatCents(props.amountCents)} on order ${props.orderNumber}`,
    <OrderRefunded {...props} />,
  );
}
