// "Delivered": whoever delivered marked the stop; the time is Toronto's.
import { Heading, Text } from "@react-email/components";
import { SUPPORT_EMAIL } from "@/lib/brand";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import { plural } from "./components/wording";
import type { BoxDeliveredProps, RenderedMail } from "./types";

function BoxDelivered(props: BoxDeliveredProps) {
  return (
    <MailShell title="Delivered" preview={`Delivered ${props.deliveredAtLabel}.`}>
      <Heading as="h1" style={heading}>
        Delivered
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        Your box of {plural(props.mealsCount, "meal")} (order {props.orderNumber}) was delivered{" "}
        <strong>{props.deliveredAtLabel}</strong>. Refrigerate your meals and enjoy them within 4–5
        days.
      </Text>
      <Text style={paragraph}>
        Nothing at your door? Write to us at {SUPPORT_EMAIL} and we&apos;ll sort it out today.
      </Text>
      <ActionButton href={props.ordersUrl}>See your order</ActionButton>
    </MailShell>
  );
}

export async function boxDeliveredEmail(props: BoxDeliveredProps): Promise<RenderedMail> {
  return renderMail(`Delivered: order ${props.orderNumber}`, <BoxDelivered {...props} />);
}
