import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import type { Post } from "../../core/content/posts.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { refusedFor, type Result } from "../result.ts";
import { requestedMailTransaction, type TooManyMails } from "../outbox/requested-mail.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import type { OutgoingMail } from "../outbox/outbox.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { newsletterPostMail } from "./mails.ts";
import { isDue, nextRunIn, postsOn } from "../../core/due-posts.ts";

export interface NewsletterDispatchDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  mail: MailQueue;
}

/**
 * A post's newsletter mail in one language, as a subscriber gets it: with their unsubscribe link
 * (also as List-Unsubscribe), or, for the team's test mail (`subscriberId` null), with the
 * unsubscribe page's link that names nobody.
 */
export function postMailOf(
  { config, content }: Pick<NewsletterDispatchDeps, "config" | "content">,
  { hubId, key, post }: { hubId: HubId; key: string; post: Post },
  locale: Locale,
  subscriberId: string | null,
): Omit<OutgoingMail, "to"> {
  const siteUrl = hubSiteUrl(config, hubId);
  const unsubscribeUrl = pageLink(
    siteUrl,
    "/newsletter-cancel",
    subscriberId ? { id: subscriberId } : {},
  );
  return {
    ...(subscriberId ? { listUnsubscribe: unsubscribeUrl } : {}),
    ...newsletterPostMail({
      locale,
      site: content[hubId].hub.signTitle[locale],
      post,
      postUrl: pageLink(siteUrl, `/newsletter/${key}`),
      siteUrl,
      unsubscribeUrl,
    }),
  };
}

/**
 * Mails each post with the "mail" channel, once its posted time has passed, to the subscribers of
 * its city who confirmed before it was posted, in their language. A delivery row and the mail are
 * written together, so every subscriber gets a post once, whatever restarts or concurrent runs.
 */
export function newsletterDispatch({ db, clock, config, content, mail }: NewsletterDispatchDeps) {
  async function sendPost(hubId: HubId, key: string, post: Post, posted: Date): Promise<number> {
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
    const queuedAt = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const recipient of recipients) {
        const locale = isLocale(recipient.locale) ? recipient.locale : "de";
        await trx
          .insertInto("newsletter_deliveries")
          .values({ subscriber_id: recipient.id, post_key: key, queued_at: queuedAt })
          .execute();
        await mail.enqueue(trx, {
          to: recipient.email,
          ...postMailOf({ config, content }, { hubId, key, post }, locale, recipient.id),
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

export interface TestMailDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  mail: MailQueue;
  /** The team's posts (server/posts/store.ts): the post as saved, and where a test is noted. */
  posts: {
    get(
      hubId: HubId,
      key: string,
    ): Promise<{
      key: string;
      hubId: HubId;
      post: Post;
      germanOnly: boolean;
      revision: number;
    } | null>;
    recordTestMail(trx: Transaction<Database>, key: string, revision: number): Promise<void>;
  };
}

/** Marks the test in the subject, so it is never mistaken for the real newsletter. */
const testSubject = (subject: string) => `[Test] ${subject}`;

/**
 * `no-address`: the team member's login gave no address to send to. `too-many-mails`: their
 * inbox has had its hourly mails (RATE_LIMIT_MAILS, as for every mail someone asks for).
 */
export type TestMailResult = Result<
  "not-found" | "no-address",
  { to: string; revision: number; locales: Locale[] },
  TooManyMails
>;

/**
 * Sends a team post's newsletter mail, exactly as subscribers get it, to the team member who asks
 * (the address of their login, nobody else): one mail per language the post has, "[Test]" in the
 * subject. The revision it was sent for is noted in the same transaction.
 */
export async function sendTestMail(
  deps: TestMailDeps,
  { hubId, key, to }: { hubId: HubId; key: string; to: string | null },
): Promise<TestMailResult> {
  const { db, clock, config, content, mail, posts } = deps;
  const current = await posts.get(hubId, key);
  if (!current) return refusedFor("not-found");
  if (!to) return refusedFor("no-address");
  const locales: Locale[] = current.germanOnly ? ["de"] : ["de", "en"];
  const sent = await requestedMailTransaction(
    { db, outbox: mail, clock, config },
    async (trx, requestMail) => {
      for (const locale of locales) {
        const postMail = postMailOf({ config, content }, current, locale, null);
        await requestMail({ ...postMail, to, subject: testSubject(postMail.subject) });
      }
      await posts.recordTestMail(trx, key, current.revision);
      return { ok: true as const, to, revision: current.revision, locales };
    },
  );
  if (sent.ok) mail.nudge();
  return sent;
}
