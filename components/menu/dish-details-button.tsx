"use client";
// Opening a dish's details from its card. The dialog's code loads on the first open
// (next/dynamic), so the menu pages ship only this hook and button; closing gives focus back to
// the card's "Details" button (the photo, also clickable, cannot take focus).
import dynamic from "next/dynamic";
import { useId, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { DishDetails } from "./dish-details-dialog";

const DishDetailsDialog = dynamic(
  () => import("./dish-details-dialog").then((m) => m.DishDetailsDialog),
  { ssr: false },
);

export function useDishDetails(
  dish: DishDetails,
  options: { left?: number | null; inBox?: number } = {},
): { open: () => void; buttonId: string; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const buttonId = useId();
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  return {
    open: () => setOpen(true),
    buttonId,
    dialog: isOpen ? (
      <DishDetailsDialog
        dish={dish}
        left={options.left ?? null}
        inBox={options.inBox ?? 0}
        onClose={close}
      />
    ) : null,
  };
}

/** "Details", read as "Details of Butter Chicken". */
export function DishDetailsButton({
  name,
  details,
  className,
}: {
  name: string;
  details: ReturnType<typeof useDishDetails>;
  className?: string;
}) {
  return (
    <button
      id={details.buttonId}
      type="button"
      aria-haspopup="dialog"
      onClick={details.open}
      className={cn(
        "inline-flex min-h-9 items-center rounded-full px-1 text-sm font-semibold text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:text-forest-950 hover:decoration-forest-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500",
        className,
      )}
    >
      Details<span className="sr-only"> of {name}</span>
    </button>
  );
}
