// A delivery problem the customer reported: credited at once, being looked at, or decided (the
// customer is told either way).
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { DeliveryProblemProps, RenderedMail } from "./types";

export function deliveryProblemTitle(props: DeliveryProblemProps): string {
  const amount = formatCents(props.amountCents);
  switch (props.outcome) {
    case "credited":
    case "approved":
      return `We credited ${amount} for your order ${props.orderNumber}`;
    case "reviewing":
      return `We're looking into your report on order ${props.orderNumber}`;
    case "denied":
      return `About your report on order ${props.orderNumber}`;
  }
}

function Body(props: DeliveryProblemProps) {
  const amount = formatCents(props.amountCents);
  switch (props.outcome) {
    case "credited":
    case "approved":
      return (
        <Text style={paragraph}>
          We&apos;re sorry about it. <strong>{amount}</strong> is now credit on your account, and it
          comes off your next box automatically.
        </Text>
      );
    case "reviewing":
      return (
        <Text style={paragraph}>
          We&apos;re sorry about it. Someone from our team will look at it, usually within one
          business day, and we&apos;ll write to you with what we decide.
        </Text>
      );
    case "denied":
      return (
        <Text style={paragraph}>
          We looked at it carefully and can&apos;t give credit for it this time.
        </Text>
      );
  }
}

function DeliveryProblem(props: DeliveryProblemProps) {
  const title = deliveryProblemTitle(props);
  return (
    <MailShell title={title} preview={props.problemLabel}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        You told us about a problem with order <strong>{props.orderNumber}</strong>:{" "}
        {props.problemLabel}.
      </Text>
      <Body {...props} />
      {props.note ? <Text style={paragraph}>From our team: {props.note}</Text> : null}
      <ActionButton href={props.ordersUrl}>See your orders</ActionButton>
    </MailShell>
  );
}

export async function deliveryProblemEmail(props: DeliveryProblemProps): Promise<RenderedMail> {
  return renderMail(deliveryProblemTitle(props), <DeliveryProblem {...props} />);
}
