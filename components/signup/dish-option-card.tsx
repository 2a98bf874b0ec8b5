"use client";
// One dish of the first delivery's menu, with every meal fact and the controls that put it in
// the cart: one delivery, or Monday and Thursday with split delivery. A dish holding an allergen
// the customer avoids says so, and can still be chosen.
import { ContainsAllergenBadge } from "@/components/meals/contains-allergen-badge";
import { DishPhoto } from "@/components/meals/dish-photo";
import { RatingSummary } from "@/components/ratings/rating-summary";
import { DishDetailsButton, useDishDetails } from "@/components/menu/dish-details-button";
import { NutritionFacts } from "@/components/menu/nutrition-facts";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { MenuDishDto } from "@/lib/signup/api-types";
import { SPLIT_INELIGIBLE_REASON, type CartDish, type CartSlot } from "@/lib/signup/cart";
import { QuantityControl } from "./quantity-control";

export interface SlotControl {
  slot: CartSlot;
  quantity: number;
  canAdd: boolean;
  blockedReason?: string;
}

export function toCartDish(dish: MenuDishDto): CartDish {
  return {
    dishId: dish.id,
    name: dish.name,
    imageUrl: dish.imageUrl,
    splitDeliveryEligible: dish.splitDeliveryEligible,
  };
}

const SLOT_NAME: Record<CartSlot, string> = { SINGLE: "", MONDAY: "Monday", THURSDAY: "Thursday" };

export function DishOptionCard({
  dish,
  split,
  slots,
  onChange,
  avoided = [],
  left = null,
}: {
  dish: MenuDishDto;
  split: boolean;
  slots: SlotControl[];
  onChange: (slot: CartSlot, delta: number) => void;
  /** The dish's allergens that the customer avoids (see avoidedAllergens). */
  avoided?: readonly string[];
  /** More portions of a capped dish this box may take (portionsLeftFor); null: no cap. */
  left?: number | null;
}) {
  const headingId = `dish-${dish.id}-name`;
  const blockedBySplit = split && !dish.splitDeliveryEligible;
  const inCart = slots.reduce((sum, s) => sum + s.quantity, 0);
  const details = useDishDetails(dish, { left, inBox: inCart });

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1",
        inCart > 0 ? "ring-2 ring-forest-600" : "ring-forest-900/8",
      )}
    >
      <DishPhoto
        src={dish.imageUrl}
        width={800}
        height={500}
        isNew={dish.isNew}
        left={left}
        inBox={inCart}
        extraBadge={
          inCart > 0 ? (
            <Badge tone="dark" className="shadow-sm">
              {inCart} in your box
            </Badge>
          ) : null
        }
        className="aspect-[3/2]"
        imageClassName={cn(blockedBySplit && "opacity-60 grayscale")}
        onClick={details.open}
      />

      <div className="flex flex-1 flex-col p-5">
        {dish.tags.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Tags">
            {dish.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="green" className="font-medium">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <h3
          id={headingId}
          className="font-display text-xl leading-snug font-semibold text-forest-950"
        >
          {dish.name}
        </h3>
        <RatingSummary rating={dish.rating} className="mt-1" />
        <ContainsAllergenBadge allergens={avoided} className="mt-2" />
        <p className="mt-1.5 text-sm leading-6 text-forest-900/75">{dish.description}</p>

        <NutritionFacts dish={dish} className="mt-4" />
        <p className="mt-3 text-sm leading-6">
          <span className="font-semibold text-forest-950">Allergens: </span>
          <span className="text-forest-900/80">
            {dish.allergens.length > 0 ? dish.allergens.join(", ") : "None of the major allergens"}
          </span>
        </p>
        <div className="mt-2 flex items-center justify-between gap-3 border-t border-forest-900/10 pt-1.5">
          <p className="text-sm text-forest-900/75">Ingredients and heating</p>
          <DishDetailsButton name={dish.name} details={details} />
        </div>

        <div className="mt-auto pt-4">
          {blockedBySplit ? (
            <div className="rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
              <p className="font-semibold">Not available with split delivery</p>
              <p className="mt-0.5 leading-6">{SPLIT_INELIGIBLE_REASON}</p>
            </div>
          ) : split ? (
            <ul className="space-y-2" aria-label={`Add ${dish.name} to a delivery`}>
              {slots.map((s) => (
                <li key={s.slot} className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-forest-900">{SLOT_NAME[s.slot]}</span>
                  <QuantityControl
                    size="sm"
                    quantity={s.quantity}
                    canAdd={s.canAdd}
                    blockedReason={s.blockedReason}
                    onAdd={() => onChange(s.slot, 1)}
                    onRemove={() => onChange(s.slot, -1)}
                    addLabel={`Add ${dish.name} to ${SLOT_NAME[s.slot]}`}
                    removeLabel={`Remove one ${dish.name} from ${SLOT_NAME[s.slot]}`}
                    countLabel={`${s.quantity} ${dish.name} on ${SLOT_NAME[s.slot]}`}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex justify-end">
              {slots.map((s) => (
                <QuantityControl
                  key={s.slot}
                  quantity={s.quantity}
                  canAdd={s.canAdd}
                  blockedReason={s.blockedReason}
                  onAdd={() => onChange(s.slot, 1)}
                  onRemove={() => onChange(s.slot, -1)}
                  addLabel={s.quantity > 0 ? `Add one more ${dish.name}` : `Add ${dish.name}`}
                  removeLabel={`Remove one ${dish.name}`}
                  countLabel={`${s.quantity} ${dish.name} in your box`}
                />
              ))}
            </div>
          )}
        </div>
      </div>
      {details.dialog}
    </article>
  );
}
