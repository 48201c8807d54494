import type { HubContent } from "../../core/content/store.ts";
import type { PageName } from "../../core/content/pages.ts";
import { locales } from "../../core/locale.ts";
import { languageUrl } from "../../core/site-links.ts";
import { escapeXml } from "../xml.ts";

/** A page of the hub worth finding by search: its path and, for posts, when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** Pages every hub has, and those that exist only where the hub has their content. */
const alwaysPages = ["/start", "/save-the-date", "/contact"];
const contentPages: Record<string, PageName> = {
  "/party": "party",
  "/faq": "faq",
  "/directions": "directions",
  "/recommendations": "recommendations",
  "/hotel": "hotel",
  "/impressum": "impressum",
  "/privacy": "privacy",
};

/** The hub's public pages (without posts): what its navigation and footer link to. */
export function publicPages({ hub, pages }: HubContent): SitemapPage[] {
  const present = Object.entries(contentPages)
    .filter(([, name]) => pages[name])
    .map(([path]) => path);
  return [...alwaysPages, ...(hub.ticketsEnabled ? ["/ticket"] : []), ...present].map((path) => ({
    path,
  }));
}

/**
 * sitemaps.org XML: every page once per language (`?lang=`), each listing all its language
 * versions and the visitor's-choice address as x-default, so search engines pair them up.
 */
export function sitemapXml(base: string, pages: SitemapPage[]): string {
  const alternates = (path: string) =>
    [
      ...locales.map((locale) => [locale, languageUrl(base, path, locale)]),
      ["x-default", languageUrl(base, path)],
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`,
      )
      .join("\n");
  const urls = pages.flatMap(({ path, lastModified }) =>
    locales.map((locale) =>
      [
        "  <url>",
        `    <loc>${escapeXml(languageUrl(base, path, locale))}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : []),
        alternates(path),
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Where crawlers may go: not the team area, the API, the health check, or mails' one-time links. */
export function robotsTxt(sitemapUrl: string): string {
  const disallowed = [
    "/admin",
    "/api/",
    "/healthz",
    "/auth",
    "/_form/",
    "/ticket/confirm-offer",
    "/ticket/confirm-request",
    "/ticket/order/",
    "/newsletter-confirm",
    "/newsletter-cancel",
  ];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
