// What a server log may say about a payment provider's (or the database's) error: its class, its
// code and its text, with anything shaped like a card number, an API key or a connection string
// blanked out. The caller's answer never carries it (docs/decisions/payments.md).

const REDACTIONS: [RegExp, string][] = [
  [/\b(?:\d[ -]?){12,18}\d\b/g, "[number]"],
  [/\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, "[key]"],
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"']+/gi, "[url]"],
];

export function errorDetailForLog(error: unknown): string {
  if (!(error instanceof Error)) return "a non-error value was thrown";
  const code = (error as { code?: unknown }).code;
  let text = error.message;
  for (const [pattern, replacement] of REDACTIONS) text = text.replace(pattern, replacement);
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${text.slice(0, 500)}`;
}
