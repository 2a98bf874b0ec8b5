"use client";
// One past order's delivery problems: the reports made on it (credited, being reviewed, or
// decided), the "Report a problem" button while a box is within its 48 hours, and the answer to
// a report just sent (announced, and given the focus).
import { useEffect, useRef, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type {
  ProblemDto,
  ProblemStatus,
  ReportableBoxDto,
  ReportProblemResultDto,
} from "@/lib/delivery-problems/dto";
import { formatCents } from "@/lib/format/money";
import { ReportProblemForm } from "./report-problem-form";

const STATUS: Record<ProblemStatus, { tone: BadgeTone; label: (p: ProblemDto) => string }> = {
  CREDITED: { tone: "green", label: (p) => `Credited ${formatCents(p.creditedCents)}` },
  APPROVED: { tone: "green", label: (p) => `Credited ${formatCents(p.creditedCents)}` },
  PENDING: { tone: "amber", label: () => "Being reviewed" },
  DENIED: { tone: "neutral", label: () => "Not credited" },
};

export function OrderProblems({
  userId,
  boxes,
  problems,
  onReported,
}: {
  userId: string;
  boxes: ReportableBoxDto[];
  problems: ProblemDto[];
  onReported: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // After the commit that shows it (the form that had the focus is gone by then).
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  if (boxes.length === 0 && problems.length === 0 && !answer) return null;

  function done(result: ReportProblemResultDto) {
    setOpen(false);
    setAnswer(result.message);
    onReported();
  }

  return (
    <div className="border-t border-forest-900/8">
      {problems.length > 0 || answer ? (
        <div className="space-y-3 px-5 py-4 sm:px-6">
          {answer ? (
            <div
              ref={answerRef}
              tabIndex={-1}
              role="status"
              className="rounded-xl bg-forest-50 px-4 py-3 text-sm font-medium text-forest-950 ring-1 ring-forest-700/20 ring-inset focus:outline-2 focus:outline-forest-700"
            >
              {answer}
            </div>
          ) : null}
          {problems.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold text-forest-950">Problems you reported</h3>
              <ul className="mt-2 space-y-2">
                {problems.map((p) => (
                  <li key={p.id} className="text-sm text-forest-950">
                    <div className="flex flex-wrap items-center gap-2">
                      <span>{p.label}</span>
                      <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label(p)}</Badge>
                    </div>
                    {p.decisionNote ? (
                      <p className="mt-0.5 text-muted">From our team: {p.decisionNote}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {boxes.length > 0 && !open ? (
        <div className="px-5 pb-4 sm:px-6 [&:first-child]:pt-4">
          <Button
            ref={buttonRef}
            size="sm"
            variant="secondary"
            onClick={() => {
              setAnswer(null);
              setOpen(true);
            }}
          >
            Report a problem
            <span className="sr-only"> with order {boxes[0].orderNumber}</span>
          </Button>
        </div>
      ) : null}
      {open ? (
        <ReportProblemForm
          userId={userId}
          boxes={boxes}
          onDone={done}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => buttonRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
