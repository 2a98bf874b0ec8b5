// "How was your box?": the day after a delivery, a link to rate each dish (no sign-in needed).
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { RateYourBoxProps, RenderedMail } from "./types";

function RateYourBox(props: RateYourBoxProps) {
  return (
    <MailShell title="How was your box?" preview={`Rate your meals from ${props.weekLabel}.`}>
      <Heading as="h1" style={heading}>
        How was your box?
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        Tell our chef what you thought of your meals from {props.weekLabel} (order{" "}
        {props.orderNumber}). Give each dish 1 to 5 stars and, if you like, a comment:
      </Text>
      <ul style={{ ...paragraph, paddingLeft: "20px" }}>
        {props.dishes.map((name) => (
          <li key={name} style={{ margin: "0 0 4px" }}>
            {name}
          </li>
        ))}
      </ul>
      <Text style={paragraph}>
        When our chef picks meals for you, dishes you rate 4 or 5 stars come first, and dishes you
        rate 2 stars or less are left out.
      </Text>
      <ActionButton href={props.rateUrl}>Rate your meals</ActionButton>
      <Text style={paragraph}>
        The link works for {props.linkDays} days without signing in. You can also rate and change
        your ratings any time from Past orders.
      </Text>
    </MailShell>
  );
}

export async function rateYourBoxEmail(props: RateYourBoxProps): Promise<RenderedMail> {
  return renderMail("How was your box?", <RateYourBox {...props} />);
}
