import { data, Link } from "react-router";
import { heroImageFor, isPostVisible, renderBlocks } from "../../core/posts.ts";
import { previewImage, previewMeta, type PagePreview } from "../preview-meta.ts";
import { siteContext } from "../site-context.ts";
import { PageTitle } from "../components/page-title.tsx";
import { postAccent, PostBadges, PostedOn } from "../components/post-list-item.tsx";
import { RichBlocks } from "../components/rich-text.tsx";
import { useMessages } from "../i18n/messages.ts";
import { RouteErrorBoundary } from "../layout/error-page.tsx";
import type { Route } from "./+types/newsletter-post";
import { newsletterPostMessages } from "./newsletter-post.messages.ts";
import "./newsletter-post.css";

export function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, posts } = site.content[site.hubId];
  const entry = posts.find(({ key }) => key === params.id);
  if (!entry) throw data(null, { status: 404 });
  const { post } = entry;
  const published = isPostVisible(post, hub.timeZone, site.now());
  // A post that is not out yet must not leak by URL: same answer as an unknown one.
  if (!published && !site.dev) throw data(null, { status: 404 });
  const locale = site.locale;
  const hero = heroImageFor(post, locale);
  return {
    key: entry.key,
    title: post.title[locale],
    posted: post.posted,
    important: post.important,
    published,
    hero,
    tldr: post.tldr.map((text) => text[locale]),
    // Link previews: the post's tl;dr and hero image, else the city's preview (app/preview-meta.ts).
    preview: {
      description: post.tldr.map((text) => text[locale]).join(" ") || post.title[locale],
      image: previewImage(site, hero),
      type: "article",
    } satisfies PagePreview,
    blocks: renderBlocks(post, locale),
  };
}

/** Its own tl;dr and image in link previews. */
export const meta: Route.MetaFunction = previewMeta;

export default function NewsletterPost({ loaderData: post }: Route.ComponentProps) {
  const t = useMessages(newsletterPostMessages);
  const classes = ["post", postAccent(post.important)];
  if (!post.published) classes.push("unpublished");
  return (
    <article className={classes.join(" ")} aria-labelledby="post-title" data-post={post.key}>
      <PageTitle>{post.title}</PageTitle>
      <p className="breadcrumb">
        <Link to="/start">
          <span aria-hidden="true">← </span>
          {t("back")}
        </Link>
      </p>
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
          <img src={post.hero} alt="" />
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
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
