// The HTML of the API reference page (/docs/api): Scalar's standalone bundle, served by this app
// (/docs/api/scalar.js), over GET /api/openapi.json. Nothing is fetched from another host: no
// default fonts, no telemetry, no hosted AI agent or MCP.
import { BRAND_NAME } from "@/lib/brand";

export const SCALAR_BUNDLE_PATH = "/docs/api/scalar.js";

// Scalar's light theme greys and method colours fall below WCAG AA (4.5:1) on its own
// backgrounds; these keep every text colour at 4.5:1 or more on the darkest one (#e7e7e7).
const ACCESSIBLE_COLOURS = `.light-mode {
  --scalar-color-2: #505050;
  --scalar-color-3: #5c5c5c;
  --scalar-color-accent: #0059b3;
  --scalar-color-green: #17703a;
  --scalar-color-red: #b3261e;
  --scalar-color-yellow: #7a6000;
  --scalar-color-blue: #0059b3;
  --scalar-color-orange: #964b00;
  --scalar-color-purple: #5203d1;
  --scalar-color-query: #006a6e;
}`;

const configuration = {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  documentDownloadType: "json",
  // Its "Open API Client" button leads to Scalar's hosted client.
  hideClientButton: true,
  customCss: ACCESSIBLE_COLOURS,
  metaData: { title: `API reference · ${BRAND_NAME}` },
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function referencePageHtml(nonce: string | null): string {
  const nonceAttr = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${BRAND_NAME}</title>
<meta name="description" content="Every ${BRAND_NAME} API route: its input, answers, errors and authentication.">
${nonce ? `<meta property="csp-nonce" content="${escapeAttribute(nonce)}">` : ""}
</head>
<body>
<script id="api-reference" type="application/json" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></script>
<script src="${SCALAR_BUNDLE_PATH}"${nonceAttr}></script>
</body>
</html>
`;
}
