import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "dark",
}: {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "dark" | "light";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p
        className={cn(
          "text-sm font-semibold tracking-[0.12em] uppercase",
          tone === "dark" ? "text-terracotta-600" : "text-terracotta-300",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-forest-950" : "text-cream-50",
        )}
      >
        {title}
      </h2>
      {children ? (
        <p
          className={cn(
            "mt-4 text-lg leading-8",
            tone === "dark" ? "text-forest-900/75" : "text-cream-100/80",
          )}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
