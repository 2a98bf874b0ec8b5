// /admin/gift-cards: find gift cards by buyer's or recipient's email or code, and refund an
// unredeemed one (audited).
import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { GiftCardList } from "@/components/admin/gift-cards/gift-card-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/form";
import { adminPage } from "@/lib/auth/page-guard";
import { searchGiftCards } from "@/lib/gift-cards/read-gift-cards";
import { giftCardSearchSchema } from "@/lib/gift-cards/schemas";

export const metadata: Metadata = { title: "Gift cards · Admin" };

interface GiftCardsPageProps {
  searchParams: Promise<Record<string, string | undefined>>;
}

export default adminPage(async (admin, { searchParams }: GiftCardsPageProps) => {
  const parsed = giftCardSearchSchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data.q : undefined;
  const cards = await searchGiftCards(q);
  return (
    <AdminPage
      title="Gift cards"
      intro={
        q
          ? `${cards.length} ${cards.length === 1 ? "card matches" : "cards match"} “${q}”.`
          : "The latest 50 gift cards bought."
      }
    >
      <Card padding="sm">
        <form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <Label htmlFor="gift-cards-q">Buyer&rsquo;s or recipient&rsquo;s email, or code</Label>
            <Input
              id="gift-cards-q"
              name="q"
              type="search"
              defaultValue={q ?? ""}
              className="mt-1.5"
            />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </Card>
      <GiftCardList cards={cards} adminId={admin.user.id} />
    </AdminPage>
  );
});
