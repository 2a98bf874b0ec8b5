// Payment notices that share one layout: "Confirm your payment" (the bank wants the customer),
// "Your card expires soon", "Your plan is on hold" and "Your plan is back on".
import { Heading, Text } from "@react-email/components";
import { AlertBox } from "./components/alert-box";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { PaymentNoticeProps, RenderedMail } from "./types";

function PaymentNotice(props: PaymentNoticeProps) {
  return (
    <MailShell title={props.heading} preview={props.paragraphs[0] ?? props.heading}>
      <Heading as="h1" style={heading}>
        {props.heading}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      {props.paragraphs.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {props.message ? <AlertBox>{props.message}</AlertBox> : null}
      <ActionButton href={props.actionUrl}>{props.actionLabel}</ActionButton>
    </MailShell>
  );
}

export async function paymentNoticeEmail(props: PaymentNoticeProps): Promise<RenderedMail> {
  return renderMail(props.subject, <PaymentNotice {...props} />);
}
