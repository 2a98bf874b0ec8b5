// Every write of a WeeklyOrder lives in lib/orders (docs/ARCHITECTURE.md): this scans the code
// outside it for a Prisma write, an SQL string or a Kysely statement that writes the table.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// Jest runs from the project root (jest.config.mjs).
const ROOT = process.cwd();
const SCANNED = ["lib", "app", "scripts", "prisma", "components"];
const OWNER = "lib/orders/";

const WRITES: [string, RegExp][] = [
  [
    "a Prisma write",
    /\bweeklyOrder\s*\.\s*(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)\s*\(/,
  ],
  ["an SQL UPDATE", /\bUPDATE\s+(ONLY\s+)?"WeeklyOrder"/i],
  ["an SQL INSERT", /\bINSERT\s+INTO\s+"WeeklyOrder"/i],
  ["an SQL DELETE", /\bDELETE\s+FROM\s+(ONLY\s+)?"WeeklyOrder"/i],
  ["a Kysely write", /\b(updateTable|insertInto|deleteFrom|mergeInto)\s*\(\s*["'`]WeeklyOrder\b/],
];

/** What in `text` writes a WeeklyOrder, by the kind of write. */
function orderWrites(text: string): string[] {
  return WRITES.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("no folder but lib/orders writes a WeeklyOrder", () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path).split("\\").join("/"))
    .filter((path) => !path.startsWith(OWNER));
  expect(files.length).toBeGreaterThan(100);
  const writers = files.flatMap((path) => {
    const kinds = orderWrites(readFileSync(join(ROOT, path), "utf8"));
    return kinds.length > 0 ? [`${path}: ${kinds.join(", ")}`] : [];
  });
  expect(writers).toEqual([]);
});

test("lib/orders itself is found writing (the scan is not vacuous)", () => {
  const owner = sourceFiles(join(ROOT, OWNER)).flatMap((path) =>
    orderWrites(readFileSync(path, "utf8")),
  );
  expect(owner).toEqual(expect.arrayContaining(["a Prisma write", "a Kysely write"]));
});

test.each([
  ["tx.weeklyOrder.update({ where: { id } })", "a Prisma write"],
  ["db.weeklyOrder\n  .updateMany({})", "a Prisma write"],
  ["prisma.weeklyOrder.create({ data })", "a Prisma write"],
  ["tx.weeklyOrder.createMany({ data })", "a Prisma write"],
  ["tx.weeklyOrder.upsert({})", "a Prisma write"],
  ["tx.weeklyOrder.delete({ where })", "a Prisma write"],
  ["tx.weeklyOrder.deleteMany({})", "a Prisma write"],
  ["`UPDATE \"WeeklyOrder\" SET status = 'PAID'`", "an SQL UPDATE"],
  ['`update "WeeklyOrder" AS o SET`', "an SQL UPDATE"],
  ['`INSERT INTO "WeeklyOrder" (id) SELECT`', "an SQL INSERT"],
  ['`DELETE FROM "WeeklyOrder" WHERE id = $1`', "an SQL DELETE"],
  ['kysely.updateTable("WeeklyOrder")', "a Kysely write"],
  ['k.updateTable("WeeklyOrder as o")', "a Kysely write"],
  ["kysely.insertInto('WeeklyOrder')", "a Kysely write"],
  ['kyselyIn(tx).deleteFrom("WeeklyOrder as o")', "a Kysely write"],
])("the scan catches %s", (text, kind) => {
  expect(orderWrites(text)).toEqual([kind]);
});

test.each([
  "tx.weeklyOrder.findMany({ where })",
  'kysely.selectFrom("WeeklyOrder as o")',
  "`SELECT id FROM \"WeeklyOrder\" WHERE status = 'OPEN'`",
  'kysely.updateTable("WeeklyOrderItem")',
])("reads are not writes: %s", (text) => {
  expect(orderWrites(text)).toEqual([]);
});
