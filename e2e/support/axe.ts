import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** What one axe pass may add to a test's time: it is CPU-bound and slow on a busy machine. */
const axePassMs = 30_000;

/** The page's violations of the WCAG 2.1 A and AA rules as it shows now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + axePassMs);
  // Only violations are read: axe then skips detailing every passing node. (`options` replaces
  // what `withTags` set, so it comes first.) One axe run in the page itself: the default runs it
  // per frame and joins the results in a blank page it opens and loads axe into, which serves
  // only frames of other origins, and the site has no frames (nor any request to another host).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
