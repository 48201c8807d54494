import type { Locale } from "../core/locale.ts";
import type { MessageValues } from "../core/message-format.ts";
import { defineMessages, translate } from "../core/messages.ts";

/**
 * A catalog of server messages, written in both languages (a key missing in one fails the type
 * check), read with the site's one catalog helper (core/messages.ts). The function it returns
 * gives a message in the reader's language with its `{name}` placeholders filled (a placeholder
 * without a value stays visible) and its counts in the language's plural form.
 */
export function messageCatalog<K extends string>(texts: Record<Locale, Record<K, string>>) {
  const catalog = defineMessages(texts);
  return (locale: Locale, key: K, values: MessageValues = {}): string =>
    translate(catalog, locale)(key, values);
}
