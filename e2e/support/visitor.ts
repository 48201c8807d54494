import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import type { Site } from "./site.ts";

/** The LOCALE cookie picks the page's language (the browser itself asks for English). */
export async function speak(page: Page, site: Site, locale: "de" | "en"): Promise<void> {
  await page.context().addCookies([{ name: "LOCALE", value: locale, url: site.url }]);
}

/**
 * The first mail the site wrote into DATA_DIR/outbox (no SMTP configured) that matches; waits
 * for the outbox worker, which polls every second.
 */
export async function waitForMail(
  site: Site,
  match: (mail: Email) => boolean,
  timeoutMs = 15_000,
): Promise<Email> {
  const dir = join(site.dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      for (const name of readdirSync(dir)
        .filter((file) => file.endsWith(".eml"))
        .sort()) {
        const mail = await PostalMime.parse(readFileSync(join(dir, name)));
        if (match(mail)) return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`no matching mail in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function sentTo(address: string) {
  return (mail: Email) => mail.to?.some((to) => to.address === address) ?? false;
}

/** The link in a mail's text whose path starts with `pathPrefix`. */
export function linkFrom(mail: Email, pathPrefix: string): string {
  const link = (mail.text ?? "").match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.startsWith(pathPrefix);
  });
  if (!link) throw new Error(`no link to ${pathPrefix} in:\n${mail.text ?? ""}`);
  return link;
}

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
  ).toEqual([]);
}

/**
 * For tests where the API is expected to refuse a call: the browser logs each 4xx answer as a
 * console error, which the shared `page` fixture treats as a failure. This page tolerates exactly
 * those, for calls under `apiPrefix`, and fails on any other console problem, page error or
 * request to another host.
 */
export async function withRefusalTolerantPage(
  browser: Browser,
  site: Site,
  apiPrefix: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "LOCALE", value: "de", url: site.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    const refusal =
      /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      message.location().url.includes(apiPrefix);
    if ((message.type() === "error" || message.type() === "warning") && !refusal) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "localhost" && !hostname.endsWith(".localhost") && hostname !== "127.0.0.1") {
      problems.push(`third-party request: ${request.url()}`);
    }
  });
  try {
    await run(page);
  } finally {
    await context.close();
  }
  expect(problems, "console problems or third-party requests").toEqual([]);
}
