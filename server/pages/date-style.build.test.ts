import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publicPages } from "../../e2e/support/public-pages.ts";
import type { Locale } from "../../core/locale.ts";
import { testAppForBlock } from "../test/api.ts";

const months =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const shortMonths = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";
const weekdays =
  "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun";

/**
 * Styles a date or time must not take (core/format.ts writes the one style: British English
 * "Sat 11 Oct 2025", "11 October 2025, 18:00"; German "Sa., 11.10.2025", "18:00 Uhr").
 */
const forbidden: Record<Locale, { name: string; pattern: RegExp }[]> = {
  en: [
    {
      name: "month first (US)",
      pattern: new RegExp(
        `\\b(?:${months}|${shortMonths})\\.? \\d{1,2}(?:st|nd|rd|th)?\\b(?![:.\\d])`,
      ),
    },
    { name: "12-hour clock", pattern: /\b\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])/i },
    {
      name: "ordinal day",
      pattern: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)\\b(?: of (?:${months}))?`),
    },
    { name: "comma after the weekday", pattern: new RegExp(`\\b(?:${weekdays}), \\d`) },
    { name: "German time word", pattern: /\d Uhr\b/ },
  ],
  de: [
    {
      name: "date and time without 'Uhr'",
      pattern: /\b\d{1,2}\.\d{1,2}\.(?:\d{4})?,? (?:um )?\d{1,2}:\d{2}(?!:\d| Uhr|\s*[–-])/,
    },
    { name: "English month", pattern: new RegExp(`\\b\\d{1,2} (?:${months}) \\d{4}`) },
  ],
};
/** Dates in the site's style, counted to show that the pages were read at all. */
const sample: Record<Locale, RegExp> = {
  en: new RegExp(`\\b\\d{1,2} (?:${months}|${shortMonths}) \\d{4}\\b`, "g"),
  de: /\b\d{2}\.\d{2}\.\d{4}\b/g,
};
const isoDate = { name: "ISO date", pattern: /\b\d{4}-\d{2}-\d{2}\b/ };

const voidElements = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * What a reader sees of a page, by the language it is marked with (the German-only text of an
 * English page stands in lang="de"): the text without scripts, styles and tags, entities read.
 */
function textByLanguage(html: string): Record<Locale, string> {
  const text: Record<Locale, string[]> = { de: [], en: [] };
  const langs: Locale[] = [];
  const tokens = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g);
  for (const [, closing, tag, attributes, words] of tokens) {
    if (words !== undefined) {
      text[langs.at(-1) ?? "de"].push(words);
    } else if (closing) {
      langs.pop();
    } else if (!voidElements.has(tag!.toLowerCase()) && !attributes!.endsWith("/")) {
      const lang = /\blang="(de|en)/.exec(attributes!)?.[1] as Locale | undefined;
      langs.push(lang ?? langs.at(-1) ?? "de");
    }
  }
  const read = (parts: string[]) =>
    parts
      .join(" ")
      .replace(/&nbsp;|&#160;|\u00a0/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ");
  return { de: read(text.de), en: read(text.en) };
}

const hubs = { munich: "muc", essen: "ess", hamburg: "ham" } as const;
const postIds = (hub: keyof typeof hubs) =>
  readdirSync(new URL(`../../content/hubs/${hub}/posts/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));

// Sale day before the start (the waiting room), the sale open, the dinner's registration open,
// and the day after the party.
const moments = [
  "2025-06-15T17:55:00+02:00",
  "2025-06-20T12:00:00+02:00",
  "2025-09-30T12:00:00+02:00",
  "2025-10-13T12:00:00+02:00",
];

describe("one date and time style on every page", () => {
  const site = testAppForBlock({ pages: true });

  // Some 700 pages rendered: a minute on a busy machine.
  it(
    "renders every public page and news post of every city in both languages at four moments, and finds no other date or time style",
    { timeout: 300_000 },
    async () => {
      const { port } = new URL(site.services.config.PUBLIC_URL);
      const found: string[] = [];
      const dates = new Set<string>();
      for (const [index, moment] of moments.entries()) {
        site.clock.set(new Date(moment));
        for (const hub of Object.keys(hubs) as (keyof typeof hubs)[]) {
          const pages = [
            ...publicPages,
            "/contact",
            "/start?page=2",
            "/ticket/order/0",
            "/ticket/wait-list",
            // The posts read the same at every moment but their sale bar.
            ...(index === 1 ? postIds(hub).map((id) => `/newsletter/${id}`) : []),
          ];
          for (const path of pages) {
            for (const locale of ["de", "en"] as const) {
              const join = path.includes("?") ? "&" : "?";
              const html = await (
                await site.get(`${path}${join}lang=${locale}`, {
                  host: `${hub}.localhost:${port}`,
                })
              ).text();
              const texts = textByLanguage(html);
              for (const language of ["de", "en"] as const) {
                const text = texts[language];
                for (const { name, pattern } of [...forbidden[language], isoDate]) {
                  const match = new RegExp(pattern.source, `${pattern.flags}g`);
                  for (const hit of text.matchAll(match)) {
                    const around = text.slice(Math.max(0, hit.index - 30), hit.index + 40);
                    found.push(`${hub} ${locale} ${path} (${language}): ${name}: …${around}…`);
                  }
                }
                for (const hit of text.matchAll(sample[language])) dates.add(hit[0]);
              }
            }
          }
        }
      }
      expect([...new Set(found)], "dates and times in another style").toEqual([]);
      // The pages do show dates (else the patterns above would prove nothing).
      expect(dates.size).toBeGreaterThan(10);
    },
  );
});
