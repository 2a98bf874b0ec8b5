// "We couldn't charge your card": sent when an order's charge fails after the deadline.
import { Heading, Section, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { colors, heading, paragraph } from "./components/styles";
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
      <Section
        style={{
          backgroundColor: colors.alertBg,
          borderLeft: `4px solid ${colors.alertBorder}`,
          padding: "12px 16px",
          margin: "0 0 16px",
        }}
      >
        <Text style={{ ...paragraph, margin: 0 }}>{props.message}</Text>
      </Section>
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
