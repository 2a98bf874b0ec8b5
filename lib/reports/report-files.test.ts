import { reportCsv } from "./report-files";
import type { Cell, ReportTable } from "./report-table";

const csvOf = (...rows: Cell[][]) => {
  const report: ReportTable = {
    kind: "delivery",
    title: "Delivery list",
    weekStart: "2026-11-30",
    columns: ["Name", "Note"],
    rows,
  };
  return reportCsv(report)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
};
const body = (csv: string) => csv.split("\r\n").slice(1, -1);

test("plain cells and numbers are written as they are", () => {
  expect(csvOf(["Alpha Bowl", 11], ["Beta Bowl", -3])).toBe(
    "Name,Note\r\nAlpha Bowl,11\r\nBeta Bowl,-3\r\n",
  );
});

test.each([
  ["=1+1", "'=1+1"],
  ["+1 416 555 0100", "'+1 416 555 0100"],
  ["-2", "'-2"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\t=1+1", '"\t\'=1+1"'],
  [" =1+1", " '=1+1"],
])("a formula at the start of a cell is text: %j", (cell, written) => {
  expect(body(csvOf(["x", cell]))).toEqual([`x,${written}`]);
});

// A spreadsheet whose list separator is ";" (European Excel) splits a cell there: every piece
// that would start a formula must be text too, whatever separator the reader splits on.
test.each([
  ["Ring twice;=1+1", '"Ring twice;\'=1+1"'],
  ["Ring twice; =1+1", '"Ring twice; \'=1+1"'],
  ['Back door,=HYPERLINK("x")', '"Back door,\'=HYPERLINK(""x"")"'],
  ["Gate\t+1", '"Gate\t\'+1"'],
  ["Leave it|@cmd", '"Leave it|\'@cmd"'],
  ["Line one\r\n-2+3", '"Line one\r\n\'-2+3"'],
  ["a;b;=c;@d", "\"a;b;'=c;'@d\""],
])("a formula after a separator inside a cell is text too: %j", (cell, written) => {
  expect(csvOf(["x", cell])).toBe(`Name,Note\r\nx,${written}\r\n`);
});

test("dashes and signs inside words are left alone", () => {
  expect(body(csvOf(["Mon 4-8 PM", "Gluten-free; no nuts"]))).toEqual([
    'Mon 4-8 PM,"Gluten-free; no nuts"',
  ]);
});
