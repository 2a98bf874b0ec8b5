// "Maya sent you a $50 gift card": the recipient's mail, with the code and how to use it.
import { Heading, Text } from "@react-email/components";
import { listOf } from "@/lib/format/list";
import { formatCents } from "@/lib/format/money";
import { DELIVERY_CITIES } from "@/lib/seed/delivery-area";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { GiftCardProps, RenderedMail } from "./types";

const codeStyle = {
  ...paragraph,
  fontFamily: "ui-monospace, Menlo, Consolas, monospace",
  fontSize: "22px",
  fontWeight: 700,
  letterSpacing: "2px",
  textAlign: "center" as const,
  padding: "12px",
  border: "1px dashed #1d3d2e",
  borderRadius: "8px",
};

// Delivery covers nine cities, not Toronto alone: name them all, from the one list of the area.
const AREA = listOf(DELIVERY_CITIES.map((city) => city.name));

function GiftCard(props: GiftCardProps) {
  const amount = formatCents(props.amountCents);
  return (
    <MailShell
      title={`${props.buyerName} sent you a ${amount} gift card`}
      preview={`A ${amount} Lakeshore Kitchen gift card from ${props.buyerName}.`}
    >
      <Heading as="h1" style={heading}>
        {props.buyerName} sent you a {amount} gift card
      </Heading>
      <Text style={paragraph}>Hi {props.recipientName},</Text>
      {props.message ? (
        <Text style={{ ...paragraph, fontStyle: "italic" }}>“{props.message}”</Text>
      ) : null}
      <Text style={paragraph}>
        Your gift card is worth <strong>{amount}</strong> of chef-cooked meals, delivered across{" "}
        {AREA}. Your code:
      </Text>
      <Text style={codeStyle}>{props.code}</Text>
      <Text style={paragraph}>
        Enter it as a gift code when you sign up, or on the Rewards tab of your account. The balance
        comes off your weekly orders until it is used up.
      </Text>
      <ActionButton href={props.redeemUrl}>Choose your meals</ActionButton>
    </MailShell>
  );
}

export async function giftCardEmail(props: GiftCardProps): Promise<RenderedMail> {
  return renderMail(
    `${props.buyerName} sent you a ${formatCents(props.amountCents)} Lakeshore Kitchen gift card`,
    <GiftCard {...props} />,
  );
}
