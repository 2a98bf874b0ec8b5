import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";

/** Back link and Continue button at the foot of a step. */
export function StepNav({
  backHref,
  backLabel,
  continueLabel = "Continue",
  disabled,
  describedBy,
}: {
  backHref: string;
  backLabel: string;
  continueLabel?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <ButtonLink href={backHref} variant="ghost">
        <ArrowLeftIcon />
        Back<span className="sr-only"> to {backLabel}</span>
      </ButtonLink>
      <Button
        type="submit"
        size="lg"
        disabled={disabled}
        aria-describedby={describedBy}
        className="sm:min-w-52"
      >
        {continueLabel}
        <ArrowRightIcon />
      </Button>
    </div>
  );
}
