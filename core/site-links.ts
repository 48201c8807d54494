/** Addresses of the site's machine-readable files, shared by the pages that link them and the server. */

import { langParam, type Locale } from "./locale.ts";

export const feedPath = "/feed.atom";

/** Size of the raster link preview most messengers want (they skip SVG images). */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** The city's raster link preview, rendered from its flyer by `npm run preview-images`. */
export function previewImagePath(hubId: string): string {
  return `/previews/${hubId}.png`;
}
export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";
export const calendarPath = "/calendar.ics";

/**
 * A page in one language: the `lang` parameter renders it in that language (and stores the
 * choice); without a language, the visitor's own (x-default).
 */
export function languageUrl(base: string, path: string, locale?: Locale): string {
  const url = new URL(path, `${base}/`);
  if (locale) url.searchParams.set(langParam, locale);
  return url.href;
}

/** The hub's calendar file, or one event of it; in the given language. */
export function calendarHref(eventId?: string, locale?: Locale): string {
  const query = new URLSearchParams();
  if (eventId) query.set("event", eventId);
  if (locale) query.set(langParam, locale);
  return query.size > 0 ? `${calendarPath}?${query}` : calendarPath;
}
