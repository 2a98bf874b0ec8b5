// Reads of gift cards: a signed-in buyer's own, the one a state link names, an admin's search.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { normalizeCode } from "@/lib/coupons/lookup-code";
import { hashViewToken } from "./codes";
import {
  GIFT_CARD_SELECT,
  toAdminView,
  toView,
  type AdminGiftCardView,
  type GiftCardView,
} from "./view";

export const GIFT_CARD_NOT_FOUND =
  "We couldn't find that gift card. Check the link in your receipt.";

export async function giftCardsBoughtBy(userId: string): Promise<GiftCardView[]> {
  const rows = await db.giftCard.findMany({
    where: { buyerUserId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: GIFT_CARD_SELECT,
  });
  return rows.map(toView);
}

export async function giftCardByToken(token: string): Promise<GiftCardView> {
  const row = await db.giftCard.findUnique({
    where: { viewTokenHash: hashViewToken(token) },
    select: GIFT_CARD_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND", GIFT_CARD_NOT_FOUND);
  return toView(row);
}

/** By buyer's or recipient's email, gift code or id; the latest 50 without a query. */
export async function searchGiftCards(query: string | undefined): Promise<AdminGiftCardView[]> {
  const q = query?.trim() ?? "";
  const rows = await db.giftCard.findMany({
    where: q
      ? {
          OR: [
            { buyerEmail: { contains: q.toLowerCase() } },
            { recipientEmail: { contains: q.toLowerCase() } },
            { giftCode: { code: normalizeCode(q) } },
            { id: q },
          ],
        }
      : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: GIFT_CARD_SELECT,
  });
  return rows.map(toAdminView);
}
