import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  authLogoutBodySchema,
  authProfileAnswerSchema,
  authProfileQuerySchema,
  authTokenAnswerSchema,
  authTokenBodySchema,
  authVerifyAnswerSchema,
  type AuthProfileAnswer,
  type AuthTokenAnswer,
  type AuthVerifyAnswer,
} from "../../core/api/auth.ts";
import { loginAttemptTtlMs } from "./login-attempts.ts";
import { authText } from "./auth.messages.ts";
import { requireTeam, type TeamEnv } from "./require-team.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute, withBody } from "../http/api-route.ts";
import { clientLimit, type RateLimits } from "../http/rate-limit.ts";
import { siteLocale } from "../http/request-site.ts";
import type { Config } from "../config.ts";
import type { AuthService } from "./service.ts";

const bindingCookie = "team_login";
const cookiePath = "/api/auth";

/** Per-client limit for one login call: guessing codes or flooding the identity provider. */
function loginRateLimit(limits: RateLimits, area: string, limit = 30) {
  return clientLimit(limits, {
    area,
    limit,
    windowMs: 60_000,
    answer: (c) => fail(c, 429, authText(siteLocale(c), "tooManyAttempts")),
  });
}

/**
 * The team login (spec section 7: auth/token, auth/profile, auth/logout, auth/verify, plus
 * auth/login which starts it). The browser only ever holds our own session token.
 */
export function authRouter({
  config,
  auth,
  rateLimits,
}: {
  config: Config;
  auth: AuthService;
  rateLimits: RateLimits;
}): Hono<TeamEnv> {
  const secure = config.PUBLIC_URL.startsWith("https:");
  const router = new Hono<TeamEnv>();
  router.use("/auth/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  router.use("/auth/login", loginRateLimit(rateLimits, "login"));
  router.use("/auth/token", loginRateLimit(rateLimits, "login-token"));

  // Starts the authorization-code flow: 302 to the identity provider.
  apiRoute(
    router,
    "GET",
    "/auth/login",
    { summary: "Start the team login at the identity provider", redirect: true },
    async (c) => {
      if (!auth.enabled) return fail(c, 503, authText(c.get("locale"), "loginUnavailable"));
      try {
        const { url, binding } = await auth.startLogin(c.req.header("host"));
        setCookie(c, bindingCookie, binding, {
          path: cookiePath,
          httpOnly: true,
          secure,
          sameSite: "Lax",
          maxAge: loginAttemptTtlMs / 1000,
        });
        return c.redirect(url, 302);
      } catch (error) {
        console.warn(`Team login unavailable: ${error instanceof Error ? error.message : error}`);
        // A navigation, not a fetch: show the login page's failure state rather than raw JSON.
        return c.redirect("/auth?error=unavailable", 302);
      }
    },
  );

  apiRoute(
    router,
    "POST",
    "/auth/token",
    {
      summary: "Exchange the login code for a session",
      body: authTokenBodySchema,
      answer: authTokenAnswerSchema,
    },
    async (c, input) => {
      const locale = c.get("locale");
      const body = await input.body();
      if (!body.ok) return body.response;
      const result = await auth.finishLogin(body.data, getCookie(c, bindingCookie));
      deleteCookie(c, bindingCookie, { path: cookiePath, secure });
      if (!result.ok) {
        if (result.reason === "not-team") return fail(c, 403, authText(locale, "loginNotTeam"));
        if (result.reason === "expired") return fail(c, 401, authText(locale, "loginExpired"));
        return fail(c, 401, authText(locale, "loginProvider"));
      }
      return ok<AuthTokenAnswer>(c, authText(locale, "loggedIn"), {
        auth: { access_token: result.token, token_type: "Bearer", expires_at: result.expiresAt },
        info: { resource_owner_id: result.ownerId },
      });
    },
  );

  router.on("GET", ["/auth/verify", "/auth/profile"], requireTeam(auth.sessions));
  apiRoute(
    router,
    "GET",
    "/auth/verify",
    { summary: "Check a session", bearer: true, answer: authVerifyAnswerSchema },
    (c) => {
      const session = c.get("session");
      return ok<AuthVerifyAnswer>(c, authText(c.get("locale"), "sessionValid"), {
        info: { resource_owner_id: session.ownerId },
        expires_at: session.expiresAt,
      });
    },
  );
  apiRoute(
    router,
    "GET",
    "/auth/profile",
    {
      summary: "Team member's name and avatar",
      bearer: true,
      query: authProfileQuerySchema,
      answer: authProfileAnswerSchema,
    },
    (c, input) => {
      const locale = c.get("locale");
      const query = input.query();
      if (!query.ok) return query.response;
      const session = c.get("session");
      // Profiles come from the login; a session shows its own person.
      if (query.data.id !== session.ownerId)
        return fail(c, 404, authText(locale, "profileUnknown"));
      return ok<AuthProfileAnswer>(c, authText(locale, "profile"), {
        name: session.name,
        avatar_url: session.avatarUrl,
      });
    },
  );

  // Ends the session on the server. Answers the same whether or not the token was live.
  apiRoute(
    router,
    "POST",
    "/auth/logout",
    { summary: "End a session", body: authLogoutBodySchema },
    withBody(async (c, body) => {
      await auth.sessions.revoke(body.token);
      return ok(c, authText(c.get("locale"), "loggedOut"));
    }),
  );

  return router;
}
