// Emailing a report: the request is recorded and its job queued in one transaction (never sent
// inside the request); the job builds the report, attaches CSV and/or PDF, mails each recipient
// and records the outcome, which the reports page polls.
import { z } from "zod";
import { reportEmail } from "@/emails/report";
import { BRAND_NAME } from "@/lib/brand";
import { dateColumn, formatDay, fromDateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { QUEUES, enqueue } from "@/lib/jobs/queue";
import { sendMail, type MailAttachment } from "@/lib/mail";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { buildReport } from "./build-report";
import { reportCsv, reportFilename, reportPdf } from "./report-files";
import type { ReportKind } from "./report-table";

export const reportWeekQuery = z.object({
  weekStart: z.string().refine(isWeekStart, "Choose a delivery week (a Monday, YYYY-MM-DD)."),
});

export const reportMailBody = z.object({
  weekStart: z.string().refine(isWeekStart, "Choose a delivery week (a Monday, YYYY-MM-DD)."),
  recipients: z
    .array(z.email("Enter valid email addresses, separated by commas."))
    .min(1, "Enter at least one recipient.")
    .max(10, "Send to at most 10 recipients at a time."),
  formats: z
    .array(z.enum(["csv", "pdf"]))
    .min(1, "Choose CSV, PDF or both.")
    .refine((f) => new Set(f).size === f.length, "Choose each format once."),
});

export type ReportMailInput = z.infer<typeof reportMailBody>;

export interface ReportMailDto {
  id: string;
  report: string;
  weekStart: IsoDate;
  recipients: string[];
  formats: string[];
  status: "QUEUED" | "SENT" | "FAILED";
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

const select = {
  id: true,
  report: true,
  weekStart: true,
  recipients: true,
  formats: true,
  status: true,
  error: true,
  createdAt: true,
  sentAt: true,
} as const;

function toDto(row: {
  id: string;
  report: string;
  weekStart: Date;
  recipients: string[];
  formats: string[];
  status: "QUEUED" | "SENT" | "FAILED";
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}): ReportMailDto {
  return {
    ...row,
    weekStart: fromDateColumn(row.weekStart),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function requestReportMail(
  kind: ReportKind,
  input: ReportMailInput,
  adminId: string,
  now: Date,
): Promise<ReportMailDto> {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.reportMail.create({
      data: {
        report: kind,
        weekStart: dateColumn(input.weekStart),
        recipients: [...new Set(input.recipients.map((r) => r.toLowerCase()))],
        formats: input.formats,
        requestedById: adminId,
        createdAt: now,
      },
      select,
    });
    await enqueue(QUEUES.reportMail, { reportMailId: created.id }, { tx });
    return created;
  });
  return toDto(row);
}

export async function getReportMail(id: string): Promise<ReportMailDto> {
  const row = await db.reportMail.findUnique({ where: { id }, select });
  if (!row) throw notFound("Report mail");
  return toDto(row);
}

export async function recentReportMails(take = 10): Promise<ReportMailDto[]> {
  const rows = await db.reportMail.findMany({ orderBy: { createdAt: "desc" }, take, select });
  return rows.map(toDto);
}

/** The job: build, attach, send to each recipient, record the outcome (a failure retries). */
export async function sendReportMail(job: { reportMailId: string }): Promise<void> {
  const request = await db.reportMail.findUnique({ where: { id: job.reportMailId }, select });
  if (!request || request.status === "SENT") return;
  try {
    const weekStart = fromDateColumn(request.weekStart);
    const report = await buildReport(request.report as ReportKind, weekStart);
    const attachments: MailAttachment[] = [];
    if (request.formats.includes("csv")) {
      attachments.push({
        filename: reportFilename(report, "csv"),
        content: reportCsv(report),
        contentType: "text/csv; charset=utf-8",
      });
    }
    if (request.formats.includes("pdf")) {
      attachments.push({
        filename: reportFilename(report, "pdf"),
        content: await reportPdf(report, BRAND_NAME),
        contentType: "application/pdf",
      });
    }
    const rendered = await reportEmail({
      title: report.title,
      weekLabel: formatDay(weekStart),
      summary: report.summary ?? null,
      attachments: attachments.map((a) => a.filename),
      columns: report.columns,
      preview: report.rows.slice(0, 10).map((row) => row.map(String)),
    });
    for (const to of request.recipients) await sendMail({ to, ...rendered, attachments });
    await db.reportMail.update({
      where: { id: request.id },
      data: { status: "SENT", sentAt: new Date(), error: null },
    });
  } catch (error) {
    await db.reportMail.update({
      where: { id: request.id },
      data: { status: "FAILED", error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
}
