import type { Page } from "@playwright/test";
import { speak } from "./support/locale.ts";
import { screens } from "./support/screens.ts";
import { expect, instants, test } from "./support/test.ts";

const stage = (page: Page) => page.getByTestId("slideshow");

/** Moves the page's fake clock on and checks which slide shows. */
async function advance(page: Page, ms: number, slide: number) {
  await page.clock.runFor(ms);
  await expect(stage(page)).toHaveAttribute("data-slide", String(slide));
  await expect(page.getByTestId(`slide-${slide}`)).toBeVisible();
}

test.beforeEach(async ({ page, site }) => {
  await speak(page, site.url, "de");
  // The page's time stands still; only runFor moves it. With a running clock, a busy machine
  // let the 200 ms fade-in pass before the test could see the slide hidden.
  const start = Date.parse(instants.afterSale);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(site.url + "/screensaver");
  // The timers start once the page is hydrated.
  await expect(stage(page)).toHaveAttribute("data-running", "true");
});

test("runs full screen without the site's header, navigation or footer", async ({ page }) => {
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(stage(page)).toHaveAttribute("aria-live", "off");
  await expect(page.getByTestId("slide-0").getByRole("img", { name: "PamperPlay" })).toBeVisible();
  const box = await stage(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize() });
});

test("shows the six slides in order: the logo 60 s, the others 20 s, then wraps", async ({
  page,
}) => {
  await expect(stage(page)).toHaveAttribute("data-slide", "0");
  await page.clock.runFor(59_000);
  await expect(stage(page)).toHaveAttribute("data-slide", "0");

  await advance(page, 1_000, 1);
  const calendar = page.getByTestId("slide-1");
  await expect(calendar).toContainText("Save the Date");
  await expect(calendar).toContainText("Samstag, 11.10.2025");
  await expect(page.getByTestId("slide-0")).toBeHidden();

  await page.clock.runFor(19_000);
  await expect(stage(page)).toHaveAttribute("data-slide", "1");
  await advance(page, 1_000, 2);
  await expect(page.getByTestId("slide-2").getByRole("img")).toHaveAccessibleName(
    "Flyer PamperPlay München Oktober 2025",
  );
  await advance(page, 20_000, 3);
  await advance(page, 20_000, 4);
  await advance(page, 20_000, 5);
  await expect(page.getByTestId("slide-5").getByRole("img")).toHaveAccessibleName(
    "Merch-Tasche im Shop",
  );
  await advance(page, 20_000, 0);
});

test("fetches a flyer when its slide first shows, not with the page", async ({ page, site }) => {
  const html = await (await page.request.get(site.url + "/screensaver")).text();
  // The hidden slides' flyers are not carried in the page (the first slide's logo is).
  expect(html).not.toContain('data-file="/flyers/');
  const flyers: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/flyers/")) flyers.push(request.url());
  });
  await page.reload();
  await expect(stage(page)).toHaveAttribute("data-running", "true");
  await page.clock.runFor(60_000 + 20_000);
  await expect(stage(page)).toHaveAttribute("data-slide", "2");
  const flyer = page.getByTestId("slide-2").getByRole("img");
  await expect
    .poll(() => flyer.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(flyers).toEqual([`${site.url}/flyers/munich-2025.svg`]);
});

test("fades each slide in after 200 ms and out over its last 1.5 s", async ({ page }) => {
  const logo = page.getByTestId("slide-0");
  await expect(logo).toHaveAttribute("data-visible", "true");
  await page.clock.runFor(58_600);
  await expect(logo).toHaveAttribute("data-visible", "false");

  await page.clock.runFor(1_400);
  const calendar = page.getByTestId("slide-1");
  await expect(stage(page)).toHaveAttribute("data-slide", "1");
  await expect(calendar).toHaveAttribute("data-visible", "false");
  await page.clock.runFor(250);
  await expect(calendar).toHaveAttribute("data-visible", "true");
});

test("reloads the page after more than five full cycles", async ({ page }) => {
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const durations = [60_000, 20_000, 20_000, 20_000, 20_000, 20_000];
  for (let cycle = 0; cycle < 5; cycle++) {
    for (let slide = 0; slide < 6; slide++) await advance(page, durations[slide]!, (slide + 1) % 6);
  }
  // Five cycles done: still the same page.
  expect(await page.evaluate(() => "beforeReload" in window)).toBe(true);
  for (let slide = 0; slide < 5; slide++) await advance(page, durations[slide]!, slide + 1);
  const reloaded = page.waitForEvent("load");
  await page.clock.runFor(durations[5]!);
  await reloaded;
  await expect(stage(page)).toHaveAttribute("data-slide", "0");
  expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);
});

for (const { name, viewport } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the calendar slide names the entry hours, not the programme's start", async ({
      page,
    }) => {
      await advance(page, 60_000, 1);
      const calendar = page.getByTestId("slide-1");
      await expect(calendar).toContainText("München · Einlass 20:00–23:00 Uhr");
      await expect(calendar).not.toContainText("18:00");
    });
  });
}
