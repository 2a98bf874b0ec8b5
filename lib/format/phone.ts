// A phone number as the kitchen reads and dials it: "416-555-0177". Saved addresses keep the ten
// digits alone (lib/addresses/schemas.ts); older ones were typed with their own dashes or spaces.
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : phone.trim();
}
