"use client";
// Past orders: "Rate your meals" under a delivered box opens its dishes' rating forms.
import { useState } from "react";
import useSWR from "swr";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/errors";
import type { BoxRatingsDto } from "@/lib/ratings/box-ratings";
import { BoxRatingsPanel } from "./box-ratings-panel";
import { StarIcon } from "./star-icon";

export function RateBoxButton({
  open,
  onToggle,
  controls,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-forest-800 ring-1 ring-forest-900/15 hover:bg-forest-900/5"
    >
      <StarIcon filled={false} className="size-4" />
      {open ? "Hide ratings" : "Rate your meals"}
      <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
    </button>
  );
}

export function useRateBox() {
  const [open, setOpen] = useState(false);
  return { open, toggle: () => setOpen((v) => !v) };
}

export function RateBoxSection({
  id,
  userId,
  orderId,
}: {
  id: string;
  userId: string;
  orderId: string;
}) {
  const endpoint = `/api/users/${encodeURIComponent(userId)}/orders/${encodeURIComponent(orderId)}/ratings`;
  const { data, error } = useSWR<BoxRatingsDto>(endpoint);
  return (
    <section
      id={id}
      aria-label="Rate your meals"
      className="border-t border-forest-900/8 px-5 py-4 sm:px-6"
    >
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Spinner className="text-forest-700" label="Loading your ratings" />
      ) : (
        <BoxRatingsPanel initial={data} endpoint={endpoint} />
      )}
    </section>
  );
}
