// Which payment-problem messages the customer has already acknowledged, kept in the browser
// under the spec's `modalAcknowledgement` key as { [problem:week:phase]: acknowledgedAt }, so the
// modal shows once per problem, week and phase instead of on every visit. Client-safe.
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

/** Old entries are dropped beyond this many, so the value never grows without bound. */
export const MAX_ACKNOWLEDGEMENTS = 20;

export type Acknowledgements = Record<string, string>;

export function parseAcknowledgements(raw: string | null): Acknowledgements {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, at]) => typeof at === "string"),
    ) as Acknowledgements;
  } catch {
    return {};
  }
}

/** Adds one acknowledgement, keeping the newest MAX_ACKNOWLEDGEMENTS. */
export function withAcknowledgement(
  current: Acknowledgements,
  key: string,
  at: Date,
): Acknowledgements {
  const entries = Object.entries({ ...current, [key]: at.toISOString() })
    .sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, MAX_ACKNOWLEDGEMENTS);
  return Object.fromEntries(entries);
}

export function isAcknowledged(key: string): boolean {
  return key in parseAcknowledgements(readStorage(STORAGE_KEYS.modalAcknowledgement));
}

export function acknowledge(key: string, at = new Date()): void {
  const current = parseAcknowledgements(readStorage(STORAGE_KEYS.modalAcknowledgement));
  writeStorage(
    STORAGE_KEYS.modalAcknowledgement,
    JSON.stringify(withAcknowledgement(current, key, at)),
  );
}
