import type { Locale } from "../core/locale.ts";

/**
 * A catalog of server messages, written in both languages (a key missing in one fails the type
 * check). The function it returns gives a message in the reader's language with its `{name}`
 * placeholders filled; a placeholder without a value stays visible.
 */
export function messageCatalog<K extends string>(texts: Record<Locale, Record<K, string>>) {
  return (locale: Locale, key: K, values: Record<string, string | number> = {}): string =>
    texts[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
}
