import type { PartyParagraph } from "./content/pages.ts";
import { formatDate, formatWeekday } from "./format.ts";
import type { Localized, Locale } from "./locale.ts";
import { formatMessage } from "./message-format.ts";
import type { NextParty } from "./ticket-sale.ts";

/**
 * One paragraph of the host's letter as the start page shows it: a plain one as written; the one
 * about the next party with the day and venue of the party the site announces now (hubSale's
 * `next`), or its text for a date still open, so the letter never invites to a party that is over.
 */
export function letterParagraph(
  paragraph: Localized | PartyParagraph,
  next: NextParty | null,
  locale: Locale,
): string {
  if (!("nextParty" in paragraph)) return paragraph[locale];
  const { dated, undated } = paragraph.nextParty;
  if (!next?.date) return undated[locale];
  return formatMessage(dated[locale], locale, {
    weekday: formatWeekday(next.date, locale),
    date: formatDate(next.date, locale),
    venue: next.venue ?? "",
  });
}
