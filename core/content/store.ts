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
  /** Newest first. */
  posts: { key: string; post: Post }[];
  /** A hub may lack some pages: their navigation entries are then left out. */
  pages: Partial<Pages>;
}

export type ContentStore = Record<HubId, HubContent>;
