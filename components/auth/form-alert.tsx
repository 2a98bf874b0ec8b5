"use client";
// The form-level message slot: always in the DOM as a live region, so screen readers announce
// what appears in it; it takes focus when an error arrives (pass a ref).
import type { ReactNode, Ref } from "react";
import { Alert, type AlertTone } from "@/components/ui/alert";

export function FormAlert({
  tone = "error",
  children,
  ref,
}: {
  tone?: AlertTone;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} aria-live="assertive" aria-atomic="true" className="outline-none">
      {children ? (
        <Alert tone={tone} className="mb-5">
          {children}
        </Alert>
      ) : null}
    </div>
  );
}
