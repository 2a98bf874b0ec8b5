"use client";
// Frequently asked questions from GET /api/faqs; on any error the built-in questions stand in.
import { useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useApiRead } from "@/lib/client/use-api-read";
import type { FaqEntry } from "@/lib/signup/api-types";
import { FALLBACK_FAQS } from "@/lib/signup/faq-fallback";

export function FaqAccordion({ className }: { className?: string }) {
  const { data, error, loading } = useApiRead<FaqEntry[]>("/api/faqs");
  const entries = error || (data && !Array.isArray(data)) ? FALLBACK_FAQS : (data ?? []);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="font-display text-2xl font-semibold tracking-tight text-forest-950"
      >
        Frequently asked questions
      </h2>
      {loading ? (
        <p className="mt-4 text-sm text-muted">Loading questions…</p>
      ) : (
        <ul className="mt-5 divide-y divide-forest-900/10 rounded-2xl bg-white ring-1 ring-forest-900/8">
          {(entries.length > 0 ? entries : FALLBACK_FAQS).map((entry) => (
            <FaqItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-forest-950 hover:bg-cream-50"
        >
          {entry.question}
          <ChevronDownIcon
            className={cn("text-forest-700 transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        hidden={!open}
        className="px-5 pb-5 text-[0.95rem] leading-7 text-forest-900/80"
      >
        {entry.answer}
      </div>
    </li>
  );
}
