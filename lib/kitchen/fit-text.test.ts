import PDFDocument from "pdfkit";
import { fitText, type Measure } from "./fit-text";

// Real Helvetica metrics, as the labels measure them.
const doc = new PDFDocument({ autoFirstPage: false });
const measureAt =
  (width: number): Measure =>
  (text, size) =>
    doc.font("Helvetica").fontSize(size).heightOfString(text, { width });

const LONG = Array.from({ length: 120 }, (_, i) => `ingredient number ${i}`).join(", ");

test("text that fits keeps the largest size", () => {
  expect(
    fitText("Chicken, rice, peas", measureAt(268), { sizes: [6.5, 6], maxHeight: 20 }),
  ).toEqual({
    text: "Chicken, rice, peas",
    size: 6.5,
    truncated: false,
  });
});

test("text a little too long shrinks before it is cut", () => {
  const text = "word ".repeat(60).trim();
  const measure = measureAt(268);
  const fitted = fitText(text, measure, { sizes: [6.5, 5.5], maxHeight: measure(text, 5.5) });
  expect(fitted).toEqual({ text, size: 5.5, truncated: false });
});

test("a long ingredient list ends in an ellipsis at a whole word and stays inside its box", () => {
  const measure = measureAt(268);
  const fitted = fitText(LONG, measure, { sizes: [6.5, 6, 5.5], maxHeight: 40 });
  expect(fitted.truncated).toBe(true);
  expect(fitted.size).toBe(5.5);
  expect(fitted.text.endsWith("…")).toBe(true);
  const kept = fitted.text.slice(0, -1);
  expect(LONG.startsWith(kept)).toBe(true);
  expect([" ", ","]).toContain(LONG[kept.length]);
  expect(measure(fitted.text, 5.5)).toBeLessThanOrEqual(40);
  // As many words as fit: one more would not.
  const words = fitted.text.slice(0, -1).split(" ").length;
  const oneMore = `${LONG.split(" ")
    .slice(0, words + 1)
    .join(" ")
    .replace(/,$/, "")}…`;
  expect(measure(oneMore, 5.5)).toBeGreaterThan(40);
});

test("no room at all gives no text rather than text outside the box", () => {
  expect(fitText(LONG, measureAt(100), { sizes: [6], maxHeight: 1 })).toEqual({
    text: "",
    size: 6,
    truncated: true,
  });
});
