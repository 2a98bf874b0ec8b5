// The "How was your box?" link: names one delivered order, signed with the app's secret (HMAC,
// its own purpose prefix so no other signature can stand in for it) and valid for 30 days. Whoever
// holds the mail may rate that box's dishes without signing in, and nothing else: the order id
// and expiry are inside the signature, so changing either breaks it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { AppError } from "@/lib/errors";

export const RATING_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function signature(payload: string): Buffer {
  return createHmac("sha256", authSecret()).update(`rating-link:${payload}`).digest();
}

/** A link token for `orderId`, expiring RATING_LINK_DAYS after `now`. */
export function ratingToken(orderId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + RATING_LINK_DAYS * DAY_MS) / 1000);
  const payload = `${orderId}.${expires}`;
  return `${Buffer.from(payload).toString("base64url")}.${signature(payload).toString("base64url")}`;
}

const INVALID = "This rating link is not valid. Sign in to rate your meals from Past orders.";
const EXPIRED = "This rating link has expired. Sign in to rate your meals from Past orders.";

/** The order a token names; 404 for anything forged or malformed, 404 with its own words once expired. */
export function orderOfRatingToken(token: string, now: Date): string {
  const [encoded, sig, extra] = token.split(".");
  if (!encoded || !sig || extra !== undefined) throw new AppError("NOT_FOUND", INVALID);
  const payload = Buffer.from(encoded, "base64url").toString();
  const given = Buffer.from(sig, "base64url");
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError("NOT_FOUND", INVALID);
  const match = /^(.+)\.(\d+)$/.exec(payload);
  if (!match) throw new AppError("NOT_FOUND", INVALID);
  if (Number(match[2]) * 1000 <= now.getTime()) throw new AppError("NOT_FOUND", EXPIRED);
  return match[1];
}
