// The codes a checkout carries: one coupon at a time (a new one replaces the last, and the
// customer is told which it replaced: issue 38 found SAVE10 dropped without a word), gift codes
// add up. Browser-safe.
import type { AppliedCode } from "./funnel-state";

export interface WithCode {
  codes: AppliedCode[];
  /** The coupon the new one replaced, if any. */
  replaced: AppliedCode | null;
}

export function withCode(codes: readonly AppliedCode[], code: AppliedCode): WithCode {
  const replaced =
    code.kind === "coupon"
      ? (codes.find((c) => c.kind === "coupon" && c.code !== code.code) ?? null)
      : null;
  const others = codes.filter(
    (c) => c.code !== code.code && (code.kind === "gift" || c.kind === "gift"),
  );
  return { codes: [...others, code], replaced };
}

/** What the field says after a code is applied. */
export function appliedMessage(code: string, replaced: AppliedCode | null): string {
  return replaced
    ? `${code} applied. It replaces ${replaced.code}: one coupon per order (gift codes add up).`
    : `${code} applied.`;
}
