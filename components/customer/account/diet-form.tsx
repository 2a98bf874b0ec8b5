"use client";
// The Plan tab's "Your diet" (GET and PUT /api/users/{userId}/diet): the Meals page's menu shows
// that diet's dishes, and the chef's choice keeps to it.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { failureMessage } from "@/components/forms/server-errors";
import { DietFilter } from "@/components/meals/diet-filter";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import {
  dietOf,
  type DietPreference,
  type DietPreferenceDto,
} from "@/lib/users/diet-preference-schema";
import { Section } from "./panel";
import { dietKey, useDietPreference } from "./use-account";

export function DietForm({ userId }: { userId: string }) {
  const { data, error, mutate } = useDietPreference(userId);
  return (
    <Section
      id="plan-diet"
      title="Your diet"
      description="Your Meals page shows the dishes of your diet, and when our chefs choose for you, they choose only from those."
    >
      {data ? (
        <DietChoice userId={userId} saved={data.dietPreference} />
      ) : error ? (
        <Alert tone="error" title="We couldn’t load your diet">
          {failureMessage(error)}{" "}
          <button type="button" onClick={() => void mutate()} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : (
        <Spinner label="Loading your diet" className="text-forest-700" />
      )}
    </Section>
  );
}

function DietChoice({ userId, saved }: { userId: string; saved: DietPreference | null }) {
  const { mutate } = useSWRConfig();
  const alertRef = useRef<HTMLDivElement>(null);
  const [stored, setStored] = useState(saved);
  const [chosen, setChosen] = useState(saved);
  const [saving, setSaving] = useState(false);
  // A new object per failure, so the same message twice still moves focus to it.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const dirty = chosen !== stored;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const result = await api.put<DietPreferenceDto>(`/api/users/${userId}/diet`, {
        dietPreference: chosen,
      });
      await mutate(dietKey(userId), result, { revalidate: false });
      setStored(result.dietPreference);
      toast.success(
        result.dietPreference
          ? `Saved. Your menu shows ${dietOf(result.dietPreference).label.toLowerCase()} dishes.`
          : "Saved. Your menu shows every dish.",
      );
    } catch (error) {
      setFailure({ message: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert ref={alertRef}>{failure?.message}</FormAlert>
      <DietFilter
        framed={false}
        title="Your diet"
        noneLabel="No preference"
        value={chosen}
        onChange={setChosen}
        disabled={saving}
      />
      <p className="mt-4 text-sm text-muted" aria-live="polite" data-testid="diet-summary">
        {chosen ? `${dietOf(chosen).label} dishes only.` : "No diet: every dish."}
        {dirty ? " Not saved yet." : ""}
      </p>
      <Button type="submit" className="mt-4" disabled={saving || !dirty}>
        {saving ? <Spinner className="text-current" label="Saving" /> : null}
        Save diet
      </Button>
    </form>
  );
}
