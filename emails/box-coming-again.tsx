// "We'll bring your box again": a box the driver could not deliver, which the kitchen manager sent
// out again from /admin/deliveries. The bell says it too; the mail reaches someone who is not
// looking at the app, and the "on its way" mail follows when the box leaves again.
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { BoxComingAgainProps, RenderedMail } from "./types";

export const BOX_COMING_AGAIN_TITLE = "We'll bring your box again";

function BoxComingAgain(props: BoxComingAgainProps) {
  return (
    <MailShell
      title={BOX_COMING_AGAIN_TITLE}
      preview={`Order ${props.orderNumber}, ${props.dateLabel}`}
    >
      <Heading as="h1" style={heading}>
        {BOX_COMING_AGAIN_TITLE}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We couldn&apos;t deliver your box from order <strong>{props.orderNumber}</strong> on{" "}
        {props.dateLabel}, and we&apos;re sorry. We&apos;ll bring it again and let you know when it
        arrives. You don&apos;t need to do anything.
      </Text>
      <ActionButton href={props.ordersUrl}>See your orders</ActionButton>
    </MailShell>
  );
}

export async function boxComingAgainEmail(props: BoxComingAgainProps): Promise<RenderedMail> {
  return renderMail(BOX_COMING_AGAIN_TITLE, <BoxComingAgain {...props} />);
}
