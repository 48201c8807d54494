import { Link } from "react-router";
import { siteContext } from "../../core/site-context.ts";
import { isPostVisible } from "../../core/posts.ts";
import type { Route } from "./+types/start";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, posts } = site.content[site.hubId];
  const now = site.now();
  return {
    posts: posts
      .filter(({ post }) => site.dev || isPostVisible(post, hub.timeZone, now))
      .map(({ key, post }) => ({ key, title: post.title, important: post.important })),
  };
}

export default function Start({ loaderData }: Route.ComponentProps) {
  return (
    <ul>
      {loaderData.posts.map((p) => (
        <li key={p.key}>
          <Link to={`/newsletter/${p.key}`}>{p.title.de}</Link>
        </li>
      ))}
    </ul>
  );
}
