import { useId } from "react";
import { Link } from "react-router";
import type { NewsletterPostsAnswer } from "../../../core/api/admin.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";
import { teamTimeFormat } from "./team-time.ts";

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
  const moment = teamTimeFormat(locale, timeZone);
  return (
    <section aria-labelledby={titleId} className="admin-section">
      <h2 id={titleId}>{t("postsTitle")}</h2>
      <p>{t("postsIntro")}</p>
      {posts.length === 0 ? (
        <p>{t("noMailPosts")}</p>
      ) : (
        <table className="admin-table" data-testid="newsletter-posts">
          <thead>
            <tr>
              <th scope="col">{t("columnPost")}</th>
              <th scope="col">{t("columnPublished")}</th>
              <th scope="col">{t("columnSent")}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.key}>
                <td>
                  {post.scheduled ? (
                    post.title[locale]
                  ) : (
                    <Link to={`/newsletter/${post.key}`}>{post.title[locale]}</Link>
                  )}
                </td>
                <td>
                  <time dateTime={post.postedAt}>{moment.format(new Date(post.postedAt))}</time>
                </td>
                <td>
                  {post.scheduled ? t("postScheduled") : t("postMails", { count: post.mails })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
