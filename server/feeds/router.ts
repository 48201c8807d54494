import { Hono, type Context } from "hono";
import { calendarQuerySchema } from "../../core/api/feeds.ts";
import { calendarPath, feedPath, robotsPath, sitemapPath } from "../../core/site-links.ts";
import { visiblePosts } from "../content/visible-posts.ts";
import { apiRoute } from "../http/api-route.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { siteUrlFor } from "../hubs.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { atomFeed } from "./atom.ts";
import { calendarFile } from "./calendar.ts";
import { publicPages, robotsTxt, sitemapXml } from "./sitemap.ts";

/**
 * Shared caches may keep these a few minutes: they hold nothing personal, and a post or date
 * shows up at most that late. Without `?lang=` the language comes from the visitor's cookie or
 * browser, so caches must keep one copy per language header.
 */
function cacheFor(c: Context<SiteEnv>, byLanguage: boolean) {
  c.header("Cache-Control", "public, max-age=300");
  if (byLanguage && !c.get("localeFromUrl")) c.header("Vary", "Cookie, Accept-Language");
}

/** The hub's feed, sitemap, robots rules and calendar, at the site's root, for the request's city. */
export function feedsRouter({
  config,
  clock,
  content,
}: {
  config: Config;
  clock: Clock;
  content: ContentStore;
}) {
  const base = (c: Context<SiteEnv>) => siteUrlFor(config, c.req.header("host"));
  const router = new Hono<SiteEnv>()
    .get(feedPath, async (c) => {
      const locale = c.get("locale");
      const now = clock.now();
      const posts = await visiblePosts(content, c.get("hub"), locale, now);
      const hub = content[c.get("hub")].hub;
      cacheFor(c, true);
      c.header("Content-Type", "application/atom+xml; charset=utf-8");
      return c.body(atomFeed({ hub, locale, base: base(c), posts, now }));
    })
    .get(sitemapPath, async (c) => {
      const hubContent = content[c.get("hub")];
      // Post addresses are the same in both languages; their list is too.
      const posts = await visiblePosts(content, c.get("hub"), "de", clock.now());
      const pages = [
        ...publicPages(hubContent),
        ...posts.map((post) => ({ path: post.path, lastModified: post.posted })),
      ];
      cacheFor(c, false);
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(sitemapXml(base(c), pages));
    })
    .get(robotsPath, (c) => {
      cacheFor(c, false);
      return c.text(robotsTxt(new URL(sitemapPath, base(c)).href));
    });
  const calendar = {
    summary: "The city's calendar file, or one event's",
    query: calendarQuerySchema,
  };
  apiRoute(router, "GET", calendarPath, calendar, async (c, input, next) => {
    const query = input.query();
    // A malformed or unknown event: the site's own 404 page, in the visitor's language.
    const notHere = async () => {
      await next();
      return c.res;
    };
    if (!query.ok) return notHere();
    const { event } = query.data;
    const hubId = c.get("hub");
    const file = calendarFile({
      content: content[hubId],
      locale: c.get("locale"),
      base: base(c),
      now: clock.now(),
      eventId: event,
    });
    if (file === null) return notHere();
    cacheFor(c, true);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    const name = event ?? hubId;
    c.header("Content-Disposition", `attachment; filename="pamperplay-${name}.ics"`);
    return c.body(file);
  });
  return router;
}
