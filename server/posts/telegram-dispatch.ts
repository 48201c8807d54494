import { heroImageFor } from "../../core/posts.ts";
import { mediaId } from "../../core/media.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import type { MailQueue } from "../outbox/worker.ts";
import type { Outbox } from "../outbox/outbox.ts";
import { isDue, nextRunIn, postsOn, type ChannelPost } from "../../core/due-posts.ts";
import type { TelegramBody } from "../outbox/telegram-transport.ts";

/** The content channels that mean the association's Telegram channel. */
const telegramChannels = ["telegram_general", "telegram_info"] as const;

/**
 * The channel post: title and tl;dr in German, then in English (unless the post has none), then
 * the link to the post. A photo only when the post's image is one of ours re-encoded as JPEG
 * (the Bot API takes no SVG), fetched by Telegram from the public site.
 */
export function telegramBody(due: ChannelPost, siteUrl: string): TelegramBody {
  const { post } = due;
  const languages = due.germanOnly ? (["de"] as const) : (["de", "en"] as const);
  const parts = languages.map((locale) =>
    [post.title[locale], ...post.tldr.map((text) => text[locale])].join("\n"),
  );
  parts.push(pageLink(siteUrl, `/newsletter/${due.key}`));
  const hero = heroImageFor(post, "de");
  return {
    text: parts.join("\n\n"),
    ...(hero && mediaId(hero) ? { photoUrl: new URL(hero, siteUrl).href } : {}),
  };
}

/**
 * Queues each due post with a Telegram channel once for the association's channel, in the
 * outbox (which sends and retries it): a delivery row and the message are written together.
 */
export function telegramDispatch({
  db,
  clock,
  config,
  content,
  chatId,
  outbox,
  mail,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  chatId: string;
  outbox: Pick<Outbox, "enqueueMessage">;
  mail: Pick<MailQueue, "nudge">;
}) {
  const posts = () => postsOn(content, telegramChannels);
  return {
    nextRunIn: () => nextRunIn(posts(), clock.now()),

    /** Answers how many posts were queued for the channel. */
    async sendDue(): Promise<number> {
      const now = clock.now();
      let queued = 0;
      for (const due of posts()) {
        if (!isDue(due, now)) continue;
        const sent = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("channel_deliveries")
            .values({ post_key: due.key, channel: "telegram", queued_at: now.toISOString() })
            .onConflict((oc) => oc.columns(["post_key", "channel"]).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
          await outbox.enqueueMessage(trx, {
            channel: "telegram",
            to: chatId,
            subject: due.post.title.de,
            body: { ...telegramBody(due, hubSiteUrl(config, due.hubId)) },
          });
          return true;
        });
        if (sent) queued += 1;
      }
      if (queued > 0) mail.nudge();
      return queued;
    },
  };
}

export type TelegramDispatch = ReturnType<typeof telegramDispatch>;
