// The frame of one account tab: its heading and a short line on what it is for, then cards.
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="font-display text-2xl font-semibold text-forest-950 sm:text-3xl">{title}</h2>
      {children ? <p className="mt-1.5 max-w-2xl leading-7 text-muted">{children}</p> : null}
    </div>
  );
}

export function Section({
  title,
  description,
  children,
  aside,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card padding="lg" className="mb-6" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-xl font-semibold text-forest-950">
            {title}
          </h3>
          {description ? (
            <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{description}</p>
          ) : null}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

/** A label/value pair in a summary list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-[0.95rem] leading-6 text-forest-950">{children}</dd>
    </div>
  );
}
