"use client";
// The Plan tab's pause form: the customer picks the week deliveries start again (or "when I resume
// it"), confirms with what the pause skips (each week, its dishes, a first-box saving that moves),
// and can undo from the toast. Which weeks are skipped is isWeekPaused's answer (lib/subscriptions).
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { failureMessage } from "@/components/forms/server-errors";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { api } from "@/lib/client/api";
import { addWeeks } from "@/lib/clock";
import { formatCents } from "@/lib/format/money";
import { firstWeekAfterResume, isWeekPaused } from "@/lib/subscriptions/pause-rules";
import type { SubscriptionStatusDto } from "@/lib/subscriptions/update-status";
import { dayLabel } from "./format";
import { Section } from "./panel";
import { useRefreshAccount } from "./use-account";

export function PausePlan({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const refresh = useRefreshAccount(userId);
  const { resumeWeeks, preview } = account.pause;
  const [resumeOn, setResumeOn] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const ids = fieldIds("pause", "resumeWeek", undefined, "hint");
  const pause = { status: "PAUSED" as const, resumeOn: resumeOn || null };
  const skipped = preview.weeks.filter((week) => isWeekPaused(pause, week.weekStart));
  const backWeek = resumeOn ? firstWeekAfterResume(resumeOn) : null;
  const lastPaused = backWeek ? addWeeks(backWeek, -1) : null;

  async function undo() {
    try {
      await api.put(`/api/users/${userId}/subscription`, { status: "ACTIVE" });
      toast.success("Pause undone. Your plan is active and your weeks are back.");
    } catch (error) {
      toast.error(failureMessage(error));
    }
    await refresh();
  }

  async function submit() {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await api.put<SubscriptionStatusDto>(`/api/users/${userId}/subscription`, {
        status: "PAUSED",
        resumeOn: resumeOn || undefined,
      });
      setConfirming(false);
      toast.success(
        result.resumesWeekStart
          ? `Your plan is paused. Deliveries start again the week of ${dayLabel(result.resumesWeekStart)}.`
          : "Your plan is paused. Resume it whenever you're ready.",
        { action: { label: "Undo", onClick: () => void undo() }, duration: 10_000 },
      );
      setResumeOn("");
      await refresh();
    } catch (error) {
      setConfirming(false);
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      id="plan-pause"
      title="Pause your plan"
      description={`No deliveries and no charges while paused, starting with the week of ${dayLabel(account.upcomingWeek.weekStart)}. Meals you've chosen for those weeks come back when you resume.`}
    >
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
        noValidate
        className="max-w-md"
      >
        <FormAlert>{failure}</FormAlert>
        <FieldShell
          ids={ids}
          label="Deliveries start again"
          hint={
            backWeek
              ? `Your plan starts again on ${dayLabel(resumeOn)}, the day that week's menu opens, so you can choose its meals.`
              : "Leave it paused until you resume it here or on the Meals page."
          }
        >
          <select
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={resumeOn}
            onChange={(event) => setResumeOn(event.target.value)}
            className="block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-[0.95rem] text-ink shadow-xs focus:outline-2 focus:outline-forest-500"
          >
            <option value="">When I resume it</option>
            {resumeWeeks.map((choice) => (
              <option key={choice.weekStart} value={choice.resumeOn}>
                Week of {dayLabel(choice.weekStart)}
              </option>
            ))}
          </select>
        </FieldShell>
        <Button type="submit" variant="secondary" className="mt-5">
          Pause plan
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Pause your plan?"
        confirmLabel="Yes, pause my plan"
        cancelLabel="Keep my deliveries"
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {lastPaused
            ? `No deliveries from the week of ${dayLabel(account.upcomingWeek.weekStart)} to the week of ${dayLabel(lastPaused)}.`
            : `No deliveries from the week of ${dayLabel(account.upcomingWeek.weekStart)} until you resume.`}
        </p>
        {skipped.length > 0 ? (
          <ul className="mt-3 grid gap-2" aria-label="Boxes you'll miss">
            {skipped.map((week) => (
              <li key={week.weekStart}>
                <span className="font-semibold">Week of {dayLabel(week.weekStart)}:</span>{" "}
                {week.dishes.length > 0 ? week.dishes.join(", ") : "the chef's choice"}
              </li>
            ))}
          </ul>
        ) : null}
        {preview.firstOrderPromoCents > 0 && skipped.length > 0 ? (
          <p className="mt-3">
            Your first-box saving of {formatCents(preview.firstOrderPromoCents)} moves to your first
            box after the pause.
          </p>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}
