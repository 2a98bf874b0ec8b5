// /admin/reports?report=&week=: one report for one delivery week, shown and emailed.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, selectClass } from "@/components/admin/admin-page";
import { BarsChart } from "@/components/admin/reports/bars-chart";
import { EmailReportForm } from "@/components/admin/reports/email-report-form";
import { PrintButton } from "@/components/admin/kitchen/print-button";
import { StackedTable } from "@/components/admin/stacked-table";
import { WeekCloseLine } from "@/components/admin/week-close-line";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/form";
import { adminPage } from "@/lib/auth/page-guard";
import {
  addWeeks,
  currentWeekStart,
  formatDay,
  isBeforeDeadline,
  kitchenWeekStart,
  upcomingWeekStart,
} from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { routeDayOf } from "@/lib/deliveries/delivery-day";
import { weekClose } from "@/lib/deliveries/week-close";
import { buildReport } from "@/lib/reports/build-report";
import { REPORT_KINDS, REPORT_TITLES, type ReportKind } from "@/lib/reports/report-table";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const metadata: Metadata = { title: "Reports · Admin" };

interface ReportsPageProps {
  searchParams: Promise<{ report?: string; week?: string }>;
}

export default adminPage(async (_admin, { searchParams }: ReportsPageProps) => {
  const now = await serverNow();
  const params = await searchParams;
  const kind: ReportKind = (REPORT_KINDS as readonly string[]).includes(params.report ?? "")
    ? (params.report as ReportKind)
    : "kitchen-prep";
  const current = currentWeekStart(now);
  // The week being cooked (locked at its deadline, not yet delivered) is what the kitchen reads.
  const kitchen = kitchenWeekStart(now);
  const week = params.week && isWeekStart(params.week) ? params.week : kitchen;
  const weeks = Array.from({ length: 10 }, (_, i) => addWeeks(current, i - 6));
  if (!weeks.includes(week)) weeks.push(week);
  const [report, close] = await Promise.all([
    buildReport(kind, week),
    isBeforeDeadline(week, now) ? null : weekClose(week, now),
  ]);
  const upcoming = upcomingWeekStart(now);

  return (
    <AdminPage
      title="Reports"
      intro={`${report.title} for the delivery week of ${formatDay(week)}.`}
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton>Print</PrintButton>
          <a
            href={`/api/admin/reports/${kind}/csv?weekStart=${week}`}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Download CSV
          </a>
          <a
            href={`/api/admin/reports/${kind}/pdf?weekStart=${week}`}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Download PDF
          </a>
        </div>
      }
    >
      <Card padding="sm" className="print:hidden">
        <form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <div>
            <Label htmlFor="r-report">Report</Label>
            <select id="r-report" name="report" defaultValue={kind} className={selectClass}>
              {REPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {REPORT_TITLES[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="r-week">Delivery week</Label>
            <select id="r-week" name="week" defaultValue={week} className={selectClass}>
              {weeks.map((w) => (
                <option key={w} value={w}>
                  {formatDay(w)}
                  {w === kitchen
                    ? " (in the kitchen)"
                    : w === current
                      ? " (this week)"
                      : w === upcoming
                        ? " (upcoming)"
                        : ""}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <Button type="submit" variant="secondary" fullWidth>
              Show report
            </Button>
          </div>
        </form>
      </Card>

      {close ? (
        <WeekCloseLine close={close} data-testid="week-close" className="print:hidden">
          <Link
            href={`/admin/deliveries?week=${week}&day=${routeDayOf(week, now)}`}
            className="font-semibold text-forest-800 underline"
          >
            Deliveries
          </Link>
        </WeekCloseLine>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          {report.chart && report.chart.some((p) => p.value > 0) ? (
            <Card>
              <BarsChart data={report.chart} label={report.title} />
            </Card>
          ) : null}
          <StackedTable
            label={report.title}
            columns={report.columns}
            empty="Nothing for this week."
            rows={report.rows.map((row, i) => ({ key: String(i), cells: row }))}
          />
          {report.summary ? (
            <p className="text-sm font-semibold text-forest-950">{report.summary}</p>
          ) : null}
          {kind === "kitchen-prep" || kind === "packing" ? (
            <Link
              href={`/admin/production?week=${week}`}
              className="inline-block text-sm font-semibold text-forest-800 underline"
            >
              Production sheet, shopping list and container labels for this week
            </Link>
          ) : null}
        </div>
        {/* A grid item shrinks to its track only with min-w-0 (else long text widens the page). */}
        <div className="min-w-0 print:hidden">
          <EmailReportForm
            key={`${kind}-${week}`}
            report={kind}
            weekStart={week}
            title={report.title}
          />
        </div>
      </div>
    </AdminPage>
  );
});
