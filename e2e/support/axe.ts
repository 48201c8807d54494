import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** What one axe pass may add to a test's time: it is CPU-bound and slow on a busy machine. */
const axePassMs = 30_000;

/**
 * axe's minified script. Loading it into a page costs about as much CPU as a check itself, and
 * the unminified one (axe-core's `source`, which @axe-core/playwright loads twice per check) about
 * twice that.
 */
const axeScript = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * The WCAG 2.1 A and AA rules. Only violations are read: axe then skips detailing every passing
 * node.
 */
const wcag21aa: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
};

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * The page's violations of the WCAG 2.1 A and AA rules as it shows now, one line each. axe is
 * loaded once per document (a later check of the same document, e.g. a form's next step, reuses
 * it) and runs in the page itself: the site has no frames (nor any request to another host).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + axePassMs);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeScript);
  return page.evaluate(async (options) => {
    const { violations } = await window.axe!.run(document, options);
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
  }, wcag21aa);
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
