// Which third-party scripts to load. Unset (dev, tests, demo) means none: page views are still
// pushed to window.dataLayer, where tests can read them (DESIGN.md §5).

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The tag-manager container id, only if it is a well-formed one (it is written into a script). */
export function tagManagerId(
  raw: string | undefined = process.env.NEXT_PUBLIC_GTM_ID,
): string | null {
  const id = raw?.trim();
  return id && GTM_ID.test(id) ? id : null;
}

/** The affiliate tracking script, only if it is an absolute http(s) URL. */
export function affiliateScriptUrl(
  raw: string | undefined = process.env.NEXT_PUBLIC_AFFILIATE_SCRIPT_URL,
): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
