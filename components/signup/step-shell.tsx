"use client";
// The frame of one sign-up step: it waits for the stored funnel state, sends someone who skipped
// a step back to it, and gives every step the same heading block.
import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { Spinner } from "@/components/ui/spinner";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { useFunnelState } from "@/lib/signup/funnel-store";
import { redirectFor, stepIndex, SIGNUP_STEPS, type StepId } from "@/lib/signup/steps";

/** The state when this step may be shown; null while loading or redirecting. */
export function useStepGuard(id: StepId): FunnelState | null {
  const state = useFunnelState();
  const router = useRouter();
  const target = state ? redirectFor(id, state) : null;
  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);
  const ready = Boolean(state && !target);
  // A step opens at its top, progress bar and heading in view (issue 38: on a phone the meal
  // step opened scrolled to y = 737 and the plans step with its progress bar under the header:
  // the router scrolled to the segment before the stored state had drawn the step).
  useEffect(() => {
    if (ready) window.scrollTo({ top: 0, left: 0 });
  }, [ready]);
  return ready ? state : null;
}

export function StepHeading({
  step,
  title,
  children,
  aside,
}: {
  step?: StepId;
  title: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {step ? (
          <p className="text-sm font-semibold tracking-[0.12em] text-terracotta-600 uppercase">
            Step {stepIndex(step) + 1} of {SIGNUP_STEPS.length}
          </p>
        ) : null}
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-3 text-[1.02rem] leading-7 text-forest-900/75">{children}</div>
        ) : null}
      </div>
      {aside}
    </div>
  );
}

export function StepLoading({ label = "Loading your sign-up" }: { label?: string }) {
  return (
    <div className="flex min-h-64 items-center justify-center text-forest-800">
      <Spinner label={label} />
    </div>
  );
}

/** Guards the step and lays it out; `children` gets the state once it may be shown. */
export function StepShell({
  step,
  width = "lg",
  className,
  children,
}: {
  step: StepId;
  width?: "sm" | "md" | "lg" | "xl";
  className?: string;
  children: (state: FunnelState) => ReactNode;
}) {
  const state = useStepGuard(step);
  return (
    <Container width={width} className={cn("pt-8 sm:pt-12", className)}>
      {state ? children(state) : <StepLoading />}
    </Container>
  );
}
