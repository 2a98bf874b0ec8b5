// Form primitives: label, text input, checkbox and field error, styled alike.

import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label className={cn("block text-sm font-semibold text-forest-950", className)} {...props} />
  );
}

export type InputProps = ComponentProps<"input"> & { invalid?: boolean };

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        "block h-11 w-full rounded-xl border bg-white px-3.5 text-[0.95rem] text-ink shadow-xs",
        "placeholder:text-stone-400 focus:outline-2 focus:outline-offset-0 focus:outline-forest-500",
        "disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-stone-500",
        invalid ? "border-red-600" : "border-stone-300",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({
  invalid,
  className,
  ...props
}: ComponentProps<"textarea"> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(
        "block min-h-24 w-full rounded-xl border bg-white px-3.5 py-2.5 text-[0.95rem] text-ink shadow-xs",
        "placeholder:text-stone-400 focus:outline-2 focus:outline-offset-0 focus:outline-forest-500",
        invalid ? "border-red-600" : "border-stone-300",
        className,
      )}
      {...props}
    />
  );
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 rounded border-stone-400 accent-forest-700", className)}
      {...props}
    />
  );
}

/** The message under a field; give it an id and point the input's aria-describedby at it. */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p className={cn("mt-1.5 text-sm font-medium text-red-700", className)} {...props}>
      {children}
    </p>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-1.5 text-sm text-muted", className)} {...props} />;
}
