// The line under the meal editor's box price. The price is the server's for the box as saved; an
// add-on changed since only moves the total by its own price, so a gift card or credit shown was
// worked out without it. Saving prices the box again, which can only lower the total shown
// (what is left of the balance then covers the add-ons too).

export function boxPriceNote({
  deadlineLabel,
  addOnsChanged,
  balanceAppliedCents,
}: {
  deadlineLabel: string;
  /** The add-ons differ from the saved box's. */
  addOnsChanged: boolean;
  /** Gift balance and credit taken off the saved box. */
  balanceAppliedCents: number;
}): string {
  const charged = `Charged at the deadline, ${deadlineLabel}, after the gift balance and credit you have then.`;
  if (!addOnsChanged || balanceAppliedCents <= 0) return charged;
  return `${charged} The gift card and credit above are for the box as saved: saving applies what is left of them to the add-ons, which can only lower this total.`;
}
