import { instantFormat } from "../../../core/format.ts";
import { Link } from "react-router";
import { siteContext } from "../../site-context.ts";
import { adminFallback, AdminPage, loadTeamData } from "../admin/public.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { postsApi } from "./posts-api.ts";
import { postsMessages } from "./posts.messages.ts";
import type { Route } from "./+types/posts-list";

/** The hub's time zone and the server's now: when scheduled posts count as published. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone, now: site.now().toISOString() };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [list, server] = await Promise.all([loadTeamData(() => postsApi.list()), serverLoader()]);
  return { posts: list.results, files: list.files, ...server };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(postsMessages, "listTitle");

/**
 * The city's posts: the team's (state, when each appears, who changed it last) and, read-only,
 * those of the content files.
 */
export default function PostsList({ loaderData }: Route.ComponentProps) {
  const t = useMessages(postsMessages);
  const locale = useLocale();
  const { posts, files, timeZone, now } = loaderData;
  const format = instantFormat(locale, timeZone);
  return (
    <AdminPage title={t("listTitle")}>
      <p className="admin-toolbar">
        <Link className="button button-primary" to="/admin/posts/new">
          {t("newPost")}
        </Link>
      </p>
      {posts.length === 0 ? (
        <p>{t("noPosts")}</p>
      ) : (
        <ul className="post-admin-list" data-testid="team-posts">
          {posts.map((post) => {
            const state =
              post.state === "scheduled" && post.postedAt <= now ? "published" : post.state;
            return (
              <li key={post.key} className="card" data-post={post.key}>
                <h2>
                  <Link to={`/admin/posts/${post.key}`}>{post.title[locale] || post.title.de}</Link>
                </h2>
                <dl>
                  <dt>{t("columnState")}</dt>
                  <dd>
                    <span className={`badge badge-${state}`}>{t(`state_${state}`)}</span>
                  </dd>
                  <dt>{t("columnPosted")}</dt>
                  <dd>{format.format(new Date(post.postedAt))}</dd>
                  <dt>{t("columnChanged")}</dt>
                  <dd>
                    {t("changedBy", {
                      at: format.format(new Date(post.updatedAt)),
                      name: post.updatedBy,
                    })}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <h2>{t("filesTitle")}</h2>
      <p className="admin-muted">{t("filesNote")}</p>
      <ul className="post-admin-list" data-testid="file-posts">
        {files.map((post) => {
          const state = post.postedAt <= now ? "published" : "scheduled";
          const title = post.title[locale];
          return (
            <li key={post.key} className="card" data-post={post.key}>
              <h3>
                {/* Read-only: published ones link to their page on the site. */}
                {state === "published" ? (
                  <Link to={`/newsletter/${post.key}`}>{title}</Link>
                ) : (
                  title
                )}
              </h3>
              <dl>
                <dt>{t("columnState")}</dt>
                <dd>
                  <span className={`badge badge-${state}`}>{t(`state_${state}`)}</span>{" "}
                  <span className="badge">{t("fromFiles")}</span>
                </dd>
                <dt>{t("columnPosted")}</dt>
                <dd>{format.format(new Date(post.postedAt))}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
