import type { PageSegment, PageText, Paragraph } from "./content/pages.ts";
import type { Locale } from "./locale.ts";
import { renderSegment, type RenderSegment } from "./segments.ts";

/** German-only text is a plain string; localized text is picked in the page's language. */
export function textIn(text: PageText, locale: Locale): string {
  return typeof text === "string" ? text : text[locale];
}

function segmentOf(segment: PageSegment, locale: Locale): RenderSegment {
  return renderSegment(segment, textIn(segment.text, locale));
}

/** A page paragraph in the same shape as a post's line, so one renderer serves both. */
export function paragraphSegments(paragraph: Paragraph, locale: Locale): RenderSegment[] {
  if (Array.isArray(paragraph)) return paragraph.map((segment) => segmentOf(segment, locale));
  return [{ format: "plain", text: textIn(paragraph, locale) }];
}
