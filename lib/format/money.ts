// The one helper for showing money. Amounts are integer cents in USD (SPEC §9).

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1399 → "$13.99"; -500 → "-$5.00". */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  return usd.format(Math.round(cents) / 100);
}
