// Draws the production sheet as a PDF with pdfkit: portions per dish, the shopping list, then each
// dish's recipe scaled. Pure: the sheet in, PDF bytes out. Standard Helvetica (WinAnsi text).
import PDFDocument from "pdfkit";
import { toWinAnsi } from "@/lib/format/win-ansi";
import { formatGrams } from "./grams";
import type { NotPaidBox, ProductionSheet } from "./production-sheet";
import { sheetSummary } from "./sheet-words";

type Doc = InstanceType<typeof PDFDocument>;
interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

const MARGIN = 48;
const WIDTH = 612 - 2 * MARGIN;
const RULE = "#cccccc";

function drawTable(doc: Doc, columns: Column[], rows: string[][]) {
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const heights = cells.map((c, i) =>
      doc.heightOfString(toWinAnsi(c), { width: columns[i].width - 8 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (!bold)
        row(
          columns.map((c) => c.title),
          true,
        );
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const { width, align } = columns[i];
      doc.text(toWinAnsi(cell), x + 4, y + 3, { width: width - 8, align: align ?? "left" });
      x += width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + WIDTH, y + height)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) row(cells, false);
  doc.moveDown(0.8);
}

function heading(doc: Doc, text: string) {
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(12).fillColor("black").text(toWinAnsi(text), MARGIN);
  doc.moveDown(0.3);
}

const amounts = (paid: number, pending: number) => [
  formatGrams(paid),
  formatGrams(pending),
  formatGrams(paid + pending),
];

export function renderProductionPdf(
  sheet: ProductionSheet & { notPaid: NotPaidBox[]; held?: string[] },
  meta: { business: string; week: string; day: string; createdAt: Date },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: false,
    info: {
      Title: `Production sheet, week of ${meta.week}`,
      Author: meta.business,
      CreationDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text("Production sheet", MARGIN, MARGIN);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(toWinAnsi(`${meta.business} · delivery week of ${meta.week} · ${meta.day} deliveries`));
  doc.moveDown(0.6);
  for (const line of sheetSummary(sheet)) doc.font("Helvetica").fontSize(10).text(toWinAnsi(line));
  doc.moveDown();

  if (sheet.dishes.length === 0) {
    doc.font("Helvetica").fontSize(11).text("No meals ordered for this day.");
  } else {
    heading(doc, "Portions per dish");
    drawTable(
      doc,
      [
        { title: "Dish", width: 276 },
        { title: "Paid", width: 80, align: "right" },
        { title: "Pending", width: 80, align: "right" },
        { title: "Total", width: 80, align: "right" },
      ],
      sheet.dishes.map((d) => [d.name, `${d.paid}`, `${d.pending}`, `${d.paid + d.pending}`]),
    );
    heading(doc, "Shopping list (every dish's ingredients added up)");
    drawTable(
      doc,
      [
        { title: "Ingredient", width: 246 },
        { title: "Paid", width: 90, align: "right" },
        { title: "Pending", width: 90, align: "right" },
        { title: "Total", width: 90, align: "right" },
      ],
      sheet.shopping.map((s) => [s.ingredient, ...amounts(s.paidGrams, s.pendingGrams)]),
    );
    for (const dish of sheet.dishes) {
      heading(doc, `${dish.name}: ${dish.paid} paid, ${dish.pending} pending`);
      if (dish.lines.length === 0) {
        doc.font("Helvetica").fontSize(10).text("No recipe yet: add it in the dish form.");
        doc.moveDown(0.8);
        continue;
      }
      drawTable(
        doc,
        [
          { title: "Ingredient", width: 196 },
          { title: "Per portion", width: 80, align: "right" },
          { title: "Paid", width: 80, align: "right" },
          { title: "Pending", width: 80, align: "right" },
          { title: "Total", width: 80, align: "right" },
        ],
        dish.lines.map((l) => [
          l.ingredient,
          formatGrams(l.gramsPerPortion),
          ...amounts(l.paidGrams, l.pendingGrams),
        ]),
      );
    }
  }
  doc.end();
  return done;
}
