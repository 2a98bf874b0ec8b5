// Adds up Jest's and Playwright's JSON results into the closing line "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

// Usage: summarize-tests.mjs JEST_JSON E2E_JSON [MORE_JEST_JSON ...] (the integration runs at
// other dates, scripts/test-dates.sh, through a pooler, scripts/test-pooler.sh, and on the embedded
// database, tests/embedded/run.ts: each counts like the main run).
const [jestFile, e2eFile, ...moreFiles] = process.argv.slice(2);
const datedFiles = moreFiles.filter((file) => file.includes("dates"));
const poolerFiles = moreFiles.filter((file) => file.includes("pooler"));
const embeddedFiles = moreFiles.filter((file) => file.includes("embedded"));
let passed = 0;
let failed = 0;
let missing = 0;

for (const file of [jestFile, ...moreFiles]) {
  if (existsSync(file)) {
    const jest = JSON.parse(readFileSync(file, "utf8"));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  } else missing++;
}

if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else missing++;

const ran = (file) => (existsSync(file) ? "ran" : "no results");
console.log(
  `jest: ${ran(jestFile)}; jest at other dates: ${datedFiles.map(ran).join(", ") || "none"}; ` +
    `jest through a pooler: ${poolerFiles.map(ran).join(", ") || "skipped"}; ` +
    `jest on the embedded database: ${embeddedFiles.map(ran).join(", ") || "none"}; e2e: ${ran(e2eFile)}`,
);
console.log(`${passed} passed, ${failed + missing} failed`);
process.exit(failed + missing > 0 ? 1 : 0);
