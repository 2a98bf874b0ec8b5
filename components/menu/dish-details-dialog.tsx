"use client";
// The dish details (issue 13): every meal fact, ingredients, allergens, and how to store and heat
// it (spec §9), in a native modal <dialog>: the page behind is inert, and Tab wraps around inside
// (a modal <dialog> alone lets it leave for the browser's own controls); Escape, the close button and a click on the backdrop close it, and the opener gets focus back
// (DishDetailsButton). Loaded only when a customer opens one, to keep the menu's first load lean.
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { DishPhoto } from "@/components/meals/dish-photo";
import { CloseIcon } from "@/components/ui/icons";
import { MEAL_CARE } from "@/lib/menus/meal-care";
import { DishTags } from "./dish-tags";
import { NutritionFacts } from "./nutrition-facts";
import type { MenuDish } from "./types";

export type DishDetails = Pick<
  MenuDish,
  | "name"
  | "description"
  | "imageUrl"
  | "calories"
  | "protein"
  | "carbs"
  | "fat"
  | "ingredients"
  | "allergens"
  | "tags"
> & { isNew?: boolean };

export function DishDetailsDialog({
  dish,
  left = null,
  inBox = 0,
  onClose,
}: {
  dish: DishDetails;
  /** Portions left of a capped dish (see PortionsLeftBadge); null: no cap. */
  left?: number | null;
  inBox?: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Closed here first, so the page is no longer inert when the parent moves focus back.
  const dismiss = () => {
    if (ref.current?.open) ref.current.close();
    onClose();
  };

  // Tab past the last control comes back to the first, and Shift+Tab the other way.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("button, [href], [tabindex='0']"),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; the content is a child.
        if (event.target === event.currentTarget) dismiss();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl ring-1 ring-forest-900/10 backdrop:bg-forest-950/55"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-forest-900/10 px-5 py-3.5 sm:px-6">
          <h2
            id={titleId}
            className="min-w-0 pt-1 font-display text-2xl leading-tight font-semibold text-forest-950"
          >
            {dish.name}
          </h2>
          <button
            type="button"
            autoFocus
            onClick={dismiss}
            className="-mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-forest-900 hover:bg-forest-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>

        {/* Focusable so the keyboard can scroll it (it scrolls on small screens). */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`About ${dish.name}`}
          className="min-h-0 overflow-y-auto overscroll-contain px-5 pt-4 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-terracotta-500 sm:px-6"
        >
          <DishPhoto
            src={dish.imageUrl}
            width={800}
            height={450}
            lazy={false}
            isNew={dish.isNew}
            left={left}
            inBox={inBox}
            leftBadgeBesideNew
            className="aspect-[16/9] rounded-xl sm:aspect-[2/1]"
          />

          <DishTags tags={dish.tags} className="mt-4" />
          <p className="mt-3 text-[0.95rem] leading-7 text-forest-900/80">{dish.description}</p>

          <h3 className="mt-5 text-sm font-semibold text-forest-950">Nutrition per meal</h3>
          <NutritionFacts dish={dish} className="mt-2" />
          <p className="mt-2 text-sm text-forest-900/75">{MEAL_CARE.portion} per meal.</p>

          <h3 className="mt-5 text-sm font-semibold text-forest-950">Ingredients</h3>
          <p className="mt-1 text-sm leading-6 text-forest-900/80">{dish.ingredients}</p>

          <h3 className="mt-4 text-sm font-semibold text-forest-950">Allergens</h3>
          <p className="mt-1 text-sm leading-6 text-forest-900/80">
            {dish.allergens.length > 0 ? dish.allergens.join(", ") : "None of the major allergens"}
          </p>

          <h3 className="mt-5 text-sm font-semibold text-forest-950">Heating and storage</h3>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            <div className="rounded-xl bg-cream-100 px-3.5 py-2.5">
              <dt className="font-semibold text-forest-950">Microwave</dt>
              <dd className="text-forest-900/80">{MEAL_CARE.microwave}</dd>
            </div>
            <div className="rounded-xl bg-cream-100 px-3.5 py-2.5">
              <dt className="font-semibold text-forest-950">Oven</dt>
              <dd className="text-forest-900/80">{MEAL_CARE.oven}</dd>
            </div>
            <div className="rounded-xl bg-cream-100 px-3.5 py-2.5">
              <dt className="font-semibold text-forest-950">Storage</dt>
              <dd className="text-forest-900/80">{MEAL_CARE.bestWithin}</dd>
            </div>
          </dl>
        </div>
      </div>
    </dialog>
  );
}
