import type { HubId } from "../../core/content/common.ts";
import type { Post } from "../../core/content/posts.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { isLocale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { newsletterPostMail } from "./mails.ts";
import { isDue, nextRunIn, postsOn } from "../posts/due-posts.ts";

export interface NewsletterDispatchDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  mail: MailQueue;
}

/**
 * Mails each post with the "mail" channel, once its posted time has passed, to the subscribers of
 * its city who confirmed before it was posted, in their language. A delivery row and the mail are
 * written together, so every subscriber gets a post once, whatever restarts or concurrent runs.
 */
export function newsletterDispatch({ db, clock, config, content, mail }: NewsletterDispatchDeps) {
  async function sendPost(hubId: HubId, key: string, post: Post, posted: Date): Promise<number> {
    const { hub } = content[hubId];
    const recipients = await db
      .selectFrom("subscribers")
      .select(["id", "email", "locale"])
      .where("hub_id", "=", hubId)
      .where("confirmed_at", "is not", null)
      .where("confirmed_at", "<=", posted.toISOString())
      .where("unsubscribed_at", "is", null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("newsletter_deliveries")
              .select("post_key")
              .whereRef("newsletter_deliveries.subscriber_id", "=", "subscribers.id")
              .where("newsletter_deliveries.post_key", "=", key),
          ),
        ),
      )
      .execute();
    if (recipients.length === 0) return 0;
    const siteUrl = hubSiteUrl(config, hubId);
    const queuedAt = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const recipient of recipients) {
        const locale = isLocale(recipient.locale) ? recipient.locale : "de";
        await trx
          .insertInto("newsletter_deliveries")
          .values({ subscriber_id: recipient.id, post_key: key, queued_at: queuedAt })
          .execute();
        const unsubscribeUrl = pageLink(siteUrl, "/newsletter-cancel", { id: recipient.id });
        await mail.enqueue(trx, {
          to: recipient.email,
          listUnsubscribe: unsubscribeUrl,
          ...newsletterPostMail({
            locale,
            site: hub.signTitle[locale],
            post,
            postUrl: pageLink(siteUrl, `/newsletter/${key}`),
            siteUrl,
            unsubscribeUrl,
          }),
        });
      }
    });
    return recipients.length;
  }

  return {
    /** Milliseconds until the job should look again: the next post's time, at most a poll. */
    nextRunIn: () => nextRunIn(postsOn(content, ["mail"]), clock.now()),

    /** Queues every due post for every subscriber who has not had it yet; answers how many mails. */
    async sendDue(): Promise<number> {
      const now = clock.now();
      let queued = 0;
      for (const due of postsOn(content, ["mail"])) {
        if (!isDue(due, now)) continue;
        queued += await sendPost(due.hubId, due.key, due.post, due.posted);
      }
      if (queued > 0) mail.nudge();
      return queued;
    },
  };
}
