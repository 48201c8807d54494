import type { Locale } from "./locale.ts";
import { formatMessage, type MessageValues } from "./message-format.ts";

export type Catalog<K extends string = string> = { de: Record<K, string>; en: Record<K, string> };

/**
 * Declares one feature's texts in both languages, in its `*.messages.ts` file (pages, islands,
 * the team's screens and mails alike). The English table must have exactly the German keys, so a
 * missing translation fails the type check.
 */
export function defineMessages<K extends string>(catalog: {
  de: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}): Catalog<K> {
  return catalog;
}

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A catalog's texts in one language: `{name}` placeholders filled, a count in the language's
 * plural form with `{count, plural, one {# Angebot} other {# Angebote}}` (message-format.ts).
 */
export function translate<K extends string>(catalog: Catalog<K>, locale: Locale): Translate<K> {
  return (key, values) => formatMessage(catalog[locale][key], locale, values);
}

/**
 * A catalog's reader for code that learns the language with each call (the server's answers): a
 * message in that language, placeholders filled and counts in the language's plural form.
 */
export function messageReader<K extends string>(catalog: Catalog<K>) {
  return (locale: Locale, key: K, values?: MessageValues): string =>
    formatMessage(catalog[locale][key], locale, values);
}
