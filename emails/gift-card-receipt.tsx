// The buyer's receipt: what they bought, when it is delivered, and the link to follow it.
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { GiftCardReceiptProps, RenderedMail } from "./types";

function GiftCardReceipt(props: GiftCardReceiptProps) {
  const amount = formatCents(props.amountCents);
  return (
    <MailShell
      title={`Your ${amount} gift card`}
      preview={`Your gift card for ${props.recipientName}.`}
    >
      <Heading as="h1" style={heading}>
        Thank you for your gift
      </Heading>
      <Text style={paragraph}>Hi {props.buyerName},</Text>
      <Text style={paragraph}>
        We charged <strong>{amount}</strong> to your card for a gift card for{" "}
        <strong>{props.recipientName}</strong>. We’ll email it to {props.recipientEmail} on the
        morning of {props.deliverOnLabel}.
      </Text>
      <Text style={paragraph}>
        Follow your gift card (delivered, redeemed) with the link below. Keep it private: anyone
        with the link can see the card’s state.
      </Text>
      <ActionButton href={props.statusUrl}>See your gift card</ActionButton>
    </MailShell>
  );
}

export async function giftCardReceiptEmail(props: GiftCardReceiptProps): Promise<RenderedMail> {
  return renderMail(
    `Your ${formatCents(props.amountCents)} gift card for ${props.recipientName}`,
    <GiftCardReceipt {...props} />,
  );
}
