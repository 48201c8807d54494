import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hubIds } from "../core/content/common.ts";
import { internalRoutes } from "../core/segments.ts";
import { pageFiles } from "../core/content/pages.ts";
import type { Post, PostV1 } from "../core/content/posts.ts";
import { isPostVisible, postedInstant } from "../core/posts.ts";
import { calendarPath, feedPath } from "../core/site-links.ts";
import { ContentError, defaultContentDir, loadContent } from "../server/content/load.ts";

const publicDir = new URL("../public", import.meta.url).pathname;
const content = loadContent();
/** Files the server writes from the content, not kept under public/. */
const generated = (path: string) => path === calendarPath || path === feedPath;
const allPosts = hubIds.flatMap((hub) =>
  content[hub].posts.map(({ key, post }) => ({ hub, key, post })),
);

/** Every value reachable from `value`, depth first. */
function* walk(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* walk(item);
}

type FoundSegment = { format: string; route?: string; text: { de: string; en: string } };
function segmentsOf(value: unknown): FoundSegment[] {
  const found: FoundSegment[] = [];
  for (const node of walk(value)) {
    if (!node || typeof node !== "object" || Array.isArray(node) || !("text" in node)) continue;
    const segment = node as { format?: string; route?: string; text: unknown };
    if (!segment.text || typeof segment.text !== "object") continue;
    found.push({ ...segment, format: segment.format ?? "plain" } as FoundSegment);
  }
  return found;
}

/** All strings of a German page, segments of a line joined (hrefs are strings too). */
function pageStrings(page: unknown): string {
  const out: string[] = [];
  for (const node of walk(page)) {
    if (typeof node === "string") out.push(node);
    if (Array.isArray(node) && node.length > 0 && node.every((n) => n && typeof n === "object"))
      out.push(
        node.map((n: { text?: unknown }) => (typeof n.text === "string" ? n.text : "")).join(""),
      );
  }
  return out.join("\n");
}

/** The text of a post in one language, one string per line or paragraph (for wording checks). */
function textsOf(post: Post, locale: "de" | "en"): string[] {
  const texts = [post.title[locale], ...post.tldr.map((t) => t[locale])];
  const join = (segments: { text: { de: string; en: string } }[]) =>
    segments.map((segment) => segment.text[locale]).join("");
  for (const block of post.blocks) {
    if (block.type === "image" || block.type === "download") continue;
    const content: unknown = block.content;
    if (!Array.isArray(content)) {
      const value = (content as Record<string, string | string[]>)[locale]!;
      texts.push(...(Array.isArray(value) ? value : [value]));
    } else if (content.length > 0 && "lines" in content[0]) {
      for (const section of content as { lines: { segments: FoundSegment[] }[] }[])
        for (const line of section.lines) texts.push(join(line.segments));
    } else {
      texts.push(join(content as FoundSegment[]));
    }
  }
  return texts;
}

