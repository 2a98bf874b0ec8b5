"use client";
// The Password tab: current, new (8 or more characters) and confirm, sent to
// PUT /api/users/{userId}/password. Every other session is signed out; this one stays.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { PasswordInput } from "@/components/auth/password-input";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/account/schemas";
import { PASSWORD_MIN } from "@/lib/auth/schemas";
import { api } from "@/lib/client/api";
import { PanelHeading, Section } from "./panel";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordTab({ userId }: { userId: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  async function submit(values: ChangePasswordInput) {
    setFailure(null);
    try {
      const result = await api.put<{ message: string }>(`/api/users/${userId}/password`, values);
      form.reset(EMPTY);
      toast.success(result.message);
    } catch (error) {
      setFailure(
        applyServerErrors(form, error, ["currentPassword", "newPassword", "confirmPassword"]),
      );
    }
  }

  function field(
    name: Path<ChangePasswordInput>,
    label: string,
    autoComplete: string,
    hint?: string,
  ) {
    const error = form.formState.errors[name]?.message;
    const ids = fieldIds("password", name, error, hint);
    return (
      <FieldShell ids={ids} label={label} hint={hint} error={error}>
        <PasswordInput
          id={ids.id}
          autoComplete={autoComplete}
          invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          aria-required
          {...form.register(name)}
        />
      </FieldShell>
    );
  }

  return (
    <>
      <PanelHeading title="Password">
        Changing your password signs you out on every other device.
      </PanelHeading>
      <Section id="password-form" title="Change your password">
        <form
          method="post"
          onSubmit={form.handleSubmit(submit)}
          noValidate
          className="grid max-w-md gap-5"
        >
          <FormAlert>{failure}</FormAlert>
          {field("currentPassword", "Current password", "current-password")}
          {field(
            "newPassword",
            "New password",
            "new-password",
            `At least ${PASSWORD_MIN} characters.`,
          )}
          {field("confirmPassword", "Confirm new password", "new-password")}
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? (
                <Spinner className="text-current" label="Saving" />
              ) : null}
              Change password
            </Button>
          </div>
        </form>
      </Section>
    </>
  );
}
