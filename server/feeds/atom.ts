import { Feed } from "feed";
import type { Hub } from "../../core/content/hub.ts";
import type { Locale } from "../../core/locale.ts";
import { feedId } from "../../core/site-ids.ts";
import { feedPath, languageUrl } from "../../core/site-links.ts";
import { withoutRefusedChars } from "../../core/text-rules.ts";
import { escapeHtml } from "../xml.ts";
import type { VisiblePost } from "../content/visible-posts.ts";
import { feedText } from "./feeds.messages.ts";

export interface AtomInput {
  hub: Hub;
  locale: Locale;
  /** Absolute base of the hub's site. */
  base: string;
  posts: VisiblePost[];
  /** The feed's `updated` while no post is out yet. */
  now: Date;
}

/**
 * A post's plain text as the HTML the feed library declares for titles and summaries
 * (`type="html"`): markup in the text reaches feed readers as text, and no character that XML
 * refuses gets in (the schema refuses them; content files are written by hand).
 */
const asHtml = (text: string) => escapeHtml(withoutRefusedChars(text));

/** The hub's news as an Atom 1.0 feed in one language: one entry per post, its tl;dr as summary. */
export function atomFeed({ hub, locale, base, posts, now }: AtomInput): string {
  const site = hub.signTitle[locale];
  const feed = new Feed({
    id: feedId(hub.id, locale),
    title: feedText(locale, "feedTitle", { site }),
    description: feedText(locale, "feedSubtitle", { city: hub.city[locale] }),
    link: languageUrl(base, "/start", locale),
    language: locale,
    updated: posts[0]?.posted ?? now,
    generator: false,
    feedLinks: { atom: languageUrl(base, feedPath, locale) },
    favicon: new URL("/favicon.svg", base).href,
    author: { name: site, link: languageUrl(base, "/start", locale) },
  });
  for (const post of posts) {
    feed.addItem({
      id: feedId(hub.id, locale, post.key),
      title: asHtml(post.title),
      link: languageUrl(base, post.path, locale),
      date: post.posted,
      published: post.posted,
      description: asHtml(post.tldr.join(" ")) || undefined,
    });
  }
  return feed.atom1();
}
