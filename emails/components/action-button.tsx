// The main call to action of a mail, with the address spelled out for clients that drop buttons.
import { Button, Section, Text } from "@react-email/components";
import { colors, link, smallPrint } from "./styles";

export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "24px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "6px",
          fontSize: "16px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
      {/* The plain-text part already prints the button's address beside its label. */}
      <Text style={{ ...smallPrint, margin: "12px 0 0" }} data-skip-in-text="true">
        If the button does not work, paste this address into your browser:{" "}
        <a href={href} style={{ ...link, wordBreak: "break-all" }}>
          {href}
        </a>
      </Text>
    </Section>
  );
}
