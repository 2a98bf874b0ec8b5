"use client";
// The step indicator under the header: Delivery area → Plan → Delivery → Meals → Checkout.
// Finished steps are links back; the current one is marked aria-current="step".
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { CheckIcon } from "@/components/ui/icons";
import { useFunnelState } from "@/lib/signup/funnel-store";
import { redirectFor, SIGNUP_STEPS } from "@/lib/signup/steps";

export function SignupProgress() {
  const pathname = usePathname();
  const state = useFunnelState();
  const currentIndex = SIGNUP_STEPS.findIndex((step) => step.path === pathname);
  if (currentIndex < 0) return null; // the start and confirmation pages have no step
  const current = SIGNUP_STEPS[currentIndex];

  return (
    <nav aria-label="Sign-up progress" className="border-b border-forest-900/10 bg-cream-50">
      <Container width="xl" className="py-3 sm:py-4">
        <p className="mb-2 text-sm text-muted sm:hidden" aria-hidden="true">
          Step {currentIndex + 1} of {SIGNUP_STEPS.length} ·{" "}
          <span className="font-semibold text-forest-950">{current.label}</span>
        </p>
        <ol className="flex items-center gap-1.5 sm:gap-3">
          {SIGNUP_STEPS.map((step, index) => {
            const isCurrent = index === currentIndex;
            const done = state ? step.done(state) && index < currentIndex : index < currentIndex;
            const reachable = !isCurrent && state !== null && redirectFor(step.id, state) === null;
            const status = isCurrent ? "current step" : done ? "completed" : "not started";
            const marker = (
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ring-1",
                  isCurrent && "bg-forest-800 text-cream-50 ring-forest-800",
                  !isCurrent && done && "bg-forest-100 text-forest-800 ring-forest-200",
                  !isCurrent && !done && "bg-white text-stone-500 ring-stone-300",
                )}
              >
                {done && !isCurrent ? <CheckIcon className="size-4" /> : index + 1}
              </span>
            );
            const label = (
              <>
                {marker}
                <span
                  className={cn(
                    "hidden text-sm whitespace-nowrap md:inline",
                    isCurrent
                      ? "font-semibold text-forest-950"
                      : done
                        ? "text-forest-900"
                        : "text-stone-500",
                  )}
                >
                  {step.label}
                </span>
                <span className="sr-only md:hidden">{step.label}</span>
                <span className="sr-only">, {status}</span>
              </>
            );
            return (
              <li
                key={step.id}
                className="flex min-w-0 flex-1 items-center gap-1.5 last:flex-none sm:gap-3"
              >
                {reachable ? (
                  <Link
                    href={step.path}
                    className="flex items-center gap-2 rounded-full pr-1 hover:underline hover:underline-offset-4"
                  >
                    {label}
                  </Link>
                ) : (
                  <span
                    className="flex items-center gap-2"
                    aria-current={isCurrent ? "step" : undefined}
                  >
                    {label}
                  </span>
                )}
                {index < SIGNUP_STEPS.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-0.5 min-w-3 flex-1 rounded-full",
                      done ? "bg-forest-300" : "bg-stone-200",
                    )}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
