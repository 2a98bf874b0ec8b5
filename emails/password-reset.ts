// The "reset your password" message (HTML and plain text).
import { escapeHtml } from "./escape";
import { emailLayout, BRAND_NAME } from "./layout";

export interface PasswordResetEmailProps {
  firstName: string;
  resetUrl: string;
}

export function passwordResetEmail({ firstName, resetUrl }: PasswordResetEmailProps) {
  const subject = `Reset your ${BRAND_NAME} password`;
  const text = [
    `Hi ${firstName},`,
    "",
    `We received a request to reset the password for your ${BRAND_NAME} account.`,
    "Open this link to choose a new password (it works once, for 1 hour):",
    "",
    resetUrl,
    "",
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    "",
    `The ${BRAND_NAME} team`,
  ].join("\n");

  const url = escapeHtml(resetUrl);
  const html = emailLayout({
    preheader: "Choose a new password. The link works once, for 1 hour.",
    body: `
      <p style="margin:0 0 16px">Hi ${escapeHtml(firstName)},</p>
      <p style="margin:0 0 16px">We received a request to reset the password for your ${BRAND_NAME} account.</p>
      <p style="margin:24px 0">
        <a href="${url}" style="background:#1d3d2e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600">Choose a new password</a>
      </p>
      <p style="margin:0 0 16px">The link works once, for 1 hour. If the button does not work, paste this address into your browser:</p>
      <p style="margin:0 0 16px;word-break:break-all"><a href="${url}" style="color:#1d3d2e">${url}</a></p>
      <p style="margin:0 0 16px">If you didn't ask for this, you can ignore this email: your password stays the same.</p>`,
  });
  return { subject, html, text };
}
