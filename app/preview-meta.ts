import type { MetaDescriptor } from "react-router";
import { locales, type Locale } from "../core/locale.ts";
import type { SiteContext } from "../core/site-context.ts";
import { feedPath, languageUrl, previewImagePath } from "../core/site-links.ts";
import { translate } from "./i18n/messages.ts";
import { previewMessages } from "./preview-meta.messages.ts";

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
}

/** What a shared link shows beyond the page's title (which PageTitle announces). */
export interface PagePreview {
  description: string;
  image: PreviewImage | null;
  type: "website" | "article";
}

/** An image of ours for link previews: absolute on our configured site, with its pixel size. */
function previewImageAt(site: SiteContext, path: string): PreviewImage {
  return { url: new URL(path, site.siteUrl).href, ...site.imageSize(path) };
}

/**
 * The image of a page's link preview: its own (a post's hero), unless that is an SVG, which
 * most messengers do not show; then the city's raster preview (flyer and logo, 1200×630).
 */
export function previewImage(site: SiteContext, own: string | null = null): PreviewImage {
  return previewImageAt(site, own && !own.endsWith(".svg") ? own : previewImagePath(site.hubId));
}

/** The site-wide preview: the city's key facts and its flyer. */
export function sitePreview(site: SiteContext) {
  const { hub } = site.content[site.hubId];
  return {
    siteUrl: site.siteUrl,
    siteName: hub.signTitle[site.locale],
    preview: {
      description: hub.partyFacts.map((fact) => fact[site.locale]).join(" · "),
      image: previewImage(site),
      type: "website",
    } satisfies PagePreview,
  };
}

export type SitePreview = ReturnType<typeof sitePreview>;

const ogLocale: Record<Locale, string> = { de: "de_DE", en: "en_GB" };

function hasKey<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === "object" && value !== null && key in value;
}

interface PreviewMetaArgs {
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
  location: { pathname: string };
}

/**
 * The meta of every page: link previews (Open Graph, Twitter card) in the page's language with
 * the other language as alternate, the page's address per language (hreflang), and the city's
 * news feed in both languages. The root exports it for all pages; a route whose loader returns
 * its own `preview` (posts: tl;dr and hero image) exports it too, as React Router calls the root's
 * meta before the route's data is known to it. The title comes from PageTitle.
 */
export function previewMeta({ matches, location }: PreviewMetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (!hasKey(root, "site") || !hasKey(root, "locale")) return [];
  const locale = root.locale as Locale;
  const site = root.site as SitePreview;
  const page = matches.at(-1)?.loaderData;
  const preview = hasKey(page, "preview") ? (page.preview as PagePreview) : site.preview;
  const t = translate(previewMessages, locale);
  const other = locales.filter((candidate) => candidate !== locale);
  const image = preview.image;
  return [
    { name: "description", content: preview.description },
    { property: "og:type", content: preview.type },
    { property: "og:site_name", content: site.siteName },
    { property: "og:url", content: languageUrl(site.siteUrl, location.pathname, locale) },
    { property: "og:description", content: preview.description },
    { property: "og:locale", content: ogLocale[locale] },
    ...other.map((alternate) => ({
      property: "og:locale:alternate",
      content: ogLocale[alternate],
    })),
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          { name: "twitter:image", content: image.url },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:description", content: preview.description },
    ...locales.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: languageUrl(site.siteUrl, location.pathname, language),
    })),
    ...locales.map((language) => ({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      hrefLang: language,
      title: t(language === "de" ? "feedDe" : "feedEn", { site: site.siteName }),
      href: languageUrl(site.siteUrl, feedPath, language),
    })),
  ];
}
