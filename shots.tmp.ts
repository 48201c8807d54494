import { chromium } from "playwright-core";
import { startSite } from "./e2e/support/site.ts";
const site = await startSite({ APP_NOW: "2025-06-20T12:00:00+02:00", DEV_IDP: "off" });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
    });
    for (const path of ["/ticket", "/contact", "/hotel"]) {
      await page.goto(site.url + path, { waitUntil: "networkidle" });
      await page.screenshot({
        path: `/tmp/perf-shot${path.replace("/", "-")}-${w}.png`,
        fullPage: true,
      });
    }
    console.log(w, "console problems:", errors);
  }
} finally {
  await browser.close();
  await site.stop();
}
