// The shared frame of every HTML email: brand header, body, footer. Inline styles only.
import { BRAND_NAME, BRAND_TAGLINE } from "@/lib/brand";
import { escapeHtml } from "./escape";

export { BRAND_NAME };

export function emailLayout({ preheader, body }: { preheader: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${BRAND_NAME}</title></head>
  <body style="margin:0;padding:0;background:#fbf7ee;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1c1a">
    <span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7ee;padding:24px 12px">
      <tr><td align="center">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;padding:32px;font-size:16px;line-height:1.5">
          <tr><td style="font-size:20px;font-weight:700;color:#1d3d2e;padding-bottom:24px">${BRAND_NAME}</td></tr>
          <tr><td>${body}</td></tr>
          <tr><td style="padding-top:24px;font-size:13px;color:#6b6b66">${BRAND_TAGLINE}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
}
