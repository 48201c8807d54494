import type { Locale } from "./locale.ts";

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
