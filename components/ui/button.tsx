// Buttons and button-styled links, in one set of variants so every audience looks the same.
// ButtonLink lives in ./button-link so a screen with only buttons (the error pages, loaded on
// every route) does not bring next/link along.

import type { ComponentProps } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "danger" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

// The focus ring on a filled button is two bands (WCAG technique C40): white against the button,
// forest-950 against the page, each 3:1 or more whatever the fill (a terracotta ring beside a
// terracotta button was 1.9:1, issue 26 defect 11). Light buttons keep the terracotta ring.
const ON_FILL =
  "focus-visible:outline-forest-950 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-0";
const ON_LIGHT = "focus-visible:outline-terracotta-500";

const FOCUS: Record<ButtonVariant, string> = {
  primary: ON_FILL,
  accent: ON_FILL,
  danger: ON_FILL,
  secondary: ON_LIGHT,
  ghost: ON_LIGHT,
  inverse: ON_LIGHT,
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-forest-800 text-cream-50 hover:bg-forest-700 active:bg-forest-900 shadow-sm",
  accent: "bg-terracotta-500 text-white hover:bg-terracotta-600 active:bg-terracotta-700 shadow-sm",
  secondary:
    "bg-white text-forest-900 ring-1 ring-inset ring-forest-900/15 hover:bg-cream-50 hover:ring-forest-900/30",
  ghost: "text-forest-900 hover:bg-forest-900/5",
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
  inverse: "bg-cream-50 text-forest-900 hover:bg-white shadow-sm",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3.5 py-1.5 text-sm gap-1.5",
  md: "min-h-11 px-5 py-2 text-[0.95rem] gap-2",
  lg: "min-h-13 px-7 py-2.5 text-base gap-2",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
} = {}): string {
  return cn(
    "inline-flex items-center justify-center rounded-full text-center font-semibold",
    "transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2",
    "disabled:pointer-events-none disabled:opacity-50",
    FOCUS[variant],
    VARIANTS[variant],
    SIZES[size],
    fullWidth && "w-full",
    className,
  );
}

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export type ButtonProps = ComponentProps<"button"> & ButtonStyleProps;

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    />
  );
}
