// Navigation links shared by the headers and shells.

export interface NavLink {
  href: string;
  label: string;
}

/**
 * The link for the page being shown: the longest href that is the path or a parent of it.
 * In-page anchors ("/#plans") are never "current".
 */
export function activeHref(pathname: string | null, links: readonly NavLink[]): string | null {
  if (!pathname) return null;
  let best: string | null = null;
  for (const { href } of links) {
    if (href.includes("#")) continue;
    const path = href.split("?")[0];
    if (!path) continue;
    const matches =
      pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`);
    if (matches && (best === null || path.length > best.length)) best = href;
  }
  return best;
}

export const PUBLIC_NAV: readonly NavLink[] = [
  { href: "/menu", label: "Menu" },
  { href: "/#how-it-works", label: "How it works" },
  { href: "/#plans", label: "Plans" },
  { href: "/gift-cards", label: "Gift cards" },
];
