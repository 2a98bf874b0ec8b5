// A highlighted message in a mail (the payment-problem text, shown as given).
import { Section, Text } from "@react-email/components";
import { colors, paragraph } from "./styles";

export function AlertBox({ children }: { children: React.ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: colors.alertBg,
        borderLeft: `4px solid ${colors.alertBorder}`,
        padding: "12px 16px",
        margin: "0 0 16px",
      }}
    >
      <Text style={{ ...paragraph, margin: 0 }}>{children}</Text>
    </Section>
  );
}
