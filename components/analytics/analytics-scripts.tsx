// Third-party scripts loaded at start (SPEC §7): the tag manager and the affiliate tracker.
// Neither is loaded unless configured; page views still go to window.dataLayer.

import Script from "next/script";
import { affiliateScriptUrl, tagManagerId } from "@/lib/analytics/config";

/** `nonce`: this request's CSP nonce, without which the inline tag-manager loader is blocked. */
export function AnalyticsScripts({ nonce }: { nonce?: string }) {
  const gtmId = tagManagerId();
  const affiliateUrl = affiliateScriptUrl();

  return (
    <>
      {gtmId ? (
        <Script id="google-tag-manager" strategy="afterInteractive" nonce={nonce}>
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`}
        </Script>
      ) : null}
      {affiliateUrl ? (
        <Script
          id="affiliate-tracking"
          src={affiliateUrl}
          strategy="afterInteractive"
          nonce={nonce}
        />
      ) : null}
    </>
  );
}
