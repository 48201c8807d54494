import type { Context, MiddlewareHandler } from "hono";
import { fail } from "../http/answer.ts";
import { carriesBody } from "../http/body-limit.ts";
import type { SiteVariables } from "../http/request-site.ts";
import { authText } from "./auth.messages.ts";
import type { SessionStore, TeamSession } from "./sessions.ts";

/** The team calls know the site (server/http/request-site.ts) and, once checked, the session. */
export type TeamEnv = { Variables: SiteVariables & { session: TeamSession; token: string } };

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}

/** The team API: app.ts checks the login for every call under it before any body is read. */
export const teamApiPrefix = "/api/admin";

/**
 * Every team call goes through here: no token, an unknown, expired or logged-out token all get
 * 401. The check is on the server; the page hiding screens is only convenience. It reads no body:
 * a refused request's body is left unread and its connection closed, so nothing of it is kept.
 */
export function requireTeam(sessions: SessionStore): MiddlewareHandler<TeamEnv> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const token = bearerToken(c);
    const session = token ? await sessions.find(token) : null;
    if (!token || !session) {
      c.header("WWW-Authenticate", 'Bearer realm="team"');
      if (carriesBody(c.req.raw.headers)) c.header("Connection", "close");
      return fail(c, 401, authText(c.get("locale"), "unauthorized"));
    }
    c.set("session", session);
    c.set("token", token);
    await next();
  };
}
