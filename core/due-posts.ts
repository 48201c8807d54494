import { hubIds, type HubId } from "./content/common.ts";
import type { Post } from "./content/posts.ts";
import type { ContentStore } from "./content/store.ts";
import { postedInstant } from "./posts.ts";

/**
 * A post older than this when a job first sees it does not go out any more (e.g. after a long
 * outage, or on the first start with a season of old posts): news that late is no news.
 */
export const postMaxAgeMs = 3 * 24 * 3_600_000;

/** The jobs look at least this often, and otherwise wake up when the next post is due. */
export const dispatchPollMs = 60_000;

export type PostChannel = Post["channels"][number];

export interface ChannelPost {
  hubId: HubId;
  key: string;
  post: Post;
  germanOnly: boolean;
  posted: Date;
}

/** Every listed post (files' and team's) that goes out on one of `channels`, with its instant. */
export function postsOn(content: ContentStore, channels: readonly PostChannel[]): ChannelPost[] {
  return hubIds.flatMap((hubId) => {
    const { hub, posts } = content[hubId];
    return posts
      .filter(({ post }) => post.channels.some((channel) => channels.includes(channel)))
      .map(({ key, post, germanOnly }) => ({
        hubId,
        key,
        post,
        germanOnly: germanOnly === true,
        posted: postedInstant(post, hub.timeZone),
      }));
  });
}

/** Posted, and not longer ago than postMaxAgeMs. */
export function isDue(post: ChannelPost, now: Date): boolean {
  const age = now.getTime() - post.posted.getTime();
  return age >= 0 && age <= postMaxAgeMs;
}

/** Milliseconds until a job should look again: the next post's time, at most a poll. */
export function nextRunIn(posts: readonly ChannelPost[], now: Date): number {
  const upcoming = posts
    .map(({ posted }) => posted.getTime() - now.getTime())
    .filter((wait) => wait > 0);
  return Math.max(1_000, Math.min(dispatchPollMs, ...upcoming));
}
