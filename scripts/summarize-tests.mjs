// Adds up Jest's and Playwright's JSON results into the closing line "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const [jestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let missing = 0;

if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, "utf8"));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else missing++;

if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else missing++;

console.log(
  `jest: ${existsSync(jestFile) ? "ran" : "no results"}; e2e: ${existsSync(e2eFile) ? "ran" : "no results"}`,
);
console.log(`${passed} passed, ${failed + missing} failed`);
process.exit(failed + missing > 0 ? 1 : 0);
