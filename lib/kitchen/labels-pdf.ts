// Draws container labels onto 2" x 4" label sheets (10 per US-letter page) with pdfkit. Pure:
// labels in, PDF bytes out. Standard Helvetica (no font files; text brought into WinAnsi), black
// only, so any laser printer gives a readable label. Every piece of text is fitted to its box:
// long names shrink, then end in "…"; the ingredients take what room is left.
import PDFDocument from "pdfkit";
import { toWinAnsi } from "@/lib/format/win-ansi";
import { MEAL_CARE } from "@/lib/menus/meal-care";
import { LABEL_SHEET, labelSlot, type ContainerLabel } from "./container-labels";
import { fitText, type Fitted } from "./fit-text";

type Doc = InstanceType<typeof PDFDocument>;

const PAD_X = 10;
const PAD_Y = 9;
const INNER_WIDTH = LABEL_SHEET.labelWidth - 2 * PAD_X;
const GREY = "#333333";

/** The care lines every label ends with, from the one set of meal-care facts. */
export const CARE_LINES = [
  `Keep refrigerated. ${MEAL_CARE.bestWithin}. ${MEAL_CARE.portion}.`,
  `Heat: microwave ${MEAL_CARE.microwave}, or oven ${MEAL_CARE.oven}.`,
];

export function allergenLine(allergens: readonly string[]): string {
  return allergens.length > 0 ? `Contains: ${allergens.join(", ")}` : "Allergens: none declared";
}

function fit(
  doc: Doc,
  font: string,
  text: string,
  width: number,
  sizes: readonly number[],
  maxHeight: number,
) {
  doc.font(font);
  return fitText(toWinAnsi(text), (t, size) => doc.fontSize(size).heightOfString(t, { width }), {
    sizes,
    maxHeight,
  });
}

function draw(doc: Doc, font: string, fitted: Fitted, x: number, y: number, width: number) {
  doc.font(font).fontSize(fitted.size).text(fitted.text, x, y, { width });
  return doc.heightOfString(fitted.text, { width });
}

function drawLabel(doc: Doc, label: ContainerLabel, left: number, top: number) {
  const x = left + PAD_X;
  let y = top + PAD_Y;
  const bottom = top + LABEL_SHEET.labelHeight - PAD_Y;

  // Who and when: the packer reads these first.
  doc.font("Helvetica-Bold").fontSize(8);
  const day = toWinAnsi(label.deliveryDay);
  const dayWidth = doc.widthOfString(day);
  doc.fillColor("black").text(day, x + INNER_WIDTH - dayWidth, y + 1, { lineBreak: false });
  const customer = fit(
    doc,
    "Helvetica-Bold",
    label.customer,
    INNER_WIDTH - dayWidth - 8,
    [9, 8],
    11,
  );
  y += draw(doc, "Helvetica-Bold", customer, x, y, INNER_WIDTH - dayWidth - 8) + 3;

  const dish = fit(doc, "Helvetica-Bold", label.dish, INNER_WIDTH, [11, 10, 9], 24);
  y += draw(doc, "Helvetica-Bold", dish, x, y, INNER_WIDTH) + 2;

  const allergens = fit(
    doc,
    "Helvetica-Bold",
    allergenLine(label.allergens),
    INNER_WIDTH,
    [7.5, 7],
    17,
  );
  y += draw(doc, "Helvetica-Bold", allergens, x, y, INNER_WIDTH) + 2;

  // The care lines and the order line take the bottom; the ingredients get what lies between.
  doc.font("Helvetica").fontSize(6.5);
  const care = CARE_LINES.map(toWinAnsi);
  const careHeight = care.reduce(
    (h, line) => h + doc.heightOfString(line, { width: INNER_WIDTH }),
    0,
  );
  const orderLine = `${toWinAnsi(label.orderNumber)} · meal ${label.meal} of ${label.mealsInBox}`;
  const footerTop = bottom - careHeight - 8.5;

  const ingredients = fit(
    doc,
    "Helvetica",
    `Ingredients: ${label.ingredients}`,
    INNER_WIDTH,
    [8, 7.5, 7, 6.5, 6, 5.5],
    Math.max(0, footerTop - 3 - y),
  );
  doc.fillColor(GREY);
  draw(doc, "Helvetica", ingredients, x, y, INNER_WIDTH);

  doc
    .moveTo(x, footerTop - 1.5)
    .lineTo(x + INNER_WIDTH, footerTop - 1.5)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.fillColor("black").font("Helvetica").fontSize(6.5);
  let careY = footerTop;
  for (const line of care) {
    doc.text(line, x, careY, { width: INNER_WIDTH });
    careY += doc.heightOfString(line, { width: INNER_WIDTH });
  }
  doc
    .fillColor(GREY)
    .fontSize(6)
    .text(orderLine, x, careY + 1, { width: INNER_WIDTH, lineBreak: false });
}

export function renderLabelsPdf(
  labels: ContainerLabel[],
  meta: { title: string; author: string; createdAt: Date },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 0,
    autoFirstPage: false,
    compress: false,
    info: { Title: meta.title, Author: meta.author, CreationDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // No labels still makes a one-page PDF saying so, rather than a file that will not open.
  if (labels.length === 0) {
    doc.addPage();
    doc.font("Helvetica").fontSize(12).text("No paid meals to label for this day.", 72, 72);
  }
  labels.forEach((label, index) => {
    const slot = labelSlot(index);
    if (index === 0 || slot.page !== labelSlot(index - 1).page) doc.addPage();
    drawLabel(doc, label, slot.x, slot.y);
  });
  doc.end();
  return done;
}
