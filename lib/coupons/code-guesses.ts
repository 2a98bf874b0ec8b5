// Looking up a coupon or gift code is limited per address and per account, as sign-in limits
// wrong passwords (issue 38: 40 anonymous and 25 signed-in guesses met no limit, and a hit shows a
// gift card's balance). Every lookup is counted before it runs, so parallel guesses cannot all
// pass the check, and a code that is found is given back: only failures use up the limit.
import { AppError } from "@/lib/errors";
import { takeFromLimit, type Limit } from "@/lib/rate-limit/per-address";

export const CODE_GUESS_LIMIT: Limit = {
  bucket: "code-guess",
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: "Too many codes that didn't work. Please wait 15 minutes and try again.",
};

/**
 * Runs `lookup` counted against the caller's address and, when signed in, their account; a code
 * not found (or not usable) stays counted, anything else is given back.
 */
export async function limitedLookup<T>(
  who: { address: string | null; userId: string | null },
  now: Date,
  lookup: () => Promise<T>,
): Promise<T> {
  const taken = [await takeFromLimit(CODE_GUESS_LIMIT, who.address && `ip:${who.address}`, now)];
  try {
    taken.push(await takeFromLimit(CODE_GUESS_LIMIT, who.userId && `user:${who.userId}`, now));
  } catch (refused) {
    await taken[0].giveBack();
    throw refused;
  }
  try {
    const found = await lookup();
    await Promise.all(taken.map((t) => t.giveBack()));
    return found;
  } catch (error) {
    const guessedWrong = error instanceof AppError && error.code === "NOT_FOUND";
    if (!guessedWrong) await Promise.all(taken.map((t) => t.giveBack()));
    throw error;
  }
}
