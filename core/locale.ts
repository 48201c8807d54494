export const locales = ["de", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
export const localeCookieName = "LOCALE";
/**
 * Query parameter that picks the language of one page and stores it (the cookie is per host, so
 * links to another city's site carry the visitor's choice; sitemaps name each language's page).
 */
export const langParam = "lang";

/** The language an address's query asks for with `lang`, if it names one of ours. */
export function langOf(query: URLSearchParams): Locale | undefined {
  const lang = query.get(langParam);
  return isLocale(lang) ? lang : undefined;
}

/** `url` (absolute) with the visitor's language, for a link to another city's site. */
export function withLang(url: string, locale: Locale): string {
  const target = new URL(url);
  target.searchParams.set(langParam, locale);
  return target.href;
}

/** A path without the `lang` parameter: once stored, the choice no longer belongs in the address. */
export function withoutLang(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.delete(langParam);
  return url.pathname + url.search + url.hash;
}

/** The Set-Cookie value that stores the chosen language for a year, on every path of the site. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** A language stored with a row (a mail's addressee): German if it is not one of ours. */
export const storedLocale = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/** Reads one cookie from a Cookie header without pulling in a cookie library. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeCookieValue(rest.join("="));
  }
  return undefined;
}

/** A client may send any bytes: a value that is not valid percent-encoding is no value. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** An Accept-Language entry's weight from its parameters (`q=0.8`), 1 without one. */
function quality(params: string): number {
  for (const param of params.split(";")) {
    const trimmed = param.trim();
    if (trimmed.startsWith("q=")) return Number(trimmed.slice(2));
  }
  return 1;
}

/**
 * The spec's order: the stored LOCALE, else the browser's languages (by q-weight), else German.
 */
export function negotiateLocale(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const stored = readCookie(cookieHeader, localeCookieName);
  if (isLocale(stored)) return stored;
  if (acceptLanguage) {
    // The highest weight among our languages wins, the earlier on a tie: one pass without
    // sorting, since every API call asks (the sale start's busiest too).
    let best: Locale | undefined;
    let bestWeight = 0;
    for (const entry of acceptLanguage.split(",")) {
      const trimmed = entry.trim();
      const paramsAt = trimmed.indexOf(";");
      const tag = paramsAt < 0 ? trimmed : trimmed.slice(0, paramsAt);
      const dash = tag.indexOf("-");
      const lang = (dash < 0 ? tag : tag.slice(0, dash)).toLowerCase();
      if (!isLocale(lang)) continue;
      const weight = paramsAt < 0 ? 1 : quality(trimmed.slice(paramsAt + 1));
      if (Number.isFinite(weight) && weight > bestWeight) {
        best = lang;
        bestWeight = weight;
      }
    }
    if (best) return best;
  }
  return defaultLocale;
}

/** A text in both site languages. */
export type Localized<T = string> = Record<Locale, T>;
