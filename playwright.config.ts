// End-to-end tests drive the built app (next start) in Debian's Chromium; no browser download.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each worker drives its own server on its own database (port E2E_PORT + i, database
// `meals_e2e_i` beside `meals_e2e`), so specs never share state across workers. e2e/test.ts
// points every test at its worker's server. One by default: on 2 cores, two workers finished
// no sooner and pushed the long sign-up journeys past their timeouts.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
export const e2eBaseUrl = (index: number) => `http://localhost:${PORT + index}`;
export const E2E_BASE_URL = e2eBaseUrl(0);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: ".data/e2e-results.json" }]]
    : "list",
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action's DOM and screenshots: only the retry of a failed test
    // records one (CI retries once), instead of every test recording and most discarding.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `bash scripts/e2e-server.sh ${PORT + index} ${index}`,
    url: `${e2eBaseUrl(index)}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
