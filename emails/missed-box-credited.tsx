// "We credited $64.00 for your missed box": a box the driver could not deliver, which the kitchen
// manager credited on /admin/deliveries. The bell says it too; the mail reaches someone who is
// not looking at the app.
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { MissedBoxCreditedProps, RenderedMail } from "./types";

export const missedBoxCreditedTitle = (props: MissedBoxCreditedProps) =>
  `We credited ${formatCents(props.amountCents)} for your missed box`;

function MissedBoxCredited(props: MissedBoxCreditedProps) {
  const title = missedBoxCreditedTitle(props);
  return (
    <MailShell title={title} preview={`Order ${props.orderNumber}, ${props.dateLabel}`}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We couldn&apos;t deliver your box from order <strong>{props.orderNumber}</strong> on{" "}
        {props.dateLabel}, and we&apos;re sorry. <strong>{formatCents(props.amountCents)}</strong>{" "}
        is now credit on your account, and it comes off your next box automatically.
      </Text>
      <ActionButton href={props.ordersUrl}>See your orders</ActionButton>
    </MailShell>
  );
}

export async function missedBoxCreditedEmail(props: MissedBoxCreditedProps): Promise<RenderedMail> {
  return renderMail(missedBoxCreditedTitle(props), <MissedBoxCredited {...props} />);
}
