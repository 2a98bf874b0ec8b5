// The `test` every spec uses: Playwright's, pointed at this worker's own server (see
// playwright.config.ts: worker i drives port E2E_PORT + i on its own database and outbox).
import { test as base } from "@playwright/test";
import { e2eBaseUrl } from "../playwright.config";

export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eBaseUrl(testInfo.parallelIndex));
  },
});

export { expect } from "@playwright/test";
export type { Browser, BrowserContext, Locator, Page, APIRequestContext } from "@playwright/test";

/** This worker's mail outbox (scripts/e2e-server.sh: `.data/e2e-outbox`, then `_1`, `_2` …). */
export function outboxDir(): string {
  const index = test.info().parallelIndex;
  return `.data/e2e-outbox${index === 0 ? "" : `_${index}`}`;
}
