import { describe, expect, it } from "vitest";
import { publicPages } from "../../e2e/support/public-pages.ts";
import { testAppForBlock } from "../test/api.ts";

describe("the page's language", () => {
  const site = testAppForBlock({ pages: true });
  const lang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

  it("the root redirects to /start", async () => {
    const answer = await site.get("/");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/start");
  });

  it("German is the fallback when the browser asks for neither language", async () => {
    const html = await (await site.get("/start", { "accept-language": "fr-FR,fr" })).text();
    expect(lang(html)).toBe("de");
    expect(html).toMatch(/<button [^>]*>Stadt wechseln<\/button>/);
  });

  it("the browser's Accept-Language picks English", async () => {
    const html = await (await site.get("/start", { "accept-language": "en-GB,en;q=0.9" })).text();
    expect(lang(html)).toBe("en");
  });

  // About 120 pages rendered: seconds on a busy machine.
  it(
    "every page's title and description are in the page's language, in every city",
    { timeout: 120_000 },
    async () => {
      // The pages a visitor reaches without a link from a mail's code, and one news post.
      const pages = [
        ...publicPages,
        "/contact",
        "/newsletter-confirm",
        "/newsletter-cancel",
        "/ticket/confirm-offer",
        "/ticket/confirm-request",
        "/ticket/order/0",
        "/auth",
        "/newsletter/muc2025.1",
      ];
      // Words both languages use: a title that is only such a word may read the same.
      const sameInBoth = new Set(["News", "Tickets"]);
      const { port } = new URL(site.services.config.PUBLIC_URL);
      const head = async (hub: string, path: string, lang: "de" | "en") => {
        // The Host header picks the city.
        const html = await (
          await site.get(`${path}?lang=${lang}`, { host: `${hub}.localhost:${port}` })
        ).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        return {
          page: title.slice(0, title.lastIndexOf(" – ")),
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
        };
      };
      const german: string[] = [];
      for (const hub of ["munich", "essen", "hamburg"]) {
        for (const path of hub === "munich" ? pages : pages.slice(0, -1)) {
          const [de, en] = [await head(hub, path, "de"), await head(hub, path, "en")];
          expect(de.page, `${hub} ${path}`).not.toBe("");
          if (en.page === de.page && !sameInBoth.has(en.page))
            german.push(`${hub} ${path}: ${en.page}`);
          if (en.description === de.description) german.push(`${hub} ${path}: ${en.description}`);
        }
      }
      expect(german, "English pages with the German title or description").toEqual([]);
    },
  );
});
