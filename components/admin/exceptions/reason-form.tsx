"use client";
// The one-line form behind Hold, Release and Mark resolved: the reason is required (the server
// audits it), a refusal is said on the field, which then takes the focus.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/form";
import { ApiError } from "@/lib/client/api";

export function ReasonForm({
  id,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  /** Resolves on success; throws the API's error otherwise. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(reason);
    } catch (failure) {
      // A 400 names the one field; any other refusal (409: held already) is said there too.
      const field = failure instanceof ApiError ? failure.errors[0]?.constraints[0] : undefined;
      setError(field?.message ?? failureMessage(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={submit}
      className="mt-3 w-full space-y-2 rounded-xl bg-cream-50 p-3 ring-1 ring-forest-900/10"
    >
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={input}
        id={id}
        value={reason}
        maxLength={300}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
