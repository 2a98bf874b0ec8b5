"use client";
// One labelled field bound to any react-hook-form form: label, input (or textarea/select via
// `render`), hint and error, tied together with ids so screen readers read them with the field.
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FieldError, FieldHint, Input, Label, Textarea } from "@/components/ui/form";

export interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
  describedBy?: string;
}

export function fieldIds(prefix: string, name: string, error?: string, hint?: ReactNode): FieldIds {
  const id = `${prefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return { id, errorId, hintId, describedBy: describedBy || undefined };
}

export function FieldShell({
  ids,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={ids.id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      <div className="mt-1.5">{children}</div>
      <FieldError id={ids.errorId}>{error}</FieldError>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "form">;

/** A text input registered with the form; `format` rewrites what was typed before it is stored. */
export function TextField<T extends FieldValues>({
  form,
  name,
  prefix,
  label,
  hint,
  optional,
  className,
  multiline,
  format,
  ...inputProps
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** Makes the ids unique on a page with several forms. */
  prefix: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  multiline?: boolean;
  format?: (value: string, deleting: boolean) => string;
} & InputProps) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const ids = fieldIds(prefix, name, error, hint);
  const registration = form.register(name, {
    onChange: format
      ? (event: { target: HTMLInputElement; nativeEvent?: Event }) => {
          const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType ?? "";
          const next = format(event.target.value, inputType.startsWith("delete"));
          // After a submit, re-check the rewritten value (react-hook-form checked the raw one).
          if (next !== event.target.value)
            form.setValue(name, next as T[typeof name], {
              shouldValidate: form.formState.submitCount > 0,
            });
        }
      : undefined,
  });
  const common = {
    id: ids.id,
    invalid: Boolean(error),
    "aria-describedby": ids.describedBy,
    "aria-required": optional ? undefined : true,
  } as const;
  return (
    <FieldShell
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
    >
      {multiline ? (
        <Textarea {...common} {...registration} />
      ) : (
        <Input {...common} {...inputProps} {...registration} />
      )}
    </FieldShell>
  );
}
