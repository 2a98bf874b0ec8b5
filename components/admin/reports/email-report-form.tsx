"use client";
// Emails the report shown: recipients and format(s); the mail is queued and this form follows its
// progress until it is sent or has failed. What was typed stays on an error.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input, Label } from "@/components/ui/form";
import { api, ApiError } from "@/lib/client/api";
import type { ReportMailDto } from "@/lib/reports/report-mail";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailReportForm({
  report,
  weekStart,
  title,
}: {
  report: string;
  weekStart: string;
  title: string;
}) {
  const [recipients, setRecipients] = useState("");
  const [formats, setFormats] = useState<string[]>(["csv", "pdf"]);
  const [errors, setErrors] = useState<{ recipients?: string; formats?: string }>({});
  const [mail, setMail] = useState<ReportMailDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recipientsRef = useRef<HTMLInputElement>(null);

  // Follow the queued mail until the job has sent it or given up.
  useEffect(() => {
    if (!mail || mail.status !== "QUEUED") return;
    const timer = setTimeout(() => {
      api
        .get<ReportMailDto>(`/api/admin/report-mails/${mail.id}`)
        .then(setMail)
        .catch(() => undefined);
    }, 1000);
    return () => clearTimeout(timer);
  }, [mail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = recipients
      .split(/[,;\s]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    const next: typeof errors = {};
    if (list.length === 0) next.recipients = "Enter at least one recipient.";
    else if (list.some((r) => !EMAIL.test(r)))
      next.recipients = `Check these addresses: ${list.filter((r) => !EMAIL.test(r)).join(", ")}.`;
    if (formats.length === 0) next.formats = "Choose CSV, PDF or both.";
    setErrors(next);
    if (next.recipients) recipientsRef.current?.focus();
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      setMail(
        await api.post<ReportMailDto>(`/api/admin/reports/${report}/email`, {
          weekStart,
          recipients: list,
          formats,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        setErrors({ recipients: error.errors[0]?.constraints[0]?.message });
        recipientsRef.current?.focus();
      } else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (format: string, on: boolean) =>
    setFormats((now) => (on ? [...new Set([...now, format])] : now.filter((f) => f !== format)));

  return (
    <Card padding="sm" className="h-fit">
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 className="text-base font-semibold text-forest-950">Email this report</h2>
        <div>
          <Label htmlFor="report-recipients">Recipients</Label>
          <Input
            ref={recipientsRef}
            id="report-recipients"
            className="mt-1.5"
            placeholder="kitchen@example.com, ops@example.com"
            value={recipients}
            invalid={Boolean(errors.recipients)}
            aria-describedby={`report-recipients-hint${errors.recipients ? " report-recipients-error" : ""}`}
            onChange={(e) => setRecipients(e.target.value)}
          />
          <p id="report-recipients-hint" className="mt-1 text-xs text-stone-600">
            Separate addresses with commas (10 at most).
          </p>
          {errors.recipients ? (
            <p id="report-recipients-error" className="mt-1 text-sm text-red-700">
              {errors.recipients}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={errors.formats ? "report-formats-error" : undefined}>
          <legend className="text-sm font-semibold text-forest-950">Attach</legend>
          <div className="mt-2 flex gap-4">
            {["csv", "pdf"].map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={formats.includes(f)}
                  onChange={(e) => toggle(f, e.target.checked)}
                />
                {f.toUpperCase()}
              </label>
            ))}
          </div>
          {errors.formats ? (
            <p id="report-formats-error" className="mt-1 text-sm text-red-700">
              {errors.formats}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? "Queueing…" : `Email ${title.toLowerCase()}`}
        </Button>
        <div aria-live="polite">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {mail ? (
            <Alert
              tone={
                mail.status === "SENT" ? "success" : mail.status === "FAILED" ? "error" : "info"
              }
            >
              {mail.status === "QUEUED"
                ? `Queued for ${mail.recipients.join(", ")}. Sending…`
                : mail.status === "SENT"
                  ? `Sent to ${mail.recipients.join(", ")}.`
                  : `Not sent: ${mail.error ?? "the mail server refused it"}. It will be retried.`}
            </Alert>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