describe("content", () => {
  it("loads and validates every hub", () => {
    expect(Object.keys(content).sort()).toEqual([...hubIds].sort());
  });

  it("gives every hub at least three posts whose keys carry the hub's prefix", () => {
    const prefix = { munich: "muc", essen: "ess", hamburg: "ham" } as const;
    for (const hub of hubIds) {
      expect(content[hub].posts.length, hub).toBeGreaterThanOrEqual(3);
      for (const { key } of content[hub].posts) expect(key.startsWith(prefix[hub]), key).toBe(true);
    }
    expect(content.munich.posts.length).toBeGreaterThanOrEqual(8);
    expect(allPosts.length).toBeGreaterThanOrEqual(14);
  });

  it("has the season's news: about 30 posts for 2024–2025, none of the cities thin", () => {
    expect(allPosts.length).toBeGreaterThanOrEqual(28);
    for (const hub of hubIds) expect(content[hub].posts.length, hub).toBeGreaterThanOrEqual(8);
    const years = new Set(allPosts.map(({ post }) => post.posted.year));
    for (const year of [2024, 2025]) expect(years).toContain(year);
  });

  it("has posts in each city that appear only on their day, after the season's sale started", () => {
    // Relative to the shared test clock (after Munich's sale start): each city has posts to come.
    const afterSale = new Date("2025-06-20T12:00:00+02:00");
    for (const hub of hubIds) {
      const later = content[hub].posts.filter(
        ({ post }) => !isPostVisible(post, content[hub].hub.timeZone, afterSale),
      );
      expect(later.length, hub).toBeGreaterThanOrEqual(3);
    }
  });

  it("has every page for Munich and at least a home page elsewhere", () => {
    expect(Object.keys(content.munich.pages).sort()).toEqual(Object.keys(pageFiles).sort());
    for (const hub of hubIds) expect(content[hub].pages.home, hub).toBeDefined();
  });

  it("dates each host's letter by its city's data: the weekend has its venue in the schedule", () => {
    for (const hub of hubIds) {
      const { nextParty, upcoming } = content[hub].hub;
      const letter = content[hub].pages.home?.letter.paragraphs ?? [];
      expect(letter.filter((paragraph) => "nextParty" in paragraph).length, hub).toBe(1);
      // Only the party paragraph names a day: a date in prose would outlive the party.
      for (const paragraph of letter)
        if (!("nextParty" in paragraph)) expect(paragraph.de, hub).not.toMatch(/\b20\d\d\b/);
      if (!nextParty) continue;
      const { year, month, day } = nextParty.start;
      const venue = upcoming.find(
        (entry) =>
          entry.date?.year === year && entry.date.month === month && entry.date.day === day,
      );
      expect(venue?.location, hub).toBeTruthy();
    }
  });

  it("gives every city the association's one privacy policy", () => {
    for (const hub of hubIds)
      expect(content[hub].pages.privacy, hub).toEqual(content.munich.pages.privacy);
  });

  it("references only assets that exist under public/ and are self-contained", () => {
    const assets = new Set<string>();
    for (const node of walk(content))
      if (typeof node === "string" && /^\/[\w\-./]+\.[a-z0-9]+$/i.test(node) && !generated(node))
        assets.add(node);
    expect(assets.size).toBeGreaterThan(15);
    for (const asset of assets) {
      const file = join(publicDir, asset);
      expect(existsSync(file), asset).toBe(true);
      if (asset.endsWith(".svg")) {
        const svg = readFileSync(file, "utf8");
        // No third-party requests: the only URL allowed is the SVG namespace.
        expect(svg.replaceAll('xmlns="http://www.w3.org/2000/svg"', ""), asset).not.toMatch(
          /https?:|@import|@font-face/,
        );
      }
    }
    for (const required of ["favicon.svg", "logo.svg"])
      expect(existsSync(join(publicDir, required)), required).toBe(true);
  });

  it("gives Essen and Hamburg four distinct screensaver images", () => {
    for (const hub of ["essen", "hamburg"] as const) {
      const sources = content[hub].hub.screensaverImages.map((image) => image.src);
      expect(new Set(sources).size, hub).toBe(4);
    }
  });

  describe("posts together use every feature of the post format", () => {
    const posts = allPosts.map(({ post }) => post);
    const segments = posts.flatMap((post) => segmentsOf(post.blocks));

    it("every block type", () => {
      const types = new Set(posts.flatMap((post) => post.blocks.map((block) => block.type)));
      expect([...types].sort()).toEqual(["download", "image", "text", "unordered-list"]);
    });

    it("both content versions, v1 with and without an explicit version", () => {
      expect(posts.some((post) => post.version === undefined)).toBe(true);
      expect(posts.some((post) => post.version === 1)).toBe(true);
      expect(posts.some((post) => post.version === 2)).toBe(true);
    });

    it("every v1 content shape and block format", () => {
      const v1Blocks = posts
        .filter((post): post is PostV1 => post.version !== 2)
        .flatMap((post) => post.blocks)
        .flatMap((block) =>
          block.type === "text" || block.type === "unordered-list" ? [block] : [],
        );
      const shapes = new Set(
        v1Blocks.map((block) =>
          Array.isArray(block.content)
            ? "segments"
            : Array.isArray(block.content.de)
              ? "lines"
              : "string",
        ),
      );
      expect([...shapes].sort()).toEqual(["lines", "segments", "string"]);
      const formats = new Set(v1Blocks.map((block) => block.format));
      for (const format of ["bold", "heading", "combined"]) expect(formats).toContain(format);
    });

    it("every segment format", () => {
      const formats = new Set(segments.map((segment) => segment.format));
      for (const format of ["bold", "italic", "heading", "deleted", "url", "internal-url"])
        expect(formats, format).toContain(format);
    });

    it("every internal route", () => {
      const routes = new Set(segments.map((segment) => segment.route).filter(Boolean));
      expect([...routes].sort()).toEqual(Object.keys(internalRoutes).sort());
    });

    it("a block shown in one language only", () => {
      expect(posts.some((post) => post.blocks.some((block) => block.hideForLocales?.length))).toBe(
        true,
      );
    });

    it("important and normal posts", () => {
      expect(posts.some((post) => post.important)).toBe(true);
      expect(posts.some((post) => !post.important)).toBe(true);
    });

    it("downloads and hero images, one of them per language", () => {
      expect(posts.some((post) => post.blocks.some((block) => block.type === "download"))).toBe(
        true,
      );
      expect(posts.some((post) => typeof post.heroImageUrl === "string")).toBe(true);
      const perLanguage = posts.find(
        (post) => post.heroImageUrl !== null && typeof post.heroImageUrl === "object",
      )?.heroImageUrl as { de: string | null; en: string | null } | undefined;
      expect(perLanguage?.de).toBeTruthy();
      expect(perLanguage?.en).toBeTruthy();
      expect(perLanguage?.de).not.toBe(perLanguage?.en);
    });

    it("posts with an explicit posted time and posts with the default 12:00", () => {
      expect(posts.some((post) => post.posted.hour !== undefined)).toBe(true);
      const untimed = posts.find((post) => post.posted.hour === undefined);
      expect(untimed).toBeDefined();
      const local = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Berlin",
        hour: "2-digit",
        minute: "2-digit",
      }).format(postedInstant(untimed!, "Europe/Berlin"));
      expect(local).toBe("12:00");
    });
  });

  it("has a Munich post that appears between the pinned test clock and October 2025", () => {
    const afterSale = new Date("2025-06-20T12:00:00+02:00");
    const october = new Date("2025-10-01T00:00:00+02:00");
    const { timeZone } = content.munich.hub;
    const later = content.munich.posts.filter(
      ({ post }) =>
        !isPostVisible(post, timeZone, afterSale) && isPostVisible(post, timeZone, october),
    );
    expect(later.length).toBeGreaterThanOrEqual(1);
  });

  it("tells the spec's stories", () => {
    const german = (key: string) => {
      const found = allPosts.find((entry) => entry.key === key);
      if (!found) throw new Error(`no post ${key}`);
      return textsOf(found.post, "de").join("\n");
    };
    const all = allPosts.map(({ post }) => textsOf(post, "de").join("\n")).join("\n");
    expect(all).toMatch(/15\. Juni 2025, um 18 Uhr/);
    for (const fact of [
      "8 Tische",
      "80 Plätze",
      "42,20 €",
      "27,20 €",
      "15,00 €",
      "7,00 €",
      "5,80 €",
    ])
      expect(all, fact).toContain(fact);
    for (const fact of ["15 % Rabatt", "80 Taschen", "3 davon", "25 €"])
      expect(all, fact).toContain(fact);
    expect(all).toMatch(/28\. September 2025, 18 Uhr/);
    expect(all).toMatch(/20 Zimmer/);
    expect(all).toMatch(/11\. September 2025/);

    // The postponed Essen sale: the old date struck out, the new one given.
    const essen = content.essen.posts.flatMap(({ post }) => segmentsOf(post.blocks));
    const struck = essen.find((segment) => segment.format === "deleted");
    expect(struck?.text.de).toMatch(/7\. September 2025/);
    expect(german("ess2025.2")).toMatch(/14\. September 2025, um 18 Uhr/);
    expect(content.essen.hub.ticketSaleStart).toEqual({ year: 2025, month: 9, day: 14, hour: 18 });
  });

  it("never contradicts the FAQ on IDs: a driving licence is not accepted", () => {
    const faqTexts = [...walk(content.munich.pages.faq)].filter(
      (node): node is string => typeof node === "string",
    );
    const texts = [
      ...faqTexts,
      ...allPosts.flatMap(({ post }) => textsOf(post, "de")),
      ...allPosts.flatMap(({ post }) => textsOf(post, "en")),
    ];
    const mentions = texts.filter((text) => /Führerschein|driving licen/i.test(text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) expect(text).toMatch(/nicht|not|reichen nicht|enough/);
  });

  it("covers every participation rule in the FAQ", () => {
    const faq = pageStrings(content.munich.pages.faq);
    for (const rule of [
      "Ab 18 Jahren",
      "Original-Personalausweis oder Reisepass",
      "Führerschein wird nicht",
      "Fotos und Kopien deines Ausweises akzeptieren wir nicht",
      "muss nicht zu deinem Ausweis passen",
      "nur einmal eingelöst",
      "übertragbar, aber nicht erstattbar",
      "Mit dem Einlass endet die Gültigkeit",
      "brauchst du eine Reservierung",
      "Intime Nacktheit",
      "Feste Schuhe sind Pflicht",
      "nur für Männer",
      "Trans Männer mit männlichem Erscheinungsbild",
      "für alle Geschlechter offen",
      "etwa 200 Gäste",
      "Einlass ist von 20 bis 23 Uhr",
      "von 20 bis 5 Uhr",
    ])
      expect(faq, rule).toContain(rule);
    const ids = content.munich.pages.faq!.categories.map((category) => category.id);
    expect(ids.sort()).toEqual(["general", "limits", "location", "organisers", "rules"]);
  });

  it("describes each floor-plan hotspot once and every side event's address", () => {
    const hotspots = content.munich.pages.party!.hotspots.map((hotspot) => hotspot.id);
    expect(new Set(hotspots).size).toBe(12);
    const directions = pageStrings(content.munich.pages.directions);
    for (const agenda of content.munich.events.agendas)
      expect(directions, agenda.id).toContain(agenda.location);
    expect(directions).toContain(content.munich.hub.links.timetable);
  });

  it("links the calendar the site writes from the schedule, not a file of its own", () => {
    const calendarLinks = hubIds.flatMap((hub) =>
      content[hub].posts.flatMap(({ post }) =>
        post.blocks.filter((block) => block.type === "download" && block.icon === "calendar"),
      ),
    );
    expect(calendarLinks.length).toBeGreaterThan(0);
    for (const block of calendarLinks) expect(block).toMatchObject({ href: calendarPath });
  });

  describe("a broken post", () => {
    const copy = mkdtempSync(join(tmpdir(), "content-"));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it("makes loading fail with the file and the field path", () => {
      cpSync(defaultContentDir, copy, { recursive: true });
      const file = join(copy, "hubs/munich/posts/muc2025.1.json");
      const post = JSON.parse(readFileSync(file, "utf8")) as { blocks: { type: string }[] };
      post.blocks[0]!.type = "paragraph";
      writeFileSync(file, JSON.stringify(post));
      expect(() => loadContent(copy)).toThrow(ContentError);
      expect(() => loadContent(copy)).toThrow(
        /hubs\/munich\/posts\/muc2025\.1\.json is invalid:[\s\S]*blocks\.0\.type/,
      );
    });
  });
});
