import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { postedInstant } from "../../core/posts.ts";
import type { NewsletterPostsAnswer } from "../../core/api/admin.ts";
import type { Db } from "../db/schema.ts";

/** The city's posts with the mail channel, newest first, with the mails sent for each. */
export async function newsletterPosts(
  db: Db,
  content: ContentStore,
  hubId: HubId,
  now: Date,
): Promise<NewsletterPostsAnswer["results"]> {
  const { hub, posts } = content[hubId];
  const counts = await db
    .selectFrom("newsletter_deliveries")
    .innerJoin("subscribers", "subscribers.id", "newsletter_deliveries.subscriber_id")
    .select(["newsletter_deliveries.post_key", (eb) => eb.fn.countAll<string>().as("mails")])
    .where("subscribers.hub_id", "=", hubId)
    .groupBy("newsletter_deliveries.post_key")
    .execute();
  const mailsOf = new Map(counts.map((row) => [row.post_key, Number(row.mails)]));
  return posts
    .filter(({ post }) => post.channels.includes("mail"))
    .map(({ key, post }) => {
      const posted = postedInstant(post, hub.timeZone);
      return {
        key,
        title: post.title,
        postedAt: posted.toISOString(),
        scheduled: posted.getTime() > now.getTime(),
        mails: mailsOf.get(key) ?? 0,
      };
    });
}
