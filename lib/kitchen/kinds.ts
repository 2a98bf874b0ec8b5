// The kinds of Thursday-morning exception: every reason a box cannot go out as it is. Browser-safe
// (the exceptions page's client parts read the labels too).

export const KITCHEN_EXCEPTION_KINDS = [
  "payment-failed",
  "awaiting-bank",
  "no-address",
  "allergen-shortfall",
  "over-cap",
  "account-deactivated",
  "held",
] as const;
export type KitchenExceptionKind = (typeof KITCHEN_EXCEPTION_KINDS)[number];

export const KIND_LABELS: Record<KitchenExceptionKind, string> = {
  "payment-failed": "Payment failed",
  "awaiting-bank": "Waiting for the bank",
  "no-address": "No delivery address",
  "allergen-shortfall": "Allergen shortfall",
  "over-cap": "Dish over its cap",
  "account-deactivated": "Account deactivated",
  held: "Held",
};

/**
 * Kinds a manager may mark resolved by hand. A payment resolves when it is paid (or the box is
 * cancelled), a held box when it is released: marking those by hand would hide a box that still
 * cannot go out.
 */
export const RESOLVABLE: readonly KitchenExceptionKind[] = [
  "no-address",
  "allergen-shortfall",
  "over-cap",
  "account-deactivated",
];

export type ExceptionAction =
  "retry-charge" | "hold" | "release" | "contact" | "edit-address" | "resolve" | "fill-box";
