// The admin's report after the weekly rollover: what happened to every order, and what needs a human.
import { Heading, Text } from "@react-email/components";
import { formatCents } from "@/lib/format/money";
import { ActionButton } from "./components/action-button";
import { DataTable } from "./components/data-table";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph, subheading } from "./components/styles";
import type { RenderedMail, RolloverSummaryProps } from "./types";

const COUNT_LABELS: [keyof RolloverSummaryProps["counts"], string][] = [
  ["created", "Orders created"],
  ["locked", "Orders locked"],
  ["filled", "Filled by the chef"],
  ["charged", "Charges attempted"],
  ["paid", "Paid"],
  ["failed", "Payment failed"],
  ["waiting", "Waiting for the customer's bank"],
  ["zeroTotal", "Nothing to charge"],
  ["delivered", "Assumed delivered (stops never marked)"],
  ["resumed", "Subscriptions resumed"],
];

function None() {
  return <Text style={paragraph}>None</Text>;
}

function RolloverSummary(props: RolloverSummaryProps) {
  const { counts, amounts, failures, allergenShortfalls, withoutAddress, overCap } = props;
  return (
    <MailShell
      title={`Rollover for ${props.weekLabel}`}
      preview={`${counts.paid} paid, ${counts.failed} failed, ${allergenShortfalls.length} allergen shortfalls.`}
    >
      <Heading as="h1" style={heading}>
        Rollover for {props.weekLabel}
      </Heading>
      <Text style={paragraph}>Ran {props.ranAtLabel}.</Text>

      <Heading as="h2" style={subheading}>
        Orders
      </Heading>
      <DataTable
        caption="Orders by outcome"
        columns={[{ header: "Step" }, { header: "Orders", align: "right" }]}
        rows={COUNT_LABELS.map(([key, label]) => [label, String(counts[key])])}
      />

      <Heading as="h2" style={subheading}>
        Amounts
      </Heading>
      <DataTable
        caption="Amounts"
        columns={[{ header: "Outcome" }, { header: "Amount", align: "right" }]}
        rows={[
          ["Paid", formatCents(amounts.paidCents)],
          ["Failed", formatCents(amounts.failedCents)],
          ["Waiting for confirmation", formatCents(amounts.waitingCents)],
        ]}
      />

      <Heading as="h2" style={subheading}>
        Failed payments ({failures.length})
      </Heading>
      {failures.length === 0 ? (
        <None />
      ) : (
        <DataTable
          caption="Failed payments"
          columns={[
            { header: "Order" },
            { header: "Customer" },
            { header: "Amount", align: "right" },
            { header: "Problem" },
          ]}
          rows={failures.map((f) => [
            f.orderNumber,
            f.customerEmail,
            formatCents(f.amountCents),
            f.problem,
          ])}
        />
      )}

      <Heading as="h2" style={subheading}>
        Allergen shortfalls ({allergenShortfalls.length})
      </Heading>
      {allergenShortfalls.length === 0 ? (
        <None />
      ) : (
        <DataTable
          caption="Allergen shortfalls"
          columns={[
            { header: "Order" },
            { header: "Customer" },
            { header: "Missing meals", align: "right" },
            { header: "Allergens" },
          ]}
          rows={allergenShortfalls.map((s) => [
            s.orderNumber,
            s.customerEmail,
            String(s.missingMeals),
            s.allergens.join(", "),
          ])}
        />
      )}

      <Heading as="h2" style={subheading}>
        Boxes without a delivery address ({withoutAddress.length})
      </Heading>
      {withoutAddress.length === 0 ? (
        <None />
      ) : (
        <DataTable
          caption="Boxes without a delivery address"
          columns={[{ header: "Order" }, { header: "Customer" }]}
          rows={withoutAddress.map((b) => [b.orderNumber, b.customerEmail])}
        />
      )}

      <Heading as="h2" style={subheading}>
        Dishes over their cap ({overCap.length})
      </Heading>
      {overCap.length === 0 ? (
        <None />
      ) : (
        <DataTable
          caption="Dishes over their cap"
          columns={[
            { header: "Order" },
            { header: "Customer" },
            { header: "Dish" },
            { header: "Portions beyond the cap (not charged)", align: "right" },
          ]}
          rows={overCap.map((b) => [b.orderNumber, b.customerEmail, b.dish, String(b.beyond)])}
        />
      )}

      <ActionButton href={props.adminUrl}>Open the admin</ActionButton>
    </MailShell>
  );
}

export async function rolloverSummaryEmail(props: RolloverSummaryProps): Promise<RenderedMail> {
  return renderMail(
    `Rollover for ${props.weekLabel}: ${props.counts.paid} paid, ${props.counts.failed} failed`,
    <RolloverSummary {...props} />,
  );
}
