// The frame of every admin screen: a wide container, the title, one line of context and actions.
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container width="xl" className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-semibold tracking-tight text-forest-950 sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-1.5 text-sm text-stone-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </Container>
  );
}

/** A table that scrolls inside its card on narrow screens instead of widening the page. */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl bg-white shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1 ring-forest-900/8 print:overflow-visible print:shadow-none"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

export const th =
  "px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase";
export const td = "px-4 py-3 align-top text-sm text-stone-800";

/** A table's header row; an empty string is a column without a visible heading (actions). */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={`${column}-${i}`} scope="col" className={th}>
            {column || <span className="sr-only">Actions</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The one row of an empty table. */
export function EmptyRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td className={td} colSpan={span}>
        {children}
      </td>
    </tr>
  );
}

export const selectClass =
  "mt-1.5 block min-h-11 w-full rounded-xl border-0 bg-white px-3 text-sm text-forest-950 ring-1 ring-forest-900/20 ring-inset focus:ring-2 focus:ring-forest-700";
