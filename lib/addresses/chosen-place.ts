// Whether a postal code typed after choosing an address keeps that choice (browser-safe: both
// address forms use it). An option without a postal code is completed by the one typed; an option
// with its own is given up only for a complete, different one, as saveAddress would refuse it.
// Issue 27: typing the postal code under a chosen street used to un-choose it, every time.

function compact(postalCode: string): string {
  return postalCode.replace(/\s+/g, "").toUpperCase();
}

export function keepsChosenPlace(placePostalCode: string, typed: string): boolean {
  const own = compact(placePostalCode);
  const now = compact(typed);
  if (!own) return true;
  return now.length < 6 || now === own;
}
