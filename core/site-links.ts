/** Addresses of the site's machine-readable files, shared by the pages that link them and the server. */

import { langParam, type Locale } from "./locale.ts";

export const feedPath = "/feed.atom";

/** Size of the raster link preview most messengers want (they skip SVG images). */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** The city's raster link preview, rendered from its flyer by `npm run raster-images`. */
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

/**
 * The calendar event of the hub's ticket sale start (the "remind me" beside the countdown); not an
 * agenda id, which name dated events (content/hubs/<city>/events.json).
 */
export const saleStartEventId = "ticket-sale";

/** The ticket page's sections that buttons elsewhere lead to. */
export const ticketAnchors = { packages: "ticket-packages", exchangeRequest: "ticket-request" };

/** Where the ticket buttons lead: the ticket page's packages, and its exchange request form. */
export const ticketPageLinks = {
  packages: `/ticket#${ticketAnchors.packages}`,
  exchangeRequest: `/ticket#${ticketAnchors.exchangeRequest}`,
  newsletter: "/contact#newsletter",
} as const;

/** A sold-out package's wait list (docs/decisions/0046-wait-list.md). */
export const waitListPath = (packageId: string) =>
  `/ticket/wait-list?package=${encodeURIComponent(packageId)}`;

/** The hub's calendar file, or one event of it; in the given language. */
export function calendarHref(eventId?: string, locale?: Locale): string {
  const query = new URLSearchParams();
  if (eventId) query.set("event", eventId);
  if (locale) query.set(langParam, locale);
  return query.size > 0 ? `${calendarPath}?${query}` : calendarPath;
}
