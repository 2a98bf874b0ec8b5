import { baseSecurityHeaders, contentSecurityPolicy } from "./headers";

const directive = (csp: string, name: string) =>
  csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

test("scripts only from us with the nonce, and Stripe; no inline or eval in production", () => {
  const csp = contentSecurityPolicy({ nonce: "abc", https: false, dev: false });
  expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc' https://js.stripe.com");
  expect(csp).not.toContain("unsafe-eval");
  expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("upgrade-insecure-requests");
});

test("maps, tag manager and affiliate hosts only when configured", () => {
  const csp = contentSecurityPolicy({
    nonce: "n",
    https: true,
    dev: false,
    mapsKey: "k",
    gtmId: "GTM-ABCD",
    affiliateScriptUrl: "https://track.example.com/a.js?x=1",
  });
  expect(directive(csp, "script-src")).toContain("https://maps.googleapis.com");
  expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
  expect(directive(csp, "script-src")).toContain("https://track.example.com");
  expect(csp).toContain("upgrade-insecure-requests");
});

test("HSTS only over https; the referrer never carries a full URL cross-origin", () => {
  expect(baseSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
  expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  expect(baseSecurityHeaders(false)["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  expect(baseSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
});
