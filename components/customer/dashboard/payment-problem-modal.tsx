"use client";
// The card-problem modal (spec §4). It opens once per problem, week and phase: closing it or
// following its button records the acknowledgement in localStorage (`modalAcknowledgement`).
// Afterwards the home keeps a quiet banner with the same message, so nothing is lost.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { AlertIcon, CardIcon, CloseIcon } from "@/components/ui/icons";
import { acknowledge, isAcknowledged } from "@/lib/dashboard/acknowledgements";
import type { PaymentProblemDto } from "@/lib/dashboard/dto";

export function usePaymentProblemAcknowledged(problem: PaymentProblemDto | null) {
  // Unknown until mounted: localStorage does not exist on the server.
  const [acknowledged, setAcknowledged] = useState<boolean | null>(null);
  const key = problem?.acknowledgementKey ?? null;
  useEffect(() => {
    // Reading localStorage after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAcknowledged(key ? isAcknowledged(key) : null);
  }, [key]);
  const markAcknowledged = () => {
    if (key) acknowledge(key);
    setAcknowledged(true);
  };
  return { acknowledged, markAcknowledged };
}

export function PaymentProblemModal({
  problem,
  onAcknowledge,
}: {
  problem: PaymentProblemDto;
  onAcknowledge: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => {
    ref.current?.close();
    onAcknowledge();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="payment-problem-title"
      aria-describedby="payment-problem-message"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-forest-950/55 backdrop:backdrop-blur-[2px]"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-forest-900/70 hover:bg-forest-900/5 hover:text-forest-950"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Close</span>
        </button>
        <span className="flex size-12 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
          <AlertIcon className="size-6" />
        </span>
        <h2
          id="payment-problem-title"
          className="mt-4 font-display text-2xl font-semibold tracking-tight text-forest-950"
        >
          {problem.title}
        </h2>
        <p id="payment-problem-message" className="mt-3 leading-relaxed text-forest-900/85">
          {problem.message}
        </p>
        {problem.card ? (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-cream-100 px-3 py-1.5 text-sm font-medium text-forest-900">
            <CardIcon className="size-4 text-forest-700" />
            {problem.card.brand} ending in {problem.card.last4}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses({ variant: "secondary" })}>
            I&rsquo;ll do it later
          </button>
          <Link
            href={problem.actionHref}
            onClick={onAcknowledge}
            className={buttonClasses({ variant: "accent" })}
          >
            {problem.actionLabel}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
