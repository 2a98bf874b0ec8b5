// The first cell of a catalogue row (dishes, add-ons): the photo's thumbnail and the item's name
// linking to its edit page, with whatever the list says under the name.
import Link from "next/link";
import type { ReactNode } from "react";

export function CatalogueItemCell({
  href,
  name,
  imageUrl,
  children,
}: {
  href: string;
  name: string;
  imageUrl: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of any source */}
      <img
        src={imageUrl}
        alt=""
        className="size-12 shrink-0 rounded-lg bg-cream-100 object-cover"
      />
      <div className="min-w-0">
        <Link
          href={href}
          className="font-semibold text-forest-900 underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        {children}
      </div>
    </div>
  );
}
