import type { PostView } from "../../core/posts.ts";
import { mediaSrcSet, postImageSizes } from "../../core/media.ts";
import { postAccent, PostBadges, PostedOn } from "./post-list-item.tsx";
import { RichBlocks } from "./rich-text.tsx";
import { TranslationMissing } from "./translation-missing.tsx";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { postArticleMessages } from "./post-article.messages.ts";

/**
 * One post as its page shows it: the post page and the team's preview render this same
 * component, so what the team sees before scheduling is what visitors get.
 */
export function PostArticle({ post, children }: { post: PostView; children?: React.ReactNode }) {
  const t = useMessages(postArticleMessages);
  const locale = useLocale();
  const classes = ["post", postAccent(post.important)];
  if (!post.published) classes.push("unpublished");
  const germanOnly = post.germanOnly && locale === "en";
  return (
    <article className={classes.join(" ")} aria-labelledby="post-title" data-post={post.key}>
      {children}
      {germanOnly && <TranslationMissing />}
      <div lang={germanOnly ? "de" : undefined}>
        <header className="post-header">
          <h1 id="post-title">{post.title}</h1>
          <PostedOn posted={post.posted} />
          <PostBadges important={post.important} published={post.published} />
        </header>
        {post.hero && (
          <a
            className="post-hero"
            href={post.hero}
            target="_blank"
            rel="noopener"
            aria-label={t("heroLink")}
            data-testid="hero-link"
          >
            <img
              src={post.hero}
              srcSet={mediaSrcSet(post.hero)}
              sizes={postImageSizes}
              alt=""
              width={post.heroSize?.width}
              height={post.heroSize?.height}
            />
          </a>
        )}
        {post.tldr.length > 0 && (
          <div className="tldr">
            <p className="tldr-label">{t("tldr")}</p>
            {post.tldr.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        )}
        <RichBlocks blocks={post.blocks} />
      </div>
    </article>
  );
}
