// The statement sent the day before a week's charge: the exact amount and how it was reached.
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { MoneyLines } from "./components/money-lines";
import { renderMail } from "./components/render-mail";
import { heading, paragraph, subheading } from "./components/styles";
import type { PreChargeStatementProps, RenderedMail } from "./types";

function PreChargeStatement(props: PreChargeStatementProps) {
  const amount = formatCents(props.totalCents);
  const card = props.cardLabel ? `your ${props.cardLabel}` : "the card on your account";
  const nothingDue = props.totalCents <= 0;
  return (
    <MailShell
      title={`Your statement for ${props.weekLabel}`}
      preview={
        nothingDue
          ? `Nothing to pay for ${props.weekLabel}.`
          : `${amount} will be charged to ${card} on ${props.chargeAtLabel}.`
      }
    >
      <Heading as="h1" style={heading}>
        Your statement for {props.weekLabel}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        {nothingDue ? (
          <>
            Your credits and gift balance cover {props.weekLabel}, so{" "}
            <strong>nothing will be charged</strong> to your card.
          </>
        ) : (
          <>
            On {props.chargeAtLabel} we will charge <strong>{amount}</strong> to {card} for{" "}
            {props.weekLabel}.
          </>
        )}
      </Text>
      <Heading as="h2" style={subheading}>
        {nothingDue ? "How your balance covers it" : `How we got to ${amount}`}
      </Heading>
      <MoneyLines
        lines={props.lines}
        totalCents={props.totalCents}
        totalLabel={nothingDue ? "Total" : "To be charged"}
      />
      <ActionButton href={props.mealsUrl}>Review your meals</ActionButton>
    </MailShell>
  );
}

export async function preChargeStatementEmail(
  props: PreChargeStatementProps,
): Promise<RenderedMail> {
  const subject =
    props.totalCents > 0
      ? `Your card will be charged ${formatCents(props.totalCents)} tomorrow`
      : `Nothing to pay for ${props.weekLabel}: your balance covers it`;
  return renderMail(subject, <PreChargeStatement {...props} />);
}
