import { Link } from "react-router";
import type { WallDateTime } from "../../core/content/common.ts";
import { formatDate } from "../../core/format.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { postMessages } from "./post-list-item.messages.ts";

export interface PostSummary {
  key: string;
  title: string;
  posted: WallDateTime;
  important: boolean;
  tldr: string[];
  /** False only in development, where unpublished posts show faded. */
  published: boolean;
}

/** Spec: important posts in one accent colour, the others in another. */
export function postAccent(important: boolean): string {
  return important ? "accent-pink" : "accent-blue";
}

export function PostedOn({ posted }: { posted: WallDateTime }) {
  const t = useMessages(postMessages);
  const locale = useLocale();
  const date = formatDate(posted, locale);
  const iso = `${posted.year}-${String(posted.month).padStart(2, "0")}-${String(posted.day).padStart(2, "0")}`;
  return (
    <p className="posted-on">
      <time dateTime={iso}>{t("postedOn", { date })}</time>
    </p>
  );
}

export function PostBadges({ important, published }: { important: boolean; published: boolean }) {
  const t = useMessages(postMessages);
  if (!important && published) return null;
  return (
    <p className="post-badges">
      {important && <span className="badge badge-important">{t("important")}</span>}
      {!published && <span className="badge badge-unpublished">{t("unpublished")}</span>}
    </p>
  );
}

/** One post on the home page: title linking to the post, date, tl;dr and a read-more link. */
export function PostListItem({
  post,
  headingLevel = 2,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(postMessages);
  const Heading = `h${headingLevel}` as const;
  const href = `/newsletter/${post.key}`;
  const classes = ["card", "post-item", postAccent(post.important)];
  if (!post.published) classes.push("unpublished");
  return (
    <li className={classes.join(" ")} data-post={post.key}>
      <article aria-labelledby={`post-${post.key}`}>
        <Heading id={`post-${post.key}`} className="post-item-title">
          <Link to={href} prefetch="intent">
            {post.title}
          </Link>
        </Heading>
        <PostedOn posted={post.posted} />
        <PostBadges important={post.important} published={post.published} />
        {post.tldr.map((text, index) => (
          <p key={index} className="post-item-tldr">
            {text}
          </p>
        ))}
        <p className="post-item-more">
          <Link to={href} aria-label={`${t("readMore")}: ${post.title}`}>
            {t("readMore")} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </article>
    </li>
  );
}
