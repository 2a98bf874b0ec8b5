// "Your box is on its way": the morning of a delivery day, once the day's deliveries start.
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { MealList } from "./components/meal-list";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import { plural } from "./components/wording";
import type { BoxOnItsWayProps, RenderedMail } from "./types";

function BoxOnItsWay(props: BoxOnItsWayProps) {
  const meals = props.meals.reduce((sum, meal) => sum + meal.quantity, 0);
  return (
    <MailShell
      title="Your box is on its way"
      preview={`Arriving ${props.dayLabel}, ${props.windowLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Your box is on its way
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        Your {plural(meals, "meal")} left our kitchen and will reach you{" "}
        <strong>
          {props.dayLabel}, {props.windowLabel}
        </strong>
        {props.addressLine ? ` at ${props.addressLine}` : ""}. Please refrigerate them when they
        arrive.
      </Text>
      <MealList meals={props.meals} />
      <Text style={paragraph}>Order {props.orderNumber}.</Text>
      <ActionButton href={props.ordersUrl}>See your order</ActionButton>
    </MailShell>
  );
}

export async function boxOnItsWayEmail(props: BoxOnItsWayProps): Promise<RenderedMail> {
  return renderMail("Your box is on its way", <BoxOnItsWay {...props} />);
}
