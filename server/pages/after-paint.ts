/**
 * The files a page needs only after its first paint (the whole stylesheet, the reading page's
 * module script) requested only once the page has painted (docs/decisions/0075-nothing-before-the-first-paint.md).
 *
 * A `<link>` or `<script src>` anywhere in the HTML is found by the browser's preload scanner and
 * fetched at once, while the first screen is still being laid out; on a slow phone those bytes
 * and connections share the first round trips with the page (Lighthouse's LCP estimate counts
 * every request that ended before the paint). So they wait, inert, in a `<template>`, and one
 * small inline script (allowed by its hash, as the page's other inline scripts) puts them in
 * place after the first contentful paint. Without scripts the stylesheet comes from a
 * `<noscript>` copy of its link.
 */

/** The inert holder of what comes after the paint. */
const holder = "template data-after-paint";

/**
 * Waits for the first contentful paint, reported once that frame is on the screen (the whole body
 * is parsed by the time this runs), and moves the held elements into the page: the stylesheet
 * starts loading and the module script runs as a script inserted by a script does. No timer in
 * between: a page whose clock is held (a test's) would never load them. Where the browser does
 * not report paints, after the next frame.
 */
export const afterPaintLoader = `(()=>{const load=()=>{for(const t of document.querySelectorAll("template[data-after-paint]"))t.replaceWith(document.importNode(t.content,true))};if(typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(load))})()`;

/** A reading page's module script, with its end tag. */
const moduleScript = /<script type="module" src="[^"]*"[^>]*><\/script>/g;

/**
 * The body (up to its end tag) with its module scripts and `stylesheets` (the links taken out of
 * the head) held until the first paint, the stylesheets also as a `<noscript>` copy.
 */
export function afterFirstPaint(body: string, stylesheets: string[]): string {
  const scripts: string[] = [];
  const rest = body.replaceAll(moduleScript, (script) => {
    scripts.push(script);
    return "";
  });
  const held = [...scripts, ...stylesheets];
  if (held.length === 0) return body;
  const noscript = stylesheets.length > 0 ? `<noscript>${stylesheets.join("")}</noscript>` : "";
  return `${rest}${noscript}<${holder}>${held.join("")}</template><script>${afterPaintLoader}</script>`;
}
