// "Your order is confirmed": sent once an order's payment has gone through (or nothing was due).
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { MailShell } from "./components/mail-shell";
import { MealList } from "./components/meal-list";
import { MoneyLines } from "./components/money-lines";
import { renderMail } from "./components/render-mail";
import { heading, link, paragraph, subheading } from "./components/styles";
import { plural } from "./components/wording";
import type { OrderConfirmationProps, RenderedMail } from "./types";

function OrderConfirmation(props: OrderConfirmationProps) {
  const mealCount = props.meals.reduce((sum, meal) => sum + meal.quantity, 0);
  const total = formatCents(props.totalCents);
  const charged = props.cardLabel !== null && props.totalCents > 0;
  return (
    <MailShell
      title={`Order ${props.orderNumber} confirmed`}
      preview={`${plural(mealCount, "meal")} for ${props.weekLabel}, arriving ${props.deliveryLabel}.`}
    >
      <Heading as="h1" style={heading}>
        Your order is confirmed
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        Thank you! Your order <strong>{props.orderNumber}</strong> for {props.weekLabel} is
        confirmed.
      </Text>
      <Text style={paragraph}>
        <strong>Delivery:</strong> {props.deliveryLabel}
      </Text>

      <Heading as="h2" style={subheading}>
        Your meals
      </Heading>
      {props.chefSelected ? (
        <Text style={paragraph}>Our chef chose these meals for you this week.</Text>
      ) : null}
      <MealList meals={props.meals} />

      <Heading as="h2" style={subheading}>
        Payment
      </Heading>
      <MoneyLines
        lines={props.lines}
        totalCents={props.totalCents}
        totalLabel={charged ? "Total charged" : "Total"}
      />
      <Text style={paragraph}>
        {charged
          ? `We charged ${total} to your ${props.cardLabel}.`
          : "Nothing was charged to a card for this order."}
      </Text>

      <ActionButton href={props.receiptUrl}>View your receipt</ActionButton>
      <Text style={paragraph}>
        Your past orders and receipts are always in{" "}
        <a href={props.ordersUrl} style={link}>
          your account
        </a>
        .
      </Text>
    </MailShell>
  );
}

export async function orderConfirmationEmail(props: OrderConfirmationProps): Promise<RenderedMail> {
  return renderMail(
    `Your order ${props.orderNumber} is confirmed`,
    <OrderConfirmation {...props} />,
  );
}
