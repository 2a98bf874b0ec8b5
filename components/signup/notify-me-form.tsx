"use client";
// Outside the delivery area: leave an email and we write when we start delivering there.
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { MailIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { NotifyMeResult } from "@/lib/signup/api-types";
import { fieldMessages, messageFor } from "@/lib/signup/errors";

export function NotifyMeForm({ postalCode }: { postalCode: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError("Enter a valid email address.");
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await api.post<NotifyMeResult>("/api/addresses/notify-me", {
        email: email.trim(),
        postalCode,
      });
      setDone(result.message);
    } catch (err) {
      setError(fieldMessages(err).email ?? messageFor(err));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Alert tone="success" className="mt-3" title="You're on the list">
        {done}
      </Alert>
    );
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-3"
      aria-label="Get notified when we deliver to you"
    >
      <Label htmlFor={`${id}-email`}>Email</Label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-amber-950/80">
        Where we write when we start delivering to {postalCode}. Nothing else.
      </p>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="shrink-0 sm:flex-1"
        />
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? <Spinner label="Saving" /> : <MailIcon />}
          Notify me
        </Button>
      </div>
      <div aria-live="polite">
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </form>
  );
}
