// The inline styles the React mail templates share. Colours match emails/layout.ts; every text
// colour passes WCAG AA on its background (#1c1c1a and #1d3d2e on white, #5c5c57 for small print).
import type { CSSProperties } from "react";

export const colors = {
  page: "#fbf7ee",
  card: "#ffffff",
  text: "#1c1c1a",
  brand: "#1d3d2e",
  muted: "#5c5c57",
  rule: "#e4ded0",
  alertBg: "#fdf0ec",
  alertBorder: "#b3401f",
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const paragraph: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "24px",
  color: colors.text,
};

export const heading: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "22px",
  lineHeight: "28px",
  fontWeight: 700,
  color: colors.brand,
};

export const subheading: CSSProperties = {
  margin: "24px 0 8px",
  fontSize: "17px",
  lineHeight: "24px",
  fontWeight: 700,
  color: colors.text,
};

export const link: CSSProperties = { color: colors.brand, textDecoration: "underline" };

export const smallPrint: CSSProperties = {
  margin: "0 0 8px",
  fontSize: "13px",
  lineHeight: "20px",
  color: colors.muted,
};

export const rule: CSSProperties = { borderTop: `1px solid ${colors.rule}`, margin: "24px 0" };

export const cell: CSSProperties = {
  padding: "8px 8px 8px 0",
  fontSize: "15px",
  lineHeight: "22px",
  color: colors.text,
  borderBottom: `1px solid ${colors.rule}`,
  verticalAlign: "top",
  textAlign: "left",
};

export const headerCell: CSSProperties = {
  ...cell,
  fontSize: "13px",
  fontWeight: 700,
  color: colors.muted,
};
