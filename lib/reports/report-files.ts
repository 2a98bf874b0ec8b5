// A report as attachments: CSV (RFC 4180, with a BOM so spreadsheets read UTF-8) and a PDF table.
import PDFDocument from "pdfkit";
import { formatDay, type IsoDate } from "@/lib/clock";
import type { Cell, ReportTable } from "./report-table";

// CSV injection: a spreadsheet runs a cell starting with = + - @ (or their full-width forms) as a
// formula. Which character splits cells is the reader's choice (";" in European Excel, tab or "|"
// on import), so every piece a reader could split off is neutralised: a text cell's start, and
// the start of anything after a separator or line break, spaces and tabs skipped. The quote
// makes the piece text; numbers are ours and stay numbers.
const FORMULA_AT_PIECE_START = /(^|[,;|\t\r\n])([ \t]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
// Quoted whenever it holds a separator any reader might use, so it stays one cell where it can.
const NEEDS_QUOTES = /[",;|\t\r\n]/;

function csvField(value: Cell): string {
  const text =
    typeof value === "string" ? value.replace(FORMULA_AT_PIECE_START, "$1$2'") : `${value}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV: a header row, then the rows (any CSV the admin downloads is made here). */
export function csvTable(columns: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [columns, ...rows].map((row) => row.map(csvField).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

export function reportCsv(report: ReportTable): Buffer {
  return csvTable(report.columns, report.rows);
}

export function reportFilename(report: ReportTable, ext: "csv" | "pdf"): string {
  return `${report.kind}-${report.weekStart}.${ext}`;
}

/** "Monday, November 30, 2026": the week as the kitchen reads it on paper. */
export const weekInWords = (weekStart: IsoDate) =>
  `${formatDay(weekStart)}, ${weekStart.slice(0, 4)}`;

export function reportPdf(report: ReportTable, business: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: 36,
    compress: false,
    info: { Title: `${report.title}, week of ${weekInWords(report.weekStart)}`, Author: business },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colWidth = width / report.columns.length;

  doc.font("Helvetica-Bold").fontSize(16).text(`${report.title}`, left, 36);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${business} · delivery week of ${weekInWords(report.weekStart)}`);
  doc.moveDown();

  const drawRow = (cells: Cell[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
    const heights = cells.map((c) => doc.heightOfString(String(c), { width: colWidth - 6 }));
    const height = Math.max(...heights, 10) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc.text(String(cell), left + i * colWidth, y + 3, { width: colWidth - 6 });
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .strokeColor("#cccccc")
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  drawRow(report.columns, true);
  for (const row of report.rows) drawRow(row, false);
  if (report.rows.length === 0) doc.font("Helvetica").fontSize(10).text("Nothing this week.", left);
  if (report.summary) {
    doc.moveDown();
    doc.font("Helvetica-Bold").fontSize(10).text(report.summary, left);
  }
  doc.end();
  return done;
}
