import type { HubId } from "./common.ts";
import type { EventsFile } from "./events.ts";
import type { Hub } from "./hub.ts";
import type { PackagesFile } from "./packages.ts";
import type { Pages } from "./pages.ts";
import type { Post } from "./posts.ts";

/** Everything the site knows about one city, validated at start-up. */
export interface HubContent {
  hub: Hub;
  events: EventsFile;
  packages: PackagesFile;
  /** Newest first: the files under content/ and the team's scheduled posts, together. */
  posts: PostEntry[];
  /** A hub may lack some pages: their navigation entries are then left out. */
  pages: Partial<Pages>;
}

export type ContentStore = Record<HubId, HubContent>;

export interface PostEntry {
  key: string;
  post: Post;
  /** Written in the team area (server/posts/); the files' posts lack it. */
  team?: true;
  /** Team posts without English (the English fields repeat the German). */
  germanOnly?: boolean;
}

/**
 * The city whose packages sell through a shop (a packages' ticketShopId), whichever host asks:
 * its sale rules answer for that shop. None: no city offers a ticket there.
 */
export function sellingHub(content: ContentStore, ticketShopId: number): HubId | undefined {
  // Asked on every click at the sale start: no list of the cities' entries is built for it.
  for (const hubId in content) {
    const id = hubId as HubId;
    if (content[id].packages.packages.some((pkg) => pkg.ticketShopId === ticketShopId)) return id;
  }
  return undefined;
}
