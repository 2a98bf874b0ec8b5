import type { Metadata } from "next";
import { MenuBrowser } from "@/components/menu/menu-browser";
import { MenuCta } from "@/components/menu/menu-cta";
import { MenuEmptyState } from "@/components/menu/menu-empty-state";
import { allergenFilterOptions, toMenuDishes } from "@/components/menu/types";
import { Container } from "@/components/ui/container";
import { hasRole } from "@/lib/auth/roles";
import { getServerCaller } from "@/lib/auth/server";
import { ClockIcon, TruckIcon } from "@/components/ui/icons";
import { deliveryWeek, formatDay, formatDeadline, upcomingWeekStart } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { ALLERGENS } from "@/lib/menus/allergens";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { savedDietOf } from "@/lib/users/diet-preference";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "This week's menu",
  description:
    "The chef-cooked dishes on this week's menu, with calories, protein, carbs, fat, ingredients and allergens for every meal.",
};

export default async function MenuPage() {
  const now = await serverNow();
  const weekStart = upcomingWeekStart(now);
  const week = deliveryWeek(weekStart);
  // Portions left of capped dishes ("3 left") are NOT cached: getWeekMenu caches the menu and the
  // caps (setWeekMenu and the admin's cap edits invalidate it) but counts the portions taken on
  // every read, because orders change them without touching the catalogue and a stale count
  // would offer a sold-out dish. One grouped query on the capped dishes only; none when no cap.
  const menu = await getWeekMenu(weekStart);
  const dishes = menu ? toMenuDishes(menu.menus) : [];
  const deadline = menu ? new Date(menu.orderDeadline) : week.orderDeadline;
  // A signed-in customer sees their saved diet's dishes first (one click from all of them).
  const caller = await getServerCaller();
  const savedDiet = caller && hasRole(caller, "customer") ? await savedDietOf(caller.userId) : null;

  return (
    <>
      <section className="border-b border-forest-900/10 bg-cream-50">
        <Container width="xl" className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-[0.12em] text-terracotta-600 uppercase">
            <span className="hidden sm:inline">Delivery week · </span>
            {formatDay(week.startDate)} – {formatDay(week.endDate)}
          </p>
          <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight text-forest-950 sm:text-5xl">
            This week&rsquo;s menu
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-forest-900/75">
            Every dish is cooked by our chefs in Toronto, portioned at about 14 oz, and ready in
            2&frac12; minutes. Pick your favourites when you sign up.
          </p>
          <div className="mt-6 flex flex-wrap gap-2.5">
            <p className="inline-flex items-center gap-2 rounded-2xl bg-forest-900 px-3.5 py-2 text-sm font-semibold text-cream-50 sm:rounded-full">
              <ClockIcon className="size-4" />
              Order by {formatDeadline(deadline)}
            </p>
            <p className="inline-flex items-center gap-2 rounded-2xl bg-cream-200 px-3.5 py-2 text-sm font-semibold text-forest-900 sm:rounded-full">
              <TruckIcon className="size-4" />
              Delivered Monday or Thursday
            </p>
          </div>
        </Container>
      </section>

      <Container width="xl" className="py-10 sm:py-12">
        {dishes.length > 0 ? (
          <>
            {/* The dish cards' names are h3s: this keeps the outline in order for screen readers. */}
            <h2 className="sr-only">Dishes this week</h2>
            <MenuBrowser
              dishes={dishes}
              allergens={allergenFilterOptions(ALLERGENS, dishes)}
              savedDiet={savedDiet}
            />
          </>
        ) : (
          <MenuEmptyState weekLabel={formatDay(week.startDate)} />
        )}
      </Container>

      {dishes.length > 0 ? <MenuCta /> : null}
    </>
  );
}
