// Two projects: pure unit tests, and integration tests that call route handlers against a real
// PostgreSQL (a database of its own per run on the TEST_DATABASE_URL server; tests/global-setup.mjs).
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testMatch: [
    "<rootDir>/{lib,components,emails,tests/attack,tests/clock,tests/embedded,tests/openapi}/**/*.test.ts?(x)",
  ],
  testPathIgnorePatterns: ["\\.int\\.test\\.tsx?$"],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: "integration",
  testMatch: ["<rootDir>/{app,lib,tests}/**/*.int.test.ts?(x)"],
  // TEST_NOW=<instant>: every file and test starts its clock there (tests/clock/fixed-today.ts).
  setupFilesAfterEnv: [
    "<rootDir>/tests/clock/setup-fixed-today.ts",
    "<rootDir>/tests/stop-queue-after-all.ts",
  ],
})();

const config = {
  projects: [unit, integration],
  globalSetup: "<rootDir>/tests/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/global-teardown.mjs",
  maxWorkers: 2,
  testTimeout: 30000,
};

export default config;
