"use client";
// One labelled checkout field bound to the form: label, input, hint and error, wired together
// with ids so screen readers read the error and the hint with the field.
import type { ComponentProps, ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FieldError, FieldHint, Input, Label, Textarea } from "@/components/ui/form";
import type { CheckoutField, CheckoutValues } from "@/lib/signup/checkout-draft";

export type CheckoutForm = UseFormReturn<CheckoutValues>;

export const fieldId = (name: CheckoutField) => `checkout-${name}`;
export const errorId = (name: CheckoutField) => `checkout-${name}-error`;
const hintId = (name: CheckoutField) => `checkout-${name}-hint`;

export function describedBy(
  name: CheckoutField,
  error?: string,
  hint?: ReactNode,
): string | undefined {
  return (
    [error ? errorId(name) : null, hint ? hintId(name) : null].filter(Boolean).join(" ") ||
    undefined
  );
}

export function FieldLabel({
  name,
  children,
  optional,
}: {
  name: CheckoutField;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <Label htmlFor={fieldId(name)}>
      {children}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </Label>
  );
}

export function FieldMessages({
  name,
  error,
  hint,
}: {
  name: CheckoutField;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      <FieldError id={errorId(name)}>{error}</FieldError>
      {hint ? <FieldHint id={hintId(name)}>{hint}</FieldHint> : null}
    </>
  );
}

export function TextField({
  form,
  name,
  label,
  hint,
  optional,
  className,
  multiline,
  onValueChange,
  ...inputProps
}: {
  form: CheckoutForm;
  name: CheckoutField;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  multiline?: boolean;
  /** Rewrites what was typed (e.g. card number spacing) before it is stored. */
  onValueChange?: (value: string, deleting: boolean) => string;
} & Omit<ComponentProps<"input">, "name" | "id" | "form">) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name, {
    onChange: onValueChange
      ? (event: { target: HTMLInputElement; nativeEvent?: Event }) => {
          const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType ?? "";
          const next = onValueChange(event.target.value, inputType.startsWith("delete"));
          // After a submit, re-check the rewritten value (RHF drops the check of the raw one).
          if (next !== event.target.value)
            form.setValue(name, next, { shouldValidate: form.formState.submitCount > 0 });
        }
      : undefined,
  });
  const common = {
    id: fieldId(name),
    invalid: Boolean(error),
    "aria-describedby": describedBy(name, error, hint),
    "aria-required": optional ? undefined : true,
  } as const;
  return (
    <div className={className}>
      <FieldLabel name={name} optional={optional}>
        {label}
      </FieldLabel>
      {multiline ? (
        <Textarea {...common} className="mt-1.5" {...registration} />
      ) : (
        <Input {...common} className="mt-1.5" {...inputProps} {...registration} />
      )}
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}
