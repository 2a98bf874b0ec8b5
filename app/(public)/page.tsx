import { DeliveryCities } from "@/components/marketing/delivery-cities";
import { DishPreview } from "@/components/marketing/dish-preview";
import { FactStrip } from "@/components/marketing/fact-strip";
import { FinalCta } from "@/components/marketing/final-cta";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { PlanCards } from "@/components/marketing/plan-cards";
import { toMenuDishes } from "@/components/menu/types";
import { deliveryWeek, formatDay, formatDeadline, upcomingWeekStart } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { listDeliveryCities } from "@/lib/delivery-area/cities";
import { formatCents } from "@/lib/format/money";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { listPlans } from "@/lib/plans/list-plans";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const now = await serverNow();
  const weekStart = upcomingWeekStart(now);
  const week = deliveryWeek(weekStart);
  const [plans, menu, cities] = await Promise.all([
    listPlans(),
    getWeekMenu(weekStart),
    listDeliveryCities(),
  ]);
  const dishes = menu ? toMenuDishes(menu.menus) : [];
  const cheapest = plans.length > 0 ? Math.min(...plans.map((p) => p.pricePerMealCents)) : null;
  const weekLabel = formatDay(week.startDate);

  return (
    <>
      <Hero
        dishes={dishes.slice(0, 3)}
        fromPricePerMeal={cheapest === null ? null : formatCents(cheapest)}
      />
      <FactStrip />
      <HowItWorks />
      <PlanCards plans={plans} />
      <DishPreview dishes={dishes.slice(0, 4)} total={dishes.length} weekLabel={weekLabel} />
      <DeliveryCities cities={cities} />
      <FinalCta deadlineLabel={formatDeadline(week.orderDeadline)} weekLabel={weekLabel} />
    </>
  );
}
