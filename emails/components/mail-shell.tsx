// The frame of every React mail: brand header, preview line, body and footer.
import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import { BRAND_NAME, BRAND_TAGLINE, BUSINESS_ADDRESS, SUPPORT_EMAIL } from "@/lib/brand";
import { colors, fontFamily, link, smallPrint } from "./styles";

export function MailShell({
  title,
  preview,
  children,
}: {
  /** The document title: mail clients and screen readers announce it. */
  title: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 12px", backgroundColor: colors.page, fontFamily }}>
        <Container
          style={{
            maxWidth: "560px",
            backgroundColor: colors.card,
            borderRadius: "10px",
            padding: "32px",
          }}
        >
          <Text
            style={{
              margin: "0 0 24px",
              fontSize: "20px",
              lineHeight: "28px",
              fontWeight: 700,
              color: colors.brand,
            }}
          >
            {BRAND_NAME}
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderTop: `1px solid ${colors.rule}`, margin: "32px 0 16px" }} />
          <Text style={smallPrint}>{BRAND_TAGLINE}</Text>
          <Text style={smallPrint}>
            Questions? Reply to this email or write to{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} style={link}>
              {SUPPORT_EMAIL}
            </a>
            .
          </Text>
          <Text style={smallPrint}>
            {BRAND_NAME}, {BUSINESS_ADDRESS}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
