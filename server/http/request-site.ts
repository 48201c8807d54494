import type { Context, MiddlewareHandler } from "hono";
import {
  langOf,
  localeCookie,
  localeCookieName,
  negotiateLocale,
  readCookie,
  type Locale,
} from "../../core/locale.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Config } from "../config.ts";
import { hubForHost } from "../hubs.ts";

/** What every handler knows about the request's site: the city (by host name) and the language. */
export type SiteVariables = { hub: HubId; locale: Locale; localeFromUrl: boolean };
export type SiteEnv = { Variables: SiteVariables };

/**
 * Decides the city and the language once per request, before any other middleware, so body
 * limits, rate limits, routers, pages and the error handler all answer for the same site:
 * the hub from the Host header (HUB_HOSTS, else DEFAULT_HUB); the language from `?lang=de|en`,
 * else the LOCALE cookie, else Accept-Language, else German.
 *
 * An address's `?lang=` is stored in the LOCALE cookie, so the visitor stays in that language on
 * the next page and on the other city sites, except on answers a shared cache may keep (feeds,
 * calendars): a stored Set-Cookie would be handed to everybody.
 */
export function requestSite(
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB">,
): MiddlewareHandler<SiteEnv> {
  return async (c, next) => {
    const cookies = c.req.header("cookie");
    const chosen = langOf(new URL(c.req.url));
    c.set("hub", hubForHost(config, c.req.header("host")));
    c.set("localeFromUrl", chosen !== undefined);
    c.set("locale", chosen ?? negotiateLocale(cookies, c.req.header("accept-language")));
    await next();
    // Most requests choose no language: their answer's headers are not read at all.
    if (!chosen || readCookie(cookies, localeCookieName) === chosen) return;
    if (!/\bpublic\b/.test(c.res.headers.get("cache-control") ?? "")) {
      c.res.headers.append("Set-Cookie", localeCookie(chosen));
    }
  };
}

/**
 * The language for answers from code that is typed for any context (body limits, rate limits,
 * the error handler). requestSite runs first, so it is always set there.
 */
export function siteLocale(c: Context): Locale {
  return (c as Context<SiteEnv>).get("locale");
}
