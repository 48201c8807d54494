import { Hono } from "hono";
import type { TeamEnv } from "../auth/require-team.ts";
import { imageRoutes } from "./image-routes.ts";
import { postRoutes, testMailRoute } from "./post-routes.ts";
import type { PostsTeamDeps } from "./team-context.ts";

/**
 * The team's posts (admin/posts…) and their images (admin/images). Like every team call they
 * need a live team session, checked before any body is read (server/app.ts: 401 otherwise); the
 * bearer token is sent by script only, never by the browser on its own, so another site cannot
 * make these calls for a team member (no CSRF). Everything is per city site, chosen by host name.
 */
export function postsTeamRouter(deps: PostsTeamDeps): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();
  postRoutes(router, deps);
  testMailRoute(router, deps);
  imageRoutes(router, deps);
  return router;
}
