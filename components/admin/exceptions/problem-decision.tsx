"use client";
// Approve (credit) or deny one delivery problem report, each with a note the customer reads.
// After a decision the list reloads and the focus goes to the section's heading.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { ReasonForm } from "./reason-form";

export const PROBLEMS_HEADING_ID = "delivery-problem-reports";

export function ProblemDecision({ problemId, label }: { problemId: string; label: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<"approve" | "deny" | null>(null);
  const base = `problem-${problemId}`;

  async function decide(decision: "approve" | "deny", note: string) {
    const answer = await api.post<{ message: string }>(
      `/api/admin/delivery-problems/${encodeURIComponent(problemId)}`,
      { decision, note },
    );
    toast.success(answer.message);
    setOpen(null);
    router.refresh();
    requestAnimationFrame(() => document.getElementById(PROBLEMS_HEADING_ID)?.focus());
  }

  const cancel = () => {
    const trigger = `${base}-${open}-button`;
    setOpen(null);
    requestAnimationFrame(() => document.getElementById(trigger)?.focus());
  };

  return (
    <div className="mt-3">
      {open === null ? (
        <div className="flex flex-wrap gap-2">
          <Button id={`${base}-approve-button`} size="sm" onClick={() => setOpen("approve")}>
            Approve credit<span className="sr-only"> for {label}</span>
          </Button>
          <Button
            id={`${base}-deny-button`}
            size="sm"
            variant="secondary"
            onClick={() => setOpen("deny")}
          >
            Deny<span className="sr-only"> {label}</span>
          </Button>
        </div>
      ) : (
        <ReasonForm
          id={`${base}-${open}`}
          label={
            open === "approve"
              ? "Note to the customer (why it is credited)"
              : "Note to the customer (why it is not credited)"
          }
          submitLabel={open === "approve" ? "Approve and credit" : "Deny the report"}
          onCancel={cancel}
          onSubmit={(note) => decide(open, note)}
        />
      )}
    </div>
  );
}
