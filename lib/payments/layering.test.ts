// Folders that must not import each other in a circle (docs/ARCHITECTURE.md, "Layers"): the money
// (lib/payments) knows neither the weekly rollover that charges, nor the gift cards it is paid
// for (lib/webhooks hands the webhook their part), nor the home page that shows a card's problem;
// the rollover may use payments, the dashboard may show them; the two features do not know each
// other; the mail queue knows no feature that queues mail.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// Jest runs from the project root (jest.config.mjs).
const ROOT = process.cwd();

/** Folder → the folders it must not import (allowed: rollover → payments, dashboard → payments). */
const FORBIDDEN: Record<string, string[]> = {
  "lib/payments": ["lib/rollover", "lib/dashboard", "lib/gift-cards"],
  "lib/rollover": ["lib/dashboard"],
  "lib/dashboard": ["lib/rollover"],
  "lib/mail": ["lib/rollover", "lib/payments", "lib/dashboard", "lib/orders"],
};

/** The folders under lib/ that `text` imports (static imports, re-exports, dynamic imports). */
function importedFolders(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/\bfrom\s+["']@\/(lib\/[\w-]+)/g),
    ...text.matchAll(/\bimport\s*\(\s*["']@\/(lib\/[\w-]+)/g),
    ...text.matchAll(/\bimport\s+["']@\/(lib\/[\w-]+)/g),
  ];
  return [...new Set(specifiers.map((match) => match[1]))];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test.each(Object.entries(FORBIDDEN))("%s imports none of %j", (folder, forbidden) => {
  const files = sourceFiles(join(ROOT, folder));
  expect(files.length).toBeGreaterThan(0);
  const offending = files.flatMap((path) =>
    importedFolders(readFileSync(path, "utf8"))
      .filter((imported) => forbidden.includes(imported))
      .map((imported) => `${relative(ROOT, path)} → ${imported}`),
  );
  expect(offending).toEqual([]);
});

test("the scan reads every kind of import (it is not vacuous)", () => {
  expect(
    importedFolders(`import { a } from "@/lib/rollover/x";
      import type { B } from '@/lib/dashboard/y';
      export { c } from "@/lib/mail";
      const d = await import("@/lib/orders/z");
      import "@/lib/payments/setup";
      import { e } from "./local";`),
  ).toEqual(["lib/rollover", "lib/dashboard", "lib/mail", "lib/orders", "lib/payments"]);
});

test("the rollover does use payments (the allowed direction is the one in use)", () => {
  const rollover = sourceFiles(join(ROOT, "lib/rollover")).flatMap((path) =>
    importedFolders(readFileSync(path, "utf8")),
  );
  expect(rollover).toContain("lib/payments");
});
