// A dish's photo with its badges, as the public menu card, the sign-up and Meals page cards and
// the dish details show it: "New" (and any badge the card adds) at the top left, the portions
// left of a capped dish at the top right, or beside "New" in the details.
import type { ReactNode } from "react";
import { PortionsLeftBadge } from "@/components/meals/portions-left-badge";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";

export function DishPhoto({
  src,
  alt = "",
  width,
  height,
  isNew,
  left,
  inBox = 0,
  extraBadge,
  leftBadgeBesideNew = false,
  lazy = true,
  className,
  imageClassName,
  onClick,
}: {
  src: string;
  /** Empty when the dish's name is read next to it. */
  alt?: string;
  /** The image's own size (local files of known size: next/image adds nothing here). */
  width: number;
  height: number;
  isNew?: boolean;
  /** Portions left of a capped dish (null: no cap). */
  left?: number | null;
  inBox?: number;
  extraBadge?: ReactNode;
  leftBadgeBesideNew?: boolean;
  lazy?: boolean;
  /** The frame: its aspect ratio and corners. */
  className?: string;
  imageClassName?: string;
  /** The photo opens the details too (for the mouse; the keyboard uses "Details"). */
  onClick?: () => void;
}) {
  const portions = <PortionsLeftBadge left={left} inBox={inBox} className="shadow-sm" />;
  return (
    <div
      className={cn(
        "relative overflow-hidden bg-cream-200",
        onClick && "cursor-pointer",
        className,
      )}
      onClick={onClick}
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={cn("size-full object-cover", imageClassName)}
      />
      <div className="absolute top-3 left-3 flex gap-1.5">
        {isNew ? (
          <Badge tone="accent" className="shadow-sm">
            New
          </Badge>
        ) : null}
        {extraBadge}
        {leftBadgeBesideNew ? portions : null}
      </div>
      {leftBadgeBesideNew ? null : <div className="absolute top-3 right-3">{portions}</div>}
    </div>
  );
}
