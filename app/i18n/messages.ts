import { createContext, useContext } from "react";
import type { Locale } from "../../core/locale.ts";
import { translate, type Catalog, type Translate } from "../../core/messages.ts";

// The catalogs are declared with core/messages.ts, the one helper of pages and mails alike.
export { defineMessages, translate, type Catalog, type Translate } from "../../core/messages.ts";

export const LocaleContext = createContext<Locale>("de");

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `const t = useMessages(catalog)`: the feature's texts in the page's language. */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  return translate(catalog, useLocale());
}
