import { instantFormat } from "../../../core/format.ts";
import { useId } from "react";
import { Link } from "react-router";
import type { NewsletterPostsAnswer } from "../../../core/api/admin.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "../admin/admin.messages.ts";
import { AdminTable, TeamRow } from "../admin/admin-table.tsx";

/** The posts the newsletter mails: when each goes or went out, and how many mails it made. */
export function NewsletterPosts({
  posts,
  timeZone,
}: {
  posts: NewsletterPostsAnswer["results"];
  timeZone: string;
}) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const titleId = useId();
  const moment = instantFormat(locale, timeZone);
  return (
    <AdminTable
      id={titleId}
      heading={t("postsTitle")}
      intro={t("postsIntro")}
      empty={posts.length === 0 ? t("noMailPosts") : undefined}
      testId="newsletter-posts"
      columns={[t("columnPost"), t("columnPublished"), t("columnSent")]}
    >
      {posts.map((post) => (
        <TeamRow
          key={post.key}
          cells={[
            post.scheduled ? (
              post.title[locale]
            ) : (
              <Link key="post" to={`/newsletter/${post.key}`}>
                {post.title[locale]}
              </Link>
            ),
            <time key="posted" dateTime={post.postedAt}>
              {moment.format(new Date(post.postedAt))}
            </time>,
            post.scheduled ? t("postScheduled") : t("postMails", { count: post.mails }),
          ]}
        />
      ))}
    </AdminTable>
  );
}
