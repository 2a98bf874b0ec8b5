// A card's brand as people write it, for every screen, mail and receipt (browser-safe).

/** "visa" → "Visa", "amex" → "American Express". */
export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
    diners: "Diners Club",
    jcb: "JCB",
    unionpay: "UnionPay",
  };
  return known[brand.toLowerCase()] ?? (brand ? brand[0].toUpperCase() + brand.slice(1) : "card");
}
