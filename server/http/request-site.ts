import type { Context, MiddlewareHandler } from "hono";
import { langOf, localeCookie, negotiateLocale, type Locale } from "../../core/locale.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Config } from "../config.ts";
import { hubForHost } from "../hubs.ts";

/** What every handler knows about the request's site: the city (by host name) and the language. */
export type SiteVariables = { hub: HubId; locale: Locale };
export type SiteEnv = { Variables: SiteVariables };

/**
 * Decides the city and the language once per request, before any other middleware, so body
 * limits, rate limits, routers, pages and the error handler all answer for the same site:
 * the hub from the Host header (HUB_HOSTS, else DEFAULT_HUB); the language from the `lang`
 * query parameter (which also stores it in the LOCALE cookie), else the LOCALE cookie, else
 * Accept-Language, else German.
 */
export function requestSite(
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB">,
): MiddlewareHandler<SiteEnv> {
  return async (c, next) => {
    c.set("hub", hubForHost(config, c.req.header("host")));
    const chosen = langOf(new URL(c.req.url));
    c.set(
      "locale",
      chosen ?? negotiateLocale(c.req.header("cookie"), c.req.header("accept-language")),
    );
    await next();
    if (chosen) c.header("Set-Cookie", localeCookie(chosen), { append: true });
  };
}

/**
 * The language for answers from code that is typed for any context (body limits, rate limits,
 * the error handler). requestSite runs first, so it is always set there.
 */
export function siteLocale(c: Context): Locale {
  return (c as Context<SiteEnv>).get("locale");
}
