// "We chose your meals": sent when the kitchen filled an order the customer had not completed.
import { Heading, Text } from "@react-email/components";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { MealList } from "./components/meal-list";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import { plural } from "./components/wording";
import type { ChefSelectionProps, RenderedMail } from "./types";

function ChefSelection(props: ChefSelectionProps) {
  return (
    <MailShell
      title={`Your meals for ${props.weekLabel}`}
      preview={`Our chef picked your meals for ${props.weekLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Our chef chose your meals
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        {props.reason} So our chef picked these for {props.weekLabel}:
      </Text>
      <MealList meals={props.dishes} />
      {props.excludedAllergens.length > 0 ? (
        <Text style={paragraph}>
          We left out anything containing: {props.excludedAllergens.join(", ")}.
        </Text>
      ) : null}
      {props.shortfall > 0 ? (
        <Text style={paragraph}>
          <strong>
            We could not fill {plural(props.shortfall, "meal")}{" "}
            {props.excludedAllergens.length > 0
              ? "with a dish that avoids your allergens."
              : "from this week's menu: some dishes sold out."}
          </strong>{" "}
          You are not charged for {props.shortfall === 1 ? "it" : "them"}, and our kitchen team will
          contact you before your delivery.
        </Text>
      ) : null}
      <ActionButton href={props.mealsUrl}>See your meals</ActionButton>
    </MailShell>
  );
}

export async function chefSelectionEmail(props: ChefSelectionProps): Promise<RenderedMail> {
  return renderMail(`We chose your meals for ${props.weekLabel}`, <ChefSelection {...props} />);
}
