import { internalRoutes } from "./content/common.ts";
import { textIn, type PageSegment, type Paragraph } from "./content/pages.ts";
import type { Locale } from "./locale.ts";
import type { RenderSegment } from "./posts.ts";

function segmentOf(segment: PageSegment, locale: Locale): RenderSegment {
  const text = textIn(segment.text, locale);
  switch (segment.format) {
    case "url":
      return { format: "url", text, href: segment.href };
    case "internal-url":
      return { format: "internal-url", text, href: internalRoutes[segment.route] };
    case undefined:
    case "plain":
      return { format: "plain", text };
    default:
      return { format: segment.format, text };
  }
}

/** A page paragraph in the same shape as a post's line, so one renderer serves both. */
export function paragraphSegments(paragraph: Paragraph, locale: Locale): RenderSegment[] {
  if (Array.isArray(paragraph)) return paragraph.map((segment) => segmentOf(segment, locale));
  return [{ format: "plain", text: textIn(paragraph, locale) }];
}
