/**
 * Zod-free helpers shared by posts and pages: they run in the browser too, where the content
 * schemas (and zod with them) must not be bundled.
 */

/** Named routes that content may link to (spec: internal-url). */
export const internalRoutes = {
  directions: "/directions",
  faq: "/faq",
  party: "/party",
  contact: "/contact",
  ticket: "/ticket",
  hotel: "/hotel",
} as const;
export type InternalRouteName = keyof typeof internalRoutes;

export type RenderSegment =
  | { format: "plain" | "bold" | "italic" | "heading" | "deleted"; text: string }
  | { format: "url" | "internal-url" | "email"; text: string; href: string };

type SegmentLike =
  | { format?: "plain" | "bold" | "italic" | "heading" | "deleted" }
  | { format: "url"; href: string }
  | { format: "internal-url"; route: InternalRouteName }
  | { format: "email"; address: string };

/** One content segment, its text already in the page's language, in the shape the renderer takes. */
export function renderSegment(segment: SegmentLike, text: string): RenderSegment {
  switch (segment.format) {
    case "url":
      return { format: "url", text, href: segment.href };
    case "internal-url":
      return { format: "internal-url", text, href: internalRoutes[segment.route] };
    case "email":
      return { format: "email", text, href: `mailto:${segment.address}` };
    case undefined:
    case "plain":
      return { format: "plain", text };
    default:
      return { format: segment.format, text };
  }
}
