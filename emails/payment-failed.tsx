// "We couldn't charge your card": sent when an order's charge fails after the deadline.
import { Heading, Text } from "@react-email/components";
import { AlertBox } from "./components/alert-box";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { PaymentFailedProps, RenderedMail } from "./types";

function PaymentFailed(props: PaymentFailedProps) {
  const amount = formatCents(props.amountCents);
  return (
    <MailShell
      title="We couldn't charge your card"
      preview={`Your payment of ${amount} for order ${props.orderNumber} didn't go through.`}
    >
      <Heading as="h1" style={heading}>
        We couldn&apos;t charge your card
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We tried to charge <strong>{amount}</strong> for your order{" "}
        <strong>{props.orderNumber}</strong> for {props.weekLabel}, but the payment didn&apos;t go
        through.
      </Text>
      <AlertBox>{props.message}</AlertBox>
      <ActionButton href={props.updateCardUrl}>Update your card</ActionButton>
    </MailShell>
  );
}

export async function paymentFailedEmail(props: PaymentFailedProps): Promise<RenderedMail> {
  return renderMail(
    `We couldn't charge your card for ${props.weekLabel}`,
    <PaymentFailed {...props} />,
  );
}
