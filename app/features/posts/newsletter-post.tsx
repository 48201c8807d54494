import { data, Link } from "react-router";
import { isPostVisible, postView } from "../../../core/posts.ts";
import { previewImage, previewMeta, type PagePreview } from "../../preview-meta.ts";
import { siteContext } from "../../site-context.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { PostArticle } from "../../components/post-article.tsx";
import { postArticleMessages } from "../../components/post-article.messages.ts";
import { useMessages } from "../../i18n/messages.ts";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import type { Route } from "./+types/newsletter-post";

export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, posts } = site.content[site.hubId];
  const entry = posts.find(({ key }) => key === params.id);
  if (!entry) throw data(null, { status: 404 });
  const published = isPostVisible(entry.post, hub.timeZone, site.now());
  // A post that is not out yet must not leak by URL: same answer as an unknown one.
  if (!published && !site.dev) throw data(null, { status: 404 });
  const view = postView(entry, site.locale, published, site.imageSize);
  return {
    ...view,
    // Link previews: the post's tl;dr and hero image, else the city's preview (app/preview-meta.ts).
    preview: {
      description: view.tldr.join(" ") || view.title,
      image: previewImage(site, view.hero),
      type: "article",
    } satisfies PagePreview,
  };
}

/** Its own tl;dr and image in link previews. */
export const meta: Route.MetaFunction = previewMeta;

export default function NewsletterPost({ loaderData: post }: Route.ComponentProps) {
  const t = useMessages(postArticleMessages);
  return (
    <PostArticle post={post}>
      <PageTitle>{post.title}</PageTitle>
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
