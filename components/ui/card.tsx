import type { ComponentProps } from "react";
import { cn } from "./cn";

type Padding = "none" | "sm" | "md" | "lg";

const PADDING: Record<Padding, string> = {
  none: "",
  sm: "p-4",
  md: "p-5 sm:p-6",
  lg: "p-6 sm:p-8",
};

export type CardProps = ComponentProps<"div"> & { padding?: Padding };

/** A white surface with a soft border, for grouped content. */
export function Card({ padding = "md", className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "rounded-2xl bg-white shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1 ring-forest-900/8",
        PADDING[padding],
        className,
      )}
      {...props}
    />
  );
}
