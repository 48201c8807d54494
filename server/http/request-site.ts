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
    const site = siteOf(config, {
      host: c.req.header("host"),
      cookies,
      acceptLanguage: c.req.header("accept-language"),
      query: new URL(c.req.url).searchParams,
    });
    c.set("hub", site.hub);
    c.set("localeFromUrl", site.localeFromUrl);
    c.set("locale", site.locale);
    await next();
    // Most requests choose no language: their answer's headers are not read at all.
    if (!site.localeFromUrl) return;
    const cookie = languageCookie(site.locale, cookies, c.res.headers.get("cache-control"));
    if (cookie) c.res.headers.append("Set-Cookie", cookie);
  };
}

/** The request's headers and query that decide its site. */
export interface SiteRequest {
  host: string | undefined;
  cookies: string | undefined;
  acceptLanguage: string | undefined;
  query: URLSearchParams;
}

/** requestSite's decision, for answers given outside the app too (http/fast-lane.ts). */
export function siteOf(
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB">,
  request: SiteRequest,
): SiteVariables {
  const chosen = langOf(request.query);
  return {
    hub: hubForHost(config, request.host),
    localeFromUrl: chosen !== undefined,
    locale: chosen ?? negotiateLocale(request.cookies, request.acceptLanguage),
  };
}

/**
 * The Set-Cookie that stores a language chosen in the address, unless the visitor's cookie says
 * so already or the answer may be kept by a shared cache (`Cache-Control: public`).
 */
export function languageCookie(
  chosen: Locale,
  cookies: string | undefined,
  cacheControl: string | null | undefined,
): string | undefined {
  if (readCookie(cookies, localeCookieName) === chosen) return undefined;
  return /\bpublic\b/.test(cacheControl ?? "") ? undefined : localeCookie(chosen);
}

/**
 * The language for answers from code that is typed for any context (body limits, rate limits,
 * the error handler). requestSite runs first, so it is always set there.
 */
export function siteLocale(c: Context): Locale {
  return (c as Context<SiteEnv>).get("locale");
}
