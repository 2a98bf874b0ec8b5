"use client";
// Prints the page as it stands (the admin frame and the controls are left off the paper).
import { Button } from "@/components/ui/button";

export function PrintButton({ children }: { children: string }) {
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      className="print:hidden"
      onClick={() => window.print()}
    >
      {children}
    </Button>
  );
}
