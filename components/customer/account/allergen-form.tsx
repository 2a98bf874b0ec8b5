"use client";
// The Plan tab's "Allergens to avoid" (GET and PUT /api/users/{userId}/allergens): the Meals page
// marks dishes containing them, and the chef's choice leaves them out.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { FormAlert } from "@/components/auth/form-alert";
import { failureMessage } from "@/components/forms/server-errors";
import { AllergenFilter } from "@/components/meals/allergen-filter";
import { allergenListText } from "@/components/meals/contains-allergen-badge";
import { allergenKey } from "@/components/menu/types";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import { ALLERGENS, canonicalAllergens, type Allergen } from "@/lib/menus/allergens";
import {
  allergenExclusionsBodySchema,
  type AllergenExclusionsDto,
} from "@/lib/users/allergen-exclusions-schema";
import { Section } from "./panel";
import { allergensKey, useAllergenExclusions } from "./use-account";

type FormInput = z.input<typeof allergenExclusionsBodySchema>;
type FormOutput = z.output<typeof allergenExclusionsBodySchema>;

export function AllergenForm({ userId }: { userId: string }) {
  const { data, error, mutate } = useAllergenExclusions(userId);
  return (
    <Section
      id="plan-allergens"
      title="Allergens to avoid"
      description="Dishes containing them are marked on your Meals page. We’ll never choose a dish containing these for you."
    >
      {data ? (
        <AllergenChoices userId={userId} saved={data.allergenExclusions} />
      ) : error ? (
        <Alert tone="error" title="We couldn’t load your allergens to avoid">
          {failureMessage(error)}{" "}
          <button type="button" onClick={() => void mutate()} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : (
        <Spinner label="Loading your allergens to avoid" className="text-forest-700" />
      )}
    </Section>
  );
}

/** A 400's own words ("Choose from the listed allergens…"), else the usual failure text. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const message = error.errors[0]?.constraints[0]?.message;
    if (message) return message;
  }
  return failureMessage(error);
}

function AllergenChoices({ userId, saved }: { userId: string; saved: Allergen[] }) {
  const { mutate } = useSWRConfig();
  const alertRef = useRef<HTMLDivElement>(null);
  // A new object per failure, so the same message twice still moves focus to it.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(allergenExclusionsBodySchema),
    defaultValues: { allergenExclusions: saved },
  });
  const chosen = useWatch({ control: form.control, name: "allergenExclusions" });
  const { isSubmitting, isDirty } = form.formState;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  function toggle(allergen: string) {
    const next = new Set<string>(chosen);
    if (next.has(allergen)) next.delete(allergen);
    else next.add(allergen);
    // The list's own order, so switching a chip off and on again leaves the form unchanged.
    form.setValue("allergenExclusions", canonicalAllergens(next), { shouldDirty: true });
  }

  async function submit(values: FormOutput) {
    setFailure(null);
    try {
      const result = await api.put<AllergenExclusionsDto>(`/api/users/${userId}/allergens`, values);
      await mutate(allergensKey(userId), result, { revalidate: false });
      form.reset(result);
      toast.success(
        result.allergenExclusions.length > 0
          ? `Saved. Dishes with ${allergenListText(result.allergenExclusions)} will be marked.`
          : "Saved. You’re not avoiding any allergens.",
      );
    } catch (error) {
      setFailure({ message: saveFailure(error) });
    }
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(submit)} noValidate>
      <FormAlert ref={alertRef}>{failure?.message}</FormAlert>
      <AllergenFilter
        framed={false}
        title="Allergens to avoid"
        titleHidden
        allergens={ALLERGENS}
        avoid={new Set(chosen.map(allergenKey))}
        onToggle={toggle}
        disabled={isSubmitting}
      />
      <p className="mt-4 text-sm text-muted" aria-live="polite" data-testid="allergen-summary">
        {chosen.length === 0
          ? "You’re not avoiding any allergens."
          : `Avoiding ${allergenListText(chosen)}.`}
        {isDirty ? " Not saved yet." : ""}
      </p>
      <Button type="submit" className="mt-4" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? <Spinner className="text-current" label="Saving" /> : null}
        Save allergens
      </Button>
    </form>
  );
}
