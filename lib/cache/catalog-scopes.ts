// What a catalog change invalidates, and the NOTIFY payload that carries it to other instances.
import { z } from "zod";

export const CATALOG_CHANNEL = "catalog_changed";

export const CATALOG_SCOPES = [
  "plans",
  "menus",
  "dishes",
  "faqs",
  "delivery-area",
  "ratings",
  "all",
] as const;
export type CatalogScope = (typeof CATALOG_SCOPES)[number];

/** Cache keys of the catalog reads; each starts with the prefix its scope drops. */
export const catalogKeys = {
  plans: () => "plans",
  weekMenu: (weekStart: string) => `menus:${weekStart}`,
  faqs: () => "faqs",
  deliveryCities: () => "delivery-area:cities",
  dishRatings: (weekStart: string) => `ratings:${weekStart}`,
};

// A dish edit changes every menu that shows it, so it drops the menus too; a menu's averages are
// read for its dishes, so a menu change drops them with it.
const PREFIXES: Record<CatalogScope, readonly string[]> = {
  plans: ["plans"],
  menus: ["menus:", "ratings:"],
  dishes: ["menus:", "dishes:", "ratings:"],
  faqs: ["faqs"],
  "delivery-area": ["delivery-area:"],
  // A rating changes only the averages, which are cached apart from the menus they sit beside.
  ratings: ["ratings:"],
  all: [""],
};

export function keyMatcher(scope: CatalogScope): (key: string) => boolean {
  const prefixes = PREFIXES[scope];
  return (key) => prefixes.some((prefix) => key.startsWith(prefix));
}

export interface CatalogMessage {
  scope: CatalogScope;
  /** The instance that made the change; it has already invalidated itself. */
  origin: string;
}

export function encodeMessage(message: CatalogMessage): string {
  return JSON.stringify(message);
}

const messageSchema = z.object({ scope: z.enum(CATALOG_SCOPES), origin: z.string().default("") });

/** Unknown or malformed payloads (a hand-typed `NOTIFY catalog_changed`) invalidate everything. */
export function decodeMessage(payload: string | undefined): CatalogMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? "");
  } catch {
    parsed = undefined;
  }
  const result = messageSchema.safeParse(parsed);
  return result.success ? result.data : { scope: "all", origin: "" };
}
