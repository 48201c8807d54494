import type { Locale } from "../core/locale.ts";
import { formatMessage, type MessageValues } from "../core/message-format.ts";

/**
 * A catalog of server messages, written in both languages (a key missing in one fails the type
 * check). The function it returns gives a message in the reader's language with its `{name}`
 * placeholders filled (a placeholder without a value stays visible) and its counts in the
 * language's plural form (core/message-format.ts).
 */
export function messageCatalog<K extends string>(texts: Record<Locale, Record<K, string>>) {
  return (locale: Locale, key: K, values: MessageValues = {}): string =>
    formatMessage(texts[locale][key], locale, values);
}
