// "Choose your meals": the reminder before the weekly Wednesday 11:59 PM (Toronto) deadline.
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import { plural } from "./components/wording";
import type { DeadlineReminderProps, RenderedMail } from "./types";

function DeadlineReminder(props: DeadlineReminderProps) {
  const left = Math.max(props.mealsNeeded - props.mealsChosen, 0);
  const progress =
    props.mealsChosen === 0
      ? `You haven't chosen any of your ${plural(props.mealsNeeded, "meal")} for ${props.weekLabel} yet.`
      : `You've chosen ${props.mealsChosen} of ${plural(props.mealsNeeded, "meal")} for ${props.weekLabel}.`;
  return (
    <MailShell
      title="Choose your meals"
      preview={`${props.mealsChosen} of ${props.mealsNeeded} chosen. The menu closes ${props.deadlineLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Time to choose your meals
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>{progress}</Text>
      <Text style={paragraph}>
        {left > 0
          ? `Pick the other ${plural(left, "meal")} by `
          : "You can still change your choices until "}
        <strong>{props.deadlineLabel}</strong>. After that, our chef chooses any missing meals for
        you.
      </Text>
      <ActionButton href={props.mealsUrl}>Choose your meals</ActionButton>
    </MailShell>
  );
}

export async function deadlineReminderEmail(props: DeadlineReminderProps): Promise<RenderedMail> {
  return renderMail("Choose your meals by Wednesday 11:59 PM", <DeadlineReminder {...props} />);
}
