import type { ComponentProps } from "react";
import { cn } from "./cn";

type Width = "sm" | "md" | "lg" | "xl";

const WIDTHS: Record<Width, string> = {
  sm: "max-w-2xl",
  md: "max-w-4xl",
  lg: "max-w-6xl",
  xl: "max-w-7xl",
};

export type ContainerProps = ComponentProps<"div"> & { width?: Width };

/** Centres content with the page gutters used everywhere. */
export function Container({ width = "lg", className, ...props }: ContainerProps) {
  return <div className={cn("mx-auto w-full px-5 sm:px-8", WIDTHS[width], className)} {...props} />;
}
