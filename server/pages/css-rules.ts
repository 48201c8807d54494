/**
 * Just enough of CSS's syntax to take a built stylesheet apart into its rules and to tell which of
 * them can apply to a page: the page's critical styles (critical-styles.ts) are the rules whose
 * selectors name only classes, ids and elements the page's HTML has.
 */

/** A rule: a style rule (`selector { declarations }`), an at-rule with a block, or a statement. */
export interface CssRule {
  prelude: string;
  /** The text between the braces; undefined for a statement such as `@charset "utf-8";`. */
  body?: string;
}

/** Where the quoted string or comment starting at `start` ends (the index after it). */
function skipQuoted(css: string, start: number): number {
  const quote = css[start]!;
  if (quote === "/") {
    const end = css.indexOf("*/", start + 2);
    return end === -1 ? css.length : end + 2;
  }
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === "\\" ? 2 : 1;
  return i + 1;
}

const startsQuoted = (css: string, i: number) =>
  css[i] === '"' || css[i] === "'" || (css[i] === "/" && css[i + 1] === "*");

/** The top-level rules of a stylesheet (or of an at-rule's block), in order. */
export function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  let i = 0;
  while (i < css.length) {
    let start = i;
    // The prelude runs to its block's `{` or the statement's `;`.
    while (i < css.length && css[i] !== "{" && css[i] !== ";") {
      i = startsQuoted(css, i) ? skipQuoted(css, i) : i + 1;
    }
    const prelude = css
      .slice(start, i)
      .replaceAll(/\/\*[\s\S]*?\*\//g, "")
      .trim();
    if (css[i] === ";" || i >= css.length) {
      if (prelude) rules.push({ prelude });
      i++;
      continue;
    }
    start = ++i;
    let depth = 1;
    while (i < css.length && depth > 0) {
      if (startsQuoted(css, i)) {
        i = skipQuoted(css, i);
        continue;
      }
      if (css[i] === "{") depth++;
      else if (css[i] === "}") depth--;
      i++;
    }
    rules.push({ prelude, body: css.slice(start, i - 1) });
  }
  return rules;
}

/** A selector list split at its top-level commas (not those inside `:is(…)` or `[…]`). */
export function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (startsQuoted(list, i)) {
      i = skipQuoted(list, i) - 1;
      continue;
    }
    const char = list[i];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors.filter(Boolean);
}

/** The classes, ids and element names a page's HTML uses. */
export interface PageVocabulary {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

export function pageVocabulary(html: string): PageVocabulary {
  const classes = new Set<string>();
  for (const [, list = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  }
  return {
    classes,
    ids: new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id!)),
    elements: new Set(
      [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name]) => name!.toLowerCase()),
    ),
  };
}

/**
 * Removes `(…)` and `[…]` groups with what they hold: the arguments of `:not()`, `:is()`, `:has()`
 * and attribute selectors' values, which this check does not read (so it keeps a rule rather than
 * drop one it cannot judge).
 */
function withoutGroups(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (startsQuoted(selector, i)) {
      i = skipQuoted(selector, i) - 1;
      continue;
    }
    const char = selector[i]!;
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

/**
 * Whether a selector may match an element of the page: every class, id and element name it
 * requires is in the page's HTML. Pseudo-classes and attribute selectors are not judged: a state
 * the page can reach (`:hover`, `[open]`) keeps its rule.
 */
export function selectorMayMatch(selector: string, page: PageVocabulary): boolean {
  const plain = withoutGroups(selector).replaceAll(/::?[\w-]+/g, "");
  for (const [, kind, name] of plain.matchAll(/([.#]|(?:^|[\s>+~]))(-?[_a-zA-Z][\w-]*)/g)) {
    const required = kind === "." ? page.classes : kind === "#" ? page.ids : page.elements;
    if (!required.has(kind === "." || kind === "#" ? name! : name!.toLowerCase())) return false;
  }
  return true;
}
