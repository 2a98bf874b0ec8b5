// "Welcome, your first box is ordered": sent right after sign-up, with the first week's meals and
// its price as it stands (charged at that week's deadline).
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { MealList } from "./components/meal-list";
import { MoneyLines } from "./components/money-lines";
import { renderMail } from "./components/render-mail";
import { heading, paragraph, subheading } from "./components/styles";
import type { RenderedMail, WelcomeProps } from "./types";

function Welcome(props: WelcomeProps) {
  return (
    <MailShell
      title="Welcome to Lakeshore Kitchen"
      preview={`Order ${props.orderNumber}: your first box arrives ${props.deliveryLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Welcome, {props.firstName}!
      </Heading>
      <Text style={paragraph}>
        You&apos;re on {props.planName}. Your first box, order {props.orderNumber} for{" "}
        {props.weekLabel}, arrives {props.deliveryLabel}.
      </Text>
      <Text style={subheading}>Your meals</Text>
      <MealList meals={props.meals} />
      <MoneyLines lines={props.lines} totalCents={props.totalCents} totalLabel="To be charged" />
      <Text style={paragraph}>
        We charge your card at the order deadline, {props.chargeLabel}. Until then you can change
        your meals, skip the week or change your plan.
      </Text>
      <ActionButton href={props.mealsUrl}>See your meals</ActionButton>
    </MailShell>
  );
}

export async function welcomeEmail(props: WelcomeProps): Promise<RenderedMail> {
  return renderMail(
    `Welcome to Lakeshore Kitchen: order ${props.orderNumber} is in`,
    <Welcome {...props} />,
  );
}
