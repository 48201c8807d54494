import type { Locale } from "./locale.ts";

export type MessageValues = Record<string, string | number>;

const pluralRules: Record<Locale, Intl.PluralRules> = {
  de: new Intl.PluralRules("de"),
  en: new Intl.PluralRules("en"),
};

/**
 * Reads the `{…}` at `open` (the index of its brace): its text without the outer braces and the
 * index after its closing brace. Braces nest, as in a plural's forms.
 */
function braced(text: string, open: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0)
      return { inner: text.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** `{name, plural, forms}` without its braces. */
const pluralPattern = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/;

/** The forms of `one {…} other {…}`, by category ('one', 'other', or an exact '=0'). */
function pluralForms(spec: string): Map<string, string> {
  const forms = new Map<string, string>();
  let rest = spec.trim();
  while (rest) {
    const match = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    const form = match && braced(rest, match[0].length - 1);
    if (!match || !form) throw new Error(`malformed plural forms: ${spec}`);
    forms.set(match[1]!, form.inner);
    rest = rest.slice(form.end).trim();
  }
  if (!forms.has("other")) throw new Error(`plural without an 'other' form: ${spec}`);
  return forms;
}

/** Shared by the calls without values (most server answers): nothing writes to it. */
const noValues: MessageValues = Object.freeze({});

/**
 * Fills a message's placeholders: `{name}` takes the value (and stays visible without one), and
 * `{name, plural, one {# Tag} other {# Tage}}` picks the form that the language's plural rules
 * (Intl.PluralRules) give for the number, `#` standing for it; an exact `=0 {…}` form goes first.
 * The plural syntax is ICU MessageFormat's, so translators know it.
 */
export function formatMessage(
  text: string,
  locale: Locale,
  values: MessageValues = noValues,
): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    out += text.slice(i, open);
    const part = braced(text, open);
    if (!part) break;
    const plural = pluralPattern.exec(part.inner);
    if (plural) {
      const value = values[plural[1]!];
      const forms = pluralForms(plural[2]!);
      if (typeof value !== "number") {
        out += text.slice(open, part.end);
      } else {
        const form =
          forms.get(`=${value}`) ??
          forms.get(pluralRules[locale].select(value)) ??
          forms.get("other")!;
        out += formatMessage(form.replaceAll("#", String(value)), locale, values);
      }
    } else {
      const name = part.inner.trim();
      out += name in values ? String(values[name]) : text.slice(open, part.end);
    }
    i = part.end;
  }
  return out + text.slice(i);
}

/** The names a message fills, plain and plural (for checking that both languages agree). */
export function messagePlaceholders(text: string): string[] {
  const names = new Set<string>();
  for (let open = text.indexOf("{"); open >= 0;) {
    const part = braced(text, open);
    if (!part) break;
    const plural = pluralPattern.exec(part.inner);
    if (plural) {
      names.add(plural[1]!);
      for (const form of pluralForms(plural[2]!).values())
        for (const name of messagePlaceholders(form)) names.add(name);
    } else names.add(part.inner.trim());
    open = text.indexOf("{", part.end);
  }
  return [...names].sort();
}
