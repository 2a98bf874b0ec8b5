import { ButtonLink } from "@/components/ui/button-link";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import type { MenuDish } from "@/components/menu/types";
import { PlateIllustration } from "./plate-illustration";

type HeroDish = Pick<MenuDish, "id" | "name" | "imageUrl" | "calories" | "protein">;

function DishTile({
  dish,
  large = false,
  className,
}: {
  dish: HeroDish;
  large?: boolean;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-forest-900/10",
        className,
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={dish.imageUrl}
        alt=""
        width={large ? 800 : 400}
        height={large ? 800 : 300}
        className={cn(
          "w-full min-h-0 flex-1 bg-cream-200 object-cover",
          large ? "aspect-square" : "aspect-[4/3]",
        )}
      />
      {large ? (
        <figcaption className="absolute inset-x-3 bottom-3 rounded-2xl bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
          <span className="block truncate font-display text-base font-semibold text-forest-950 sm:text-lg">
            {dish.name}
          </span>
          <span className="block text-xs text-muted tabular-nums sm:text-sm">
            {dish.calories} cal · {dish.protein} g protein
          </span>
        </figcaption>
      ) : (
        <figcaption className="px-3 py-2.5 text-xs leading-snug font-semibold text-forest-950 sm:text-sm">
          <span className="line-clamp-2">{dish.name}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** The first screen: what we do, for whom, and the two ways in. */
export function Hero({
  dishes,
  fromPricePerMeal,
}: {
  /** Up to three dishes from the upcoming menu for the photo collage. */
  dishes: HeroDish[];
  /** e.g. "$11.99", the lowest price per meal, if plans are loaded. */
  fromPricePerMeal: string | null;
}) {
  const points = [
    fromPricePerMeal ? `From ${fromPricePerMeal} a meal` : "Plans for every appetite",
    "Skip a week or pause anytime",
    "Delivered Monday or Thursday",
  ];
  const [main] = dishes;
  const side = dishes.length >= 3 ? dishes.slice(1, 3) : [];

  return (
    <section className="relative overflow-hidden bg-cream-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_100%_0%,rgba(243,194,170,0.45),transparent_60%)]"
      />
      <Container
        width="xl"
        className="relative grid items-center gap-12 py-12 *:min-w-0 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:gap-12 lg:py-24"
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-sm font-medium text-forest-800 ring-1 ring-forest-900/10">
            <span className="size-2 rounded-full bg-forest-500" aria-hidden="true" />
            Now delivering across the Toronto region
          </p>
          <h1 className="mt-6 font-display text-[2.35rem] leading-[1.08] font-semibold tracking-tight text-balance text-forest-950 sm:text-[3.4rem] xl:text-6xl">
            Chef-cooked meals, delivered to your door every week.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-forest-900/80">
            Our chefs cook a new menu every week in our Toronto kitchen. Choose your meals, we
            deliver them fresh, and dinner is ready in 2&frac12; minutes. No shopping, no chopping,
            no dishes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/signup/verify-delivery" variant="accent" className="sm:min-h-12">
              Check delivery to your postal code
              <ArrowRightIcon className="hidden size-4.5 sm:block" />
            </ButtonLink>
            <ButtonLink href="/menu" variant="secondary" className="sm:min-h-12">
              See this week&rsquo;s menu
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2.5 text-[0.95rem] text-forest-900/85 sm:grid-cols-3 sm:gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-700">
                  <CheckIcon className="size-3.5" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>

        {main ? (
          <div className="relative grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            <DishTile
              dish={main}
              large
              className={side.length > 0 ? "col-span-2 sm:row-span-2" : "col-span-2 sm:col-span-3"}
            />
            {side.map((dish) => (
              <DishTile key={dish.id} dish={dish} />
            ))}
            <p className="absolute -top-3.5 left-5 rounded-full bg-forest-900 px-3.5 py-1.5 text-sm font-semibold text-cream-50 shadow-lg">
              On this week&rsquo;s menu
            </p>
          </div>
        ) : (
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <PlateIllustration className="w-full" />
            <p className="absolute top-[8%] -left-2 rounded-2xl bg-white px-4 py-3 text-sm shadow-lg ring-1 ring-forest-900/10 sm:left-0">
              <span className="block font-semibold text-forest-950">350–650 calories</span>
              <span className="text-muted">per generous 14 oz meal</span>
            </p>
            <p className="absolute right-0 bottom-[10%] rounded-2xl bg-forest-900 px-4 py-3 text-sm text-cream-50 shadow-lg">
              <span className="block font-semibold">Ready in 2&frac12; min</span>
              <span className="text-cream-100/75">microwave or oven</span>
            </p>
          </div>
        )}
      </Container>
    </section>
  );
}
