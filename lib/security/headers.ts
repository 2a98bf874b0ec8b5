// The browser security headers: a Content-Security-Policy with a fresh nonce per page request
// (scripts only from us, Stripe, and the maps / tag-manager / affiliate hosts when configured),
// framing refused, no MIME sniffing, no full URLs (the reset link carries its token) in Referer,
// HSTS over https, and powerful features off.

export interface CspOptions {
  nonce: string;
  https: boolean;
  dev: boolean;
  mapsKey?: string;
  gtmId?: string | null;
  affiliateScriptUrl?: string | null;
}

const STRIPE_SCRIPT = "https://js.stripe.com";
const MAPS = "https://maps.googleapis.com";
const GTM = "https://www.googletagmanager.com";

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(options: CspOptions): string {
  const extraScripts = [
    options.mapsKey ? MAPS : null,
    options.gtmId ? GTM : null,
    originOf(options.affiliateScriptUrl),
  ].filter((s): s is string => Boolean(s));
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${options.nonce}'`,
      STRIPE_SCRIPT,
      ...extraScripts,
      // React's dev tooling evaluates code; never in production.
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes come from React and the toast library; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      "https://api.stripe.com",
      ...(options.mapsKey ? [MAPS] : []),
      ...(options.gtmId ? [GTM, "https://www.google-analytics.com"] : []),
      ...(options.dev ? ["ws:"] : []),
    ],
    "frame-src": [STRIPE_SCRIPT, "https://hooks.stripe.com", ...(options.gtmId ? [GTM] : [])],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers for every answer, pages and API alike. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** JSON answers never need to run or embed anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
