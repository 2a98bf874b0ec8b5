// A card's problem and the provider's decline codes, both ways, in one table (Stripe's codes; the
// offline provider speaks them too): the providers read a decline with it, the rollover stores the
// code it means, and the customer home and the card's flag read the code back.
import type { CardProblem } from "./port";

export const DECLINE_CODE: Record<CardProblem, string> = {
  DECLINED: "card_declined",
  INSUFFICIENT_FUNDS: "insufficient_funds",
  EXPIRED: "expired_card",
};

/** The problem in an admin's words (the rollover summary): never the provider's raw code. */
export const DECLINE_WORDS: Record<CardProblem, string> = {
  DECLINED: "Card declined",
  INSUFFICIENT_FUNDS: "Insufficient funds",
  EXPIRED: "Card expired",
};

/**
 * The problem the first telling code means (Stripe puts an issuer's reason in `decline_code` and
 * its own in `code`, so a caller may pass both); any other code, or none, is a plain decline.
 */
export function cardProblemOf(...codes: (string | null | undefined)[]): CardProblem {
  if (codes.includes(DECLINE_CODE.INSUFFICIENT_FUNDS)) return "INSUFFICIENT_FUNDS";
  if (codes.includes(DECLINE_CODE.EXPIRED)) return "EXPIRED";
  return "DECLINED";
}
