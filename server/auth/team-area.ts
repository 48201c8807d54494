import { Hono } from "hono";
import { requireTeam, type TeamEnv } from "./require-team.ts";
import type { SessionStore } from "./sessions.ts";

/**
 * The team area's calls (spec section 7, admin/…): each domain's team router, behind one login
 * check. Every call needs a live team session (401 otherwise); lists and changes are per city
 * site, chosen by host name.
 */
export function teamArea(sessions: SessionStore, routers: Hono<TeamEnv>[]): Hono<TeamEnv> {
  const area = new Hono<TeamEnv>();
  area.use("/admin/*", requireTeam(sessions));
  for (const router of routers) area.route("/", router);
  return area;
}
