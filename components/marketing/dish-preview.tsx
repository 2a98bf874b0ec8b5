import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { MenuDish } from "@/components/menu/types";
import { SectionHeading } from "./section-heading";

/** A taste of the upcoming week's menu, linking to the full menu. */
export function DishPreview({
  dishes,
  total,
  weekLabel,
}: {
  dishes: MenuDish[];
  /** How many dishes the whole menu has. */
  total: number;
  /** e.g. "Monday, November 30". */
  weekLabel: string;
}) {
  if (dishes.length === 0) return null;
  return (
    <section aria-labelledby="dish-preview-title" className="bg-cream-200/60 py-20 sm:py-24">
      <Container width="xl">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="dish-preview-title"
            eyebrow={`On the menu · week of ${weekLabel}`}
            title="A taste of what our chefs are cooking"
          >
            {total} dishes this week, with the calories, macros, ingredients and allergens for each
            one.
          </SectionHeading>
          <ButtonLink href="/menu" variant="secondary" className="shrink-0">
            See the full menu
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>

        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {dishes.map((dish) => (
            <li key={dish.id}>
              <Link
                href="/menu"
                className="group block h-full overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/8 transition-shadow hover:shadow-lg"
              >
                <div className="relative aspect-[4/3] overflow-hidden bg-cream-200">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={dish.imageUrl}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  {dish.isNew ? (
                    <Badge tone="accent" className="absolute top-3 left-3 shadow-sm">
                      New
                    </Badge>
                  ) : null}
                </div>
                <div className="p-5">
                  <h3 className="font-display text-lg leading-snug font-semibold text-forest-950">
                    {dish.name}
                  </h3>
                  <p className="mt-2 text-sm text-muted tabular-nums">
                    {dish.calories} cal · {dish.protein} g protein · {dish.carbs} g carbs
                  </p>
                  {dish.tags.length > 0 ? (
                    <p className="mt-3 flex flex-wrap gap-1.5">
                      {dish.tags.slice(0, 2).map((tag) => (
                        <Badge key={tag} tone="green">
                          {tag}
                        </Badge>
                      ))}
                    </p>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
