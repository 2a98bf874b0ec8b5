"use client";
// The User information tab: first and last name (PUT /api/users/{userId}); the email is shown but
// cannot be changed here (spec §5).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { ACCOUNT_MESSAGES, userInfoSchema, type UserInfoInput } from "@/lib/account/schemas";
import { api } from "@/lib/client/api";
import type { MeDto } from "@/lib/users/dto";
import { PanelHeading, Section } from "./panel";
import { accountKey, ME_KEY } from "./use-account";

export function UserInfoTab({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserInfoInput>({
    resolver: zodResolver(userInfoSchema),
    defaultValues: { firstName: account.user.firstName, lastName: account.user.lastName },
  });
  const emailIds = fieldIds("user", "email", undefined, ACCOUNT_MESSAGES.emailReadOnly);

  async function submit(values: UserInfoInput) {
    setFailure(null);
    try {
      const result = await api.put<{ user: MeDto | null }>(`/api/users/${userId}`, values);
      // Spec §4: after a user information update, email, firstName and lastName are updated.
      const user = result.user;
      if (user) {
        const { email, firstName, lastName } = user;
        await mutate(
          ME_KEY,
          (me: MeDto | undefined) => (me ? { ...me, email, firstName, lastName } : user),
          { revalidate: false },
        );
      }
      await mutate(accountKey(userId));
      form.reset(values);
      toast.success("Your name is updated.");
      router.refresh(); // the header shows the name from the server
    } catch (error) {
      setFailure(applyServerErrors(form, error, ["firstName", "lastName"]));
    }
  }

  return (
    <>
      <PanelHeading title="User information">
        The name we put on your deliveries and emails.
      </PanelHeading>
      <Section id="user-form" title="Your name">
        <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="max-w-xl">
          <FormAlert>{failure}</FormAlert>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              prefix="user"
              name="firstName"
              label="First name"
              autoComplete="given-name"
            />
            <TextField
              form={form}
              prefix="user"
              name="lastName"
              label="Last name"
              autoComplete="family-name"
            />
            <FieldShell
              ids={emailIds}
              label="Email"
              hint={ACCOUNT_MESSAGES.emailReadOnly}
              className="sm:col-span-2"
            >
              <Input
                id={emailIds.id}
                type="email"
                value={account.user.email}
                readOnly
                aria-readonly="true"
                aria-describedby={emailIds.describedBy}
                className="bg-cream-100 text-forest-900"
              />
            </FieldShell>
          </div>
          <Button
            type="submit"
            className="mt-6"
            disabled={form.formState.isSubmitting || !form.formState.isDirty}
          >
            {form.formState.isSubmitting ? (
              <Spinner className="text-current" label="Saving" />
            ) : null}
            Save name
          </Button>
        </form>
      </Section>
    </>
  );
}
