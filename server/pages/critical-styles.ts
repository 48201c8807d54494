import { cssRules, pageVocabulary, selectorMayMatch, splitSelectorList } from "./css-rules.ts";
import type { PageVocabulary } from "./css-rules.ts";
import { afterFirstPaint, afterPaintSheet, type WebFontFace } from "./after-paint.ts";

/** At-rules whose block holds style rules, filtered like the sheet's own. */
const conditionalAtRule = /^@(media|supports|container|layer)\b/i;

/** A font face that is a file to download (not a local font under another name). */
const downloadedFace = (prelude: string, body: string) =>
  /^@font-face$/i.test(prelude) && /\burl\(/i.test(body);

/** A face's range covers basic Latin (or it has none): any page's text needs its file. */
const coversBasicLatin = (body: string) =>
  !/unicode-range/i.test(body) ||
  /unicode-range:[^;}]*U\+(0{0,4}-0*7F\b|0{0,4}-0*FF\b|\?\?)/i.test(body);

/** `font-weight` → `weight`, `unicode-range` → `unicodeRange`: a `FontFace` descriptor's name. */
const descriptorName = (property: string) =>
  property.replace(/^font-/, "").replaceAll(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The web font faces of `css` that every page's text needs (not those of other scripts' ranges):
 * each woff2 file with its face's descriptors, so that the page fetches them with the stylesheet
 * and adds them as `FontFace`s before it (after-paint.ts).
 */
export function webFontFaces(css: string): WebFontFace[] {
  const faces: WebFontFace[] = [];
  for (const { prelude, body } of cssRules(css)) {
    if (body === undefined || !downloadedFace(prelude, body) || !coversBasicLatin(body)) continue;
    const href = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/i.exec(body)?.[1];
    if (!href) continue;
    const descriptors: Record<string, string> = {};
    for (const declaration of body.split(";")) {
      const colon = declaration.indexOf(":");
      const property = declaration.slice(0, colon).trim().toLowerCase();
      if (colon === -1 || property === "src") continue;
      descriptors[descriptorName(property)] = declaration
        .slice(colon + 1)
        .trim()
        .replace(/^(["'])(.*)\1$/, "$2");
    }
    faces.push({ href, descriptors });
  }
  return faces;
}

/** `css` without its `@font-face` rules (the copy of a stylesheet that a page holds). */
export function withoutFontFaces(css: string): string {
  return cssRules(css)
    .filter(({ prelude }) => !/^@font-face$/i.test(prelude))
    .map(({ prelude, body }) => (body === undefined ? `${prelude};` : `${prelude}{${body}}`))
    .join("");
}

/**
 * The rules of `css` that can apply to a page with this vocabulary, as CSS text. Web fonts are
 * left to the whole sheet: with their faces inline the first layout would request the font files
 * before the paint; without them the text paints in the fallback sized to the web font, and the
 * font swaps in, moving nothing, once the sheet has come.
 */
export function criticalCss(css: string, page: PageVocabulary): string {
  let out = "";
  for (const { prelude, body } of cssRules(css)) {
    if (body === undefined) {
      out += `${prelude};`;
    } else if (conditionalAtRule.test(prelude)) {
      const inner = criticalCss(body, page);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (downloadedFace(prelude, body)) {
      continue;
    } else if (prelude.startsWith("@")) {
      // @font-face, @keyframes, @property: the page's rules refer to them by name.
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
 * reaches later (an island's next step, an error). The held link is to the sheet's copy without
 * font faces where the build has one (scripts/after-paint-sheets.ts): the web fonts come before it
 * as `FontFace`s, and the local fallback's faces are inline already; without scripts, the
 * `<noscript>` link is to the sheet itself. `stylesheet(href)` gives a linked file's text, or
 * undefined for one to leave as it is.
 */
export function criticalStyles(stylesheet: (href: string) => string | undefined) {
  // A page's vocabulary changes only with its content, not with the clock: one entry per page
  // and stylesheet, bounded against many different pages.
  const memo = new Map<string, string>();
  // The build's few stylesheets: their font faces, one entry each.
  const fontsOf = new Map<string, WebFontFace[]>();
  const maxEntries = 500;
  return (html: string): string => {
    const headEnd = html.indexOf("</head>");
    const bodyEnd = html.lastIndexOf("</body>");
    if (headEnd === -1 || bodyEnd === -1) return html;
    let vocabulary: PageVocabulary | undefined;
    let vocabularyKey = "";
    const moved: string[] = [];
    const held: string[] = [];
    const fonts: WebFontFace[] = [];
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
      const copy = afterPaintSheet(href);
      held.push(stylesheet(copy) === undefined ? link : link.replace(href, copy));
      let faces = fontsOf.get(href);
      if (faces === undefined) fontsOf.set(href, (faces = webFontFaces(css)));
      fonts.push(...faces);
      return `<style>${critical}</style>`;
    });
    if (moved.length === 0) return html;
    const body = afterFirstPaint(html.slice(headEnd, bodyEnd), held, fonts, moved);
    return head + body + html.slice(bodyEnd);
  };
}
