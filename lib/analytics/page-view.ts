// Virtual page views for the tag manager: one per completed route change (SPEC §2).
// Pure functions here; the React side lives in components/analytics.

export interface VirtualPageView {
  event: "virtual_page_view";
  page_path: string;
  page_title: string;
}

export type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** "/menu" + "a=1" → "/menu?a=1": the key a page view is deduplicated by. */
/** Query parameters that carry secrets (a password-reset link's token) never reach analytics. */
const SECRET_PARAMS = ["resetToken", "token"];

export function pagePath(pathname: string, search: string): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  for (const name of SECRET_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A page view is recorded when the URL differs from the last one recorded (or none was). */
export function shouldTrack(previous: string | null, next: string): boolean {
  return next !== "" && previous !== next;
}

export function virtualPageView(path: string, title: string): VirtualPageView {
  return { event: "virtual_page_view", page_path: path, page_title: title };
}

/** Pushes onto window.dataLayer, creating it when the tag manager has not. */
export function pushToDataLayer(target: { dataLayer?: DataLayer }, entry: unknown): DataLayer {
  const layer = target.dataLayer ?? [];
  target.dataLayer = layer;
  layer.push(entry);
  return layer;
}
