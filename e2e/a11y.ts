// Accessibility checks shared by the e2e specs: axe-core (WCAG 2.0-2.2 A and AA rules) injected
// into the page, and a horizontal-scroll measure for narrow screens.
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const AXE_PATH = path.join(process.cwd(), "node_modules", "axe-core", "axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  // The title streams in with the page's metadata: a check run the moment the body is drawn
  // could read "Documents must have <title>" on a page that has one a moment later.
  await expect.poll(() => page.title(), { message: `${where} has a title` }).not.toBe("");
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    })) as { violations: AxeViolation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map((n) => ({ target: n.target })),
    }));
  }, TAGS);
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    )
    .join("\n");
  expect(serious, `${where}\n${report}`).toEqual([]);
}

/** The page is no wider than the window (no horizontal scroll). */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(
    widths.page,
    `${where} is ${widths.page}px wide in a ${widths.window}px window`,
  ).toBeLessThanOrEqual(widths.window);
}

/** No table scrolls sideways inside its card (a phone reads each row where it is). */
export async function expectNoSidewaysTables(page: Page, where: string): Promise<void> {
  const scrolling = await page
    .locator('[role="region"]:has(table)')
    .evaluateAll((regions) =>
      regions
        .filter((region) => region.scrollWidth > region.clientWidth + 1)
        .map((region) => `${region.getAttribute("aria-label")} (${region.scrollWidth}px)`),
    );
  expect(scrolling, `${where}: tables wider than their card`).toEqual([]);
}

/** On a phone a stacked table's cell shows its column's name before its value. */
export async function stackedLabelOf(page: Page, cell: string): Promise<string> {
  return page
    .locator(cell)
    .first()
    .evaluate((td) => getComputedStyle(td, "::before").content);
}
