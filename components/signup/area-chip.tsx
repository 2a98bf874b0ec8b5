import Link from "next/link";
import { MapPinIcon } from "@/components/ui/icons";

/** "Delivering to Toronto · M5V 2T6 · Change": the area checked in step 1. */
export function AreaChip({ city, postalCode }: { city?: string; postalCode?: string }) {
  if (!city || !postalCode) return null;
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 self-start rounded-full bg-forest-50 px-4 py-2 text-sm text-forest-900 ring-1 ring-forest-200 sm:self-auto">
      <MapPinIcon className="size-4 text-forest-700" />
      <span>
        Delivering to <span className="font-semibold">{city}</span> · {postalCode}
      </span>
      <Link
        href="/signup/verify-delivery"
        className="font-semibold text-terracotta-700 underline underline-offset-2"
      >
        Change<span className="sr-only"> postal code</span>
      </Link>
    </p>
  );
}
