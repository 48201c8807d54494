import { publicPages } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * What each public page asks for before it can paint, on a slow phone network: few stylesheets
 * (each one is a request the first paint waits for), one font file preloaded (the body text's;
 * the bold face swaps in later over its sized fallback), and the scripts,
 * which only make the server-rendered page interactive, after them.
 */
test("every public page waits for at most three stylesheets and one font file and fetches its scripts last", async ({
  request,
  site,
}) => {
  for (const path of publicPages) {
    await test.step(path, async () => {
      const html = await (await request.get(site.url + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const tags = (rel: string) => head.match(new RegExp(`<link rel="${rel}"[^>]*>`, "g")) ?? [];

      expect(tags("stylesheet").length).toBeGreaterThan(0);
      expect(tags("stylesheet").length).toBeLessThanOrEqual(3);
      expect(tags("modulepreload").length).toBeGreaterThan(0);
      for (const tag of tags("modulepreload")) expect(tag).toContain('fetchpriority="low"');
      const fonts = tags("preload").filter((tag) => tag.includes('as="font"'));
      expect(fonts.map((tag) => /inter-latin-(\d+)-normal/.exec(tag)?.[1])).toEqual(["400"]);
    });
  }
});
