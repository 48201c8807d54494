import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import { heroImageFor, isPostVisible, postedInstant } from "../../core/posts.ts";

/** A published post as the feed and the sitemap list it, in one language. */
export interface VisiblePost {
  key: string;
  /** Site path of its page. */
  path: string;
  title: string;
  tldr: string[];
  /** Site path of its hero image, if any. */
  hero: string | null;
  posted: Date;
}

/**
 * The hub's posts visitors can read at `now`, newest first: the one list behind the feed and the
 * sitemap, so that posts from any other source only need adding here.
 */
export async function visiblePosts(
  content: ContentStore,
  hubId: HubId,
  locale: Locale,
  now: Date,
): Promise<VisiblePost[]> {
  const { hub, posts } = content[hubId];
  return posts
    .filter(({ post }) => isPostVisible(post, hub.timeZone, now))
    .map(({ key, post }) => ({
      key,
      path: `/newsletter/${key}`,
      title: post.title[locale],
      tldr: post.tldr.map((text) => text[locale]),
      hero: heroImageFor(post, locale),
      posted: postedInstant(post, hub.timeZone),
    }))
    .sort((a, b) => b.posted.getTime() - a.posted.getTime());
}
