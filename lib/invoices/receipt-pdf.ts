// Draws a receipt as a PDF with pdfkit. Pure: data in, Buffer out. The document's creation date
// is the invoice date (not the clock), so the same invoice always gives the same bytes.
// Standard Helvetica only (no font files): every character used must exist in WinAnsi.
import PDFDocument from "pdfkit";
import { formatCents } from "@/lib/format/money";

export interface ReceiptData {
  business: { name: string; address: string; email: string };
  invoice: { number: string; issuedAt: Date; dateLabel: string; paidLabel: string | null };
  customer: { name: string; email: string; addressLines: string[] };
  delivery: { label: string; planName: string; orderNumber: string } | null;
  items: { description: string; quantity: number; unitCents: number; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  giftCents: number;
  creditCents: number;
  taxCents: number;
  totalCents: number;
  /** Refunded since the receipt's payment (0 when none). */
  refundedCents?: number;
  card: { brand: string; last4: string } | null;
}

const FOREST = "#1d3d2e";
const MUTED = "#5b625c";
const RULE = "#d9d4c7";
const PAGE = { margin: 54, width: 612 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT = RIGHT - PAGE.margin;

/** "-$10.00" with an en dash, which WinAnsi has (the minus sign is not). */
const minus = (cents: number) => `\u2013${formatCents(cents)}`;

export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE.margin,
    compress: false,
    info: {
      Title: `Receipt ${data.invoice.number}`,
      Author: data.business.name,
      Subject: `Receipt ${data.invoice.number}, total ${formatCents(data.totalCents)}`,
      Creator: data.business.name,
      Producer: data.business.name,
      CreationDate: data.invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawHeader(doc, data);
  drawParties(doc, data);
  drawItems(doc, data);
  drawTotals(doc, data);
  drawFooter(doc, data);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawHeader(doc: Doc, data: ReceiptData) {
  const top = doc.y;
  doc
    .fillColor(FOREST)
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(data.business.name, PAGE.margin, top);
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text(data.business.address).text(data.business.email);

  doc.fillColor(FOREST).font("Helvetica-Bold").fontSize(16);
  doc.text("Receipt", PAGE.margin, top, { width: CONTENT, align: "right" });
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  const meta = [
    `Invoice ${data.invoice.number}`,
    `Date: ${data.invoice.dateLabel}`,
    ...(data.invoice.paidLabel ? [`Paid: ${data.invoice.paidLabel}`] : []),
  ];
  for (const line of meta) doc.text(line, { width: CONTENT, align: "right" });
  doc.y = Math.max(doc.y, top + 70);
  rule(doc);
}

function drawParties(doc: Doc, data: ReceiptData) {
  const top = doc.y + 14;
  const half = CONTENT / 2 - 10;
  label(doc, "Billed and delivered to", PAGE.margin, top, half);
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor("#1f2420").text(data.customer.name);
  doc.font("Helvetica").fontSize(10);
  for (const line of data.customer.addressLines) doc.text(line);
  doc.fillColor(MUTED).text(data.customer.email);
  const leftBottom = doc.y;

  if (data.delivery) {
    const x = PAGE.margin + CONTENT / 2 + 10;
    label(doc, "Delivery", x, top, half);
    doc.font("Helvetica-Bold").fontSize(10.5).fillColor("#1f2420");
    doc.text(data.delivery.label, x, doc.y, { width: half });
    doc.font("Helvetica").fontSize(10);
    doc.text(data.delivery.planName, x, doc.y, { width: half });
    doc.fillColor(MUTED).text(`Order ${data.delivery.orderNumber}`, x, doc.y, { width: half });
  }
  doc.y = Math.max(leftBottom, doc.y) + 16;
  doc.x = PAGE.margin;
}

const COLS = { item: PAGE.margin, qty: 340, unit: 400, amount: 480 };

function drawItems(doc: Doc, data: ReceiptData) {
  const headerY = doc.y;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
  doc.text("ITEM", COLS.item, headerY);
  doc.text("QTY", COLS.qty, headerY, { width: 50, align: "right" });
  doc.text("UNIT PRICE", COLS.unit, headerY, { width: 70, align: "right" });
  doc.text("AMOUNT", COLS.amount, headerY, { width: RIGHT - COLS.amount, align: "right" });
  doc.y = headerY + 14;
  rule(doc);

  doc.font("Helvetica").fontSize(10).fillColor("#1f2420");
  for (const item of data.items) {
    if (doc.y > 680) doc.addPage();
    const y = doc.y + 6;
    doc.text(item.description, COLS.item, y, { width: COLS.qty - COLS.item - 10 });
    const rowBottom = doc.y;
    doc.text(String(item.quantity), COLS.qty, y, { width: 50, align: "right" });
    doc.text(formatCents(item.unitCents), COLS.unit, y, { width: 70, align: "right" });
    doc.text(formatCents(item.totalCents), COLS.amount, y, {
      width: RIGHT - COLS.amount,
      align: "right",
    });
    doc.y = rowBottom;
  }
  doc.y += 8;
  rule(doc);
}

function drawTotals(doc: Doc, data: ReceiptData) {
  const rows: [string, string][] = [["Subtotal", formatCents(data.subtotalCents)]];
  if (data.discountCents > 0) rows.push(["Discounts", minus(data.discountCents)]);
  if (data.giftCents > 0) rows.push(["Gift card", minus(data.giftCents)]);
  if (data.creditCents > 0) rows.push(["Credits", minus(data.creditCents)]);
  if (data.taxCents > 0) rows.push(["Tax", formatCents(data.taxCents)]);

  const labelX = 340;
  doc.font("Helvetica").fontSize(10).fillColor("#1f2420");
  for (const [name, amount] of rows) {
    const y = doc.y + 6;
    doc.text(name, labelX, y);
    doc.text(amount, COLS.amount, y, { width: RIGHT - COLS.amount, align: "right" });
  }
  const y = doc.y + 10;
  doc.moveTo(labelX, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.font("Helvetica-Bold").fontSize(12).fillColor(FOREST);
  doc.text("Total", labelX, y + 8);
  doc.text(formatCents(data.totalCents), COLS.amount - 40, y + 8, {
    width: RIGHT - COLS.amount + 40,
    align: "right",
  });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  const paidWith = data.card
    ? `Paid with ${data.card.brand} ending in ${data.card.last4}`
    : data.totalCents === 0
      ? "Nothing to charge: covered by credits and gift balance"
      : "Payment pending";
  doc.text(paidWith, labelX, doc.y + 6, { width: RIGHT - labelX, align: "right" });
  if (data.refundedCents && data.refundedCents > 0) {
    doc.text(`Refunded ${formatCents(data.refundedCents)} to the same card`, labelX, doc.y + 4, {
      width: RIGHT - labelX,
      align: "right",
    });
  }
  doc.x = PAGE.margin;
}

function drawFooter(doc: Doc, data: ReceiptData) {
  doc.y += 36;
  rule(doc);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  doc.text(
    `Thank you for eating with ${data.business.name}. Questions about this receipt? Write to ${data.business.email}.`,
    PAGE.margin,
    doc.y + 10,
    { width: CONTENT, align: "center" },
  );
  doc.text("All amounts in USD.", {
    width: CONTENT,
    align: "center",
  });
}

function label(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font("Helvetica-Bold").fontSize(8.5).fillColor(MUTED);
  doc.text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc.moveDown(0.3);
}

function rule(doc: Doc) {
  const y = doc.y + 4;
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.y = y + 4;
}
