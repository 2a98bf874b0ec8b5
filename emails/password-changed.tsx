// "Your password was changed": a notice after a change (Account → Password, or a reset link), so
// a customer who did not make it can act at once.
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { AlertBox } from "./components/alert-box";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { PasswordChangedProps, RenderedMail } from "./types";

function PasswordChanged(props: PasswordChangedProps) {
  return (
    <MailShell
      title="Your password was changed"
      preview={`Your password was changed on ${props.changedAtLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Your password was changed
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        The password of your Lakeshore Kitchen account was changed on {props.changedAtLabel}.
        You&apos;ve been signed out everywhere else.
      </Text>
      <AlertBox>
        Wasn&apos;t you? Reset your password now and write to us at {props.supportEmail}.
      </AlertBox>
      <ActionButton href={props.resetUrl}>Reset your password</ActionButton>
    </MailShell>
  );
}

export async function passwordChangedEmail(props: PasswordChangedProps): Promise<RenderedMail> {
  return renderMail("Your password was changed", <PasswordChanged {...props} />);
}
