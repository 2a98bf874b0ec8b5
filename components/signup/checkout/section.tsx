import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A numbered part of the checkout form (account, address, payment). */
export function CheckoutSection({
  id,
  number,
  title,
  description,
  aside,
  children,
}: {
  id: string;
  number: number;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" role="group" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-forest-800 text-sm font-bold text-cream-50"
          >
            {number}
          </span>
          <div>
            <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-forest-950">
              {title}
            </h2>
            {description ? (
              <p className="mt-1 text-sm leading-6 text-muted">{description}</p>
            ) : null}
          </div>
        </div>
        {aside}
      </div>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
