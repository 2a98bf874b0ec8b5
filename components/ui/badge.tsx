import type { ComponentProps } from "react";
import { cn } from "./cn";

export type BadgeTone = "neutral" | "green" | "terracotta" | "accent" | "amber" | "red" | "dark";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-cream-200 text-forest-900",
  green: "bg-forest-100 text-forest-800",
  terracotta: "bg-terracotta-100 text-terracotta-800",
  accent: "bg-terracotta-500 text-white",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  dark: "bg-forest-900 text-cream-50",
};

export type BadgeProps = ComponentProps<"span"> & { tone?: BadgeTone };

export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
