import { data, Link } from "react-router";
import { isPostVisible, postView } from "../../core/posts.ts";
import { siteContext } from "../site-context.ts";
import { PageTitle } from "../components/page-title.tsx";
import { PostArticle } from "../components/post-article.tsx";
import { postArticleMessages } from "../components/post-article.messages.ts";
import { useMessages } from "../i18n/messages.ts";
import { RouteErrorBoundary } from "../layout/error-page.tsx";
import type { Route } from "./+types/newsletter-post";

export function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, posts } = site.content[site.hubId];
  const entry = posts.find(({ key }) => key === params.id);
  if (!entry) throw data(null, { status: 404 });
  const published = isPostVisible(entry.post, hub.timeZone, site.now());
  // A post that is not out yet must not leak by URL: same answer as an unknown one.
  if (!published && !site.dev) throw data(null, { status: 404 });
  const view = postView(entry, site.locale, published);
  return {
    ...view,
    // Link previews (messengers) need absolute image addresses: on our configured site.
    heroAbsolute: view.hero ? new URL(view.hero, site.siteUrl).href : null,
  };
}

export default function NewsletterPost({ loaderData: post }: Route.ComponentProps) {
  const t = useMessages(postArticleMessages);
  return (
    <PostArticle post={post}>
      <PageTitle>{post.title}</PageTitle>
      {post.tldr[0] && <meta name="description" content={post.tldr.join(" ")} />}
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      {post.tldr[0] && <meta property="og:description" content={post.tldr.join(" ")} />}
      {post.heroAbsolute && <meta property="og:image" content={post.heroAbsolute} />}
      <p className="breadcrumb">
        <Link to="/start">
          <span aria-hidden="true">← </span>
          {t("back")}
        </Link>
      </p>
    </PostArticle>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
