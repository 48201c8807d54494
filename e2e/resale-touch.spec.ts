import { visitAt } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";

// A phone's smallest screen: the resale offer's one box to tick is a touch target, not 13 px.
test("on a 320 px phone the offer's 'several tickets' box is 24 px and its row a 44 px touch target", async ({
  page,
  site,
}) => {
  await visitAt(page, { width: 320, height: 640 }, site.url, "en", "/ticket");
  const box = page.getByLabel("My order holds several tickets of this package");
  const boxSize = (await box.boundingBox())!;
  expect(boxSize.width).toBeGreaterThanOrEqual(24);
  expect(boxSize.height).toBeGreaterThanOrEqual(24);
  const label = page.locator("label", { hasText: "My order holds several tickets" });
  const labelSize = (await label.boundingBox())!;
  expect(labelSize.height).toBeGreaterThanOrEqual(44);
  // The row has no gap between box and label that a tap could fall into.
  expect(labelSize.x).toBeLessThanOrEqual(boxSize.x + boxSize.width + 1);
  await label.click({ position: { x: labelSize.width - 4, y: 4 } });
  await expect(box).toBeChecked();
});
