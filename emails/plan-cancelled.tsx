// "Your plan is cancelled": what stops, what is still delivered, and what the customer keeps.
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { PlanCancelledProps, RenderedMail } from "./types";

function PlanCancelled(props: PlanCancelledProps) {
  const kept = [
    props.giftBalanceCents > 0
      ? `a gift card balance of ${formatCents(props.giftBalanceCents)}`
      : "",
    props.creditCents > 0 ? `${formatCents(props.creditCents)} of credit` : "",
  ].filter(Boolean);
  return (
    <MailShell title="Your plan is cancelled" preview={`Your ${props.planName} plan is cancelled.`}>
      <Heading as="h1" style={heading}>
        Your plan is cancelled
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We&apos;ve cancelled your {props.planName} plan. No more boxes are ordered and nothing more
        is charged.
      </Text>
      {props.stillDelivered.length > 0 ? (
        <Text style={paragraph}>
          Already being prepared, so still delivered and charged: {props.stillDelivered.join(", ")}.
        </Text>
      ) : null}
      {kept.length > 0 ? (
        <Text style={paragraph}>You keep {kept.join(" and ")} for when you come back.</Text>
      ) : null}
      <ActionButton href={props.restartUrl}>Start a plan again</ActionButton>
    </MailShell>
  );
}

export async function planCancelledEmail(props: PlanCancelledProps): Promise<RenderedMail> {
  return renderMail("Your plan is cancelled", <PlanCancelled {...props} />);
}
