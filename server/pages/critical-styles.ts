import { cssRules, pageVocabulary, selectorMayMatch, splitSelectorList } from "./css-rules.ts";
import type { PageVocabulary } from "./css-rules.ts";
import { afterFirstPaint } from "./after-paint.ts";

/** At-rules whose block holds style rules, filtered like the sheet's own. */
const conditionalAtRule = /^@(media|supports|container|layer)\b/i;

/** The rules of `css` that can apply to a page with this vocabulary, as CSS text. */
export function criticalCss(css: string, page: PageVocabulary): string {
  let out = "";
  for (const { prelude, body } of cssRules(css)) {
    if (body === undefined) {
      out += `${prelude};`;
    } else if (conditionalAtRule.test(prelude)) {
      const inner = criticalCss(body, page);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith("@")) {
      // @keyframes, @property: the page's rules refer to them by name.
      out += `${prelude}{${body}}`;
    } else {
      const selectors = splitSelectorList(prelude).filter((selector) =>
        selectorMayMatch(selector, page),
      );
      if (selectors.length > 0) out += `${selectors.join(",")}{${body}}`;
    }
  }
  return out;
}

const headStylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * The page with its first paint needing nothing but its HTML (docs/decisions/0053-one-stylesheet.md):
 * each stylesheet its head links gives way to a `<style>` element with the rules that can apply
 * to this page's HTML, and the link itself moves to the end of the body, held with the page's
 * module script until the first paint (after-paint.ts); it brings the rules of states the page
 * reaches later (an island's next step, an error); without scripts it comes from a `<noscript>`
 * copy. `stylesheet(href)` gives a linked file's text, or undefined for one to leave as it is.
 */
export function criticalStyles(stylesheet: (href: string) => string | undefined) {
  // A page's vocabulary changes only with its content, not with the clock: one entry per page
  // and stylesheet, bounded against many different pages.
  const memo = new Map<string, string>();
  const maxEntries = 500;
  return (html: string): string => {
    const headEnd = html.indexOf("</head>");
    const bodyEnd = html.lastIndexOf("</body>");
    if (headEnd === -1 || bodyEnd === -1) return html;
    let vocabulary: PageVocabulary | undefined;
    let vocabularyKey = "";
    const moved: string[] = [];
    const head = html.slice(0, headEnd).replaceAll(headStylesheet, (link) => {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      const css = href === undefined ? undefined : stylesheet(href);
      if (href === undefined || css === undefined) return link;
      vocabulary ??= pageVocabulary(html);
      vocabularyKey ||= [vocabulary.classes, vocabulary.ids, vocabulary.elements]
        .map((names) => [...names].sort().join(" "))
        .join("|");
      const key = `${href} ${vocabularyKey}`;
      let critical = memo.get(key);
      if (critical === undefined) {
        critical = criticalCss(css, vocabulary);
        if (memo.size >= maxEntries) memo.clear();
        memo.set(key, critical);
      }
      moved.push(link);
      return `<style>${critical}</style>`;
    });
    if (moved.length === 0) return html;
    const body = afterFirstPaint(html.slice(headEnd, bodyEnd), moved);
    return head + body + html.slice(bodyEnd);
  };
}
