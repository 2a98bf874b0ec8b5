// The buyer's notice that their gift card was refunded: the money goes back to their card, and the
// code stops working (so the recipient can't spend it).
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { GiftCardRefundedProps, RenderedMail } from "./types";

function GiftCardRefunded(props: GiftCardRefundedProps) {
  const amount = formatCents(props.amountCents);
  return (
    <MailShell
      title={`Your ${amount} gift card was refunded`}
      preview={`We refunded your gift card for ${props.recipientName}.`}
    >
      <Heading as="h1" style={heading}>
        Your gift card was refunded
      </Heading>
      <Text style={paragraph}>Hi {props.buyerName},</Text>
      <Text style={paragraph}>
        We refunded <strong>{amount}</strong> to the card you paid with for the gift card for{" "}
        <strong>{props.recipientName}</strong>. Refunds take 5–10 business days to show on your
        statement.
      </Text>
      <Text style={paragraph}>
        The gift card&rsquo;s code no longer works, so it can&rsquo;t be redeemed. If you
        didn&rsquo;t ask for this refund, reply to this email.
      </Text>
      <ActionButton href={props.statusUrl}>See your gift card</ActionButton>
    </MailShell>
  );
}

export async function giftCardRefundedEmail(props: GiftCardRefundedProps): Promise<RenderedMail> {
  return renderMail(
    `Your ${formatCents(props.amountCents)} gift card for ${props.recipientName} was refunded`,
    <GiftCardRefunded {...props} />,
  );
}
