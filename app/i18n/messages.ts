import { createContext, useContext } from "react";
import type { Locale } from "../../core/locale.ts";
import { formatMessage, type MessageValues } from "../../core/message-format.ts";

export type Catalog<K extends string = string> = { de: Record<K, string>; en: Record<K, string> };

/**
 * Declares one feature's texts in both languages. The English table must have exactly the
 * German keys, so a missing translation fails the type check (and messages.test.ts).
 */
export function defineMessages<K extends string>(catalog: {
  de: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}): Catalog<K> {
  return catalog;
}

export const LocaleContext = createContext<Locale>("de");

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A text fills `{name}` placeholders; a count takes the language's plural form with
 * `{count, plural, one {# Angebot} other {# Angebote}}` (core/message-format.ts).
 */
export function translate<K extends string>(catalog: Catalog<K>, locale: Locale): Translate<K> {
  return (key, values) => formatMessage(catalog[locale][key], locale, values);
}

/** `const t = useMessages(catalog)`: the feature's texts in the page's language. */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  return translate(catalog, useLocale());
}
