import { expect, type Page } from "@playwright/test";
import { speak, type Locale } from "./locale.ts";
import { publicPages } from "./public-pages.ts";

/** Attributes whose values shape what a checker such as axe sees, besides the words. */
const keptValues = new Set(["class", "role", "type", "tabindex", "hidden"]);

/**
 * A page's server markup without its words: its elements with their classes, roles and types,
 * and which other attributes they carry but not their values (texts, labels, links, ids); scripts,
 * styles, comments and the head's links and meta tags left out. Two languages of a page with the
 * same skeleton differ only in their words.
 */
export function markupSkeleton(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(link|meta)\b[^>]*>/g, "")
    .replace(/>[^<]*</g, "><")
    .replace(/\s([\w:-]+)="[^"]*"/g, (attribute, name: string) =>
      keptValues.has(name) ? attribute : ` ${name}`,
    );
}

/**
 * Those of `paths` whose markup in `locale` is not the German one's in other words (e.g. a German
 * text under an English notice, an English-only section): what a check of the German pages does
 * not cover already. Asked of the server directly (no browser, no scripts).
 */
export async function pagesWithOwnMarkup(
  url: string,
  locale: Locale,
  paths: readonly string[],
): Promise<string[]> {
  const skeleton = async (path: string, language: Locale) =>
    markupSkeleton(
      await (await fetch(url + path, { headers: { cookie: `LOCALE=${language}` } })).text(),
    );
  const own: string[] = [];
  for (const path of paths) {
    if ((await skeleton(path, locale)) !== (await skeleton(path, "de"))) own.push(path);
  }
  return own;
}

/**
 * The pages a whole-site check visits in `locale`: every public page and a post linked from
 * /start, in English only those with markup of their own (pagesWithOwnMarkup). Leaves `page`
 * speaking `locale`.
 */
export async function pagesToCheck(page: Page, url: string, locale: Locale): Promise<string[]> {
  await speak(page, url, locale);
  await page.goto(url + "/start");
  const post = await page.locator('a[href^="/newsletter/"]').first().getAttribute("href");
  expect(post, "a post linked from /start").toBeTruthy();
  const pages = [...publicPages, post!];
  return locale === "de" ? pages : pagesWithOwnMarkup(url, locale, pages);
}
