"use client";
// The Deactivate tab: POST /api/users/{userId}/deactivate after a confirmation, then sign out.
// The account is disabled and the plan cancelled; orders and receipts are kept. An admin cannot
// deactivate their own account (spec §6), so they are told so instead of offered the button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/auth/form-alert";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { TextField } from "@/components/forms/field";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { ACCOUNT_MESSAGES, deactivateSchema, type DeactivateInput } from "@/lib/account/schemas";
import { api } from "@/lib/client/api";
import { signOutLocally } from "@/lib/client/session";
import { PanelHeading, Section } from "./panel";

export function DeactivateTab({
  userId,
  account,
}: {
  userId: string;
  account: CustomerAccountDto;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeactivateInput>({
    resolver: zodResolver(deactivateSchema),
    defaultValues: { reason: "" },
  });

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await api.post(`/api/users/${userId}/deactivate`, form.getValues(), {
        signOutOnUnauthorized: false,
      });
      await signOutLocally();
      // A full load, so nothing of this account stays in memory.
      window.location.replace("/login");
    } catch (error) {
      setOpen(false);
      setBusy(false);
      setFailure(failureMessage(error));
    }
  }

  return (
    <>
      <PanelHeading title="Deactivate">Close your account when you no longer need it.</PanelHeading>
      <Section id="deactivate-form" title="Deactivate your account">
        {account.user.isAdmin ? (
          <Alert tone="info">{ACCOUNT_MESSAGES.adminSelfDeactivate}</Alert>
        ) : (
          <form
            method="post"
            onSubmit={form.handleSubmit(() => setOpen(true))}
            noValidate
            className="max-w-xl"
          >
            <FormAlert>{failure}</FormAlert>
            <ul className="mb-5 list-disc space-y-1.5 pl-5 text-[0.95rem] leading-7 text-forest-900">
              <li>Your plan is cancelled and the weeks still open won&rsquo;t be charged.</li>
              <li>You&rsquo;re signed out everywhere and can&rsquo;t sign in again.</li>
              <li>Your past orders and receipts are kept for our records.</li>
              <li>If you only need a break, you can pause your plan instead.</li>
            </ul>
            <TextField
              form={form}
              prefix="deactivate"
              name="reason"
              label="Why are you leaving?"
              optional
              multiline
            />
            <Button type="submit" variant="danger" className="mt-6">
              Deactivate my account
            </Button>
          </form>
        )}
      </Section>
      <ConfirmDialog
        open={open}
        title="Deactivate your account?"
        confirmLabel="Deactivate and sign out"
        cancelLabel="Keep my account"
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Your plan will be cancelled and you&rsquo;ll be signed out right away. To come back later,
          write to us.
        </p>
      </ConfirmDialog>
    </>
  );
}
