"use client";
// Every dish of a delivered box with its rating form (Past orders and the mail's link share it).
import { useState } from "react";
import type { BoxRatingsDto } from "@/lib/ratings/box-ratings";
import { DishRatingForm } from "./dish-rating-form";

export function BoxRatingsPanel({
  initial,
  endpoint,
}: {
  initial: BoxRatingsDto;
  endpoint: string;
}) {
  const [box, setBox] = useState(initial);
  const rated = box.dishes.filter((dish) => dish.stars !== null).length;
  if (!box.canRate)
    return (
      <p className="text-sm text-muted">
        You can rate this box&rsquo;s meals once it is delivered.
      </p>
    );
  return (
    <div>
      <p className="text-sm text-muted" aria-live="polite">
        {rated === box.dishes.length
          ? "You've rated every dish in this box. You can change a rating any time."
          : `${rated} of ${box.dishes.length} dishes rated.`}
      </p>
      <div className="divide-y divide-forest-900/8">
        {box.dishes.map((dish) => (
          <DishRatingForm key={dish.dishId} dish={dish} endpoint={endpoint} onSaved={setBox} />
        ))}
      </div>
    </div>
  );
}
