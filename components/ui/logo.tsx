import { BRAND_NAME } from "@/lib/brand";
import { cn } from "./cn";

/** The mark: a sun setting over the lake, in a forest-green roundel. Same drawing as /logo.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn("size-9", className)} aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="#1d3d2e" />
      <path d="M10.5 21.5a9.5 9.5 0 0 1 19 0z" fill="#dc7851" />
      <path
        d="M8 25.5c2 0 2-1.4 4-1.4s2 1.4 4 1.4 2-1.4 4-1.4 2 1.4 4 1.4 2-1.4 4-1.4 2 1.4 4 1.4"
        fill="none"
        stroke="#fbf7ee"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        d="M11 30c1.5 0 1.5-1.1 3-1.1s1.5 1.1 3 1.1 1.5-1.1 3-1.1 1.5 1.1 3 1.1 1.5-1.1 3-1.1 1.5 1.1 3 1.1"
        fill="none"
        stroke="#fbf7ee"
        strokeOpacity="0.6"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark and wordmark. `tone` picks the wordmark colour for light or dark backgrounds. */
export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span
        className={cn(
          "font-display text-[1.2rem] leading-none font-semibold tracking-tight whitespace-nowrap",
          tone === "dark" ? "text-forest-900" : "text-cream-50",
        )}
      >
        {BRAND_NAME}
      </span>
    </span>
  );
}
