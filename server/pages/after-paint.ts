/**
 * The files a page needs only after its first paint (the whole stylesheet, the reading page's
 * module script) requested only once the page has painted
 * (docs/decisions/0075-nothing-before-the-first-paint.md), and applied in an order that lays the
 * page out once (docs/decisions/0076-one-layout-after-the-first-paint.md).
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
 * is parsed by the time this runs), then asks for every held file at once and applies them in
 * two tasks, each a short one on a slow phone: the stylesheet once it has come (the page's text
 * is in the system's font from the start, so its pass only restyles:
 * docs/decisions/0081-the-system-font.md), then the module script once the stylesheet applies
 * (it runs in a task of its own, and what it reads or changes never forces a pass with the
 * critical styles alone). A file that fails to come holds nothing up. The template goes once the
 * script is in (the browser tests wait for both). No timer in between: a page whose clock is held
 * (a test's) would never load them. Where the browser does not report paints, after the next
 * frame.
 */
export const afterPaintLoader = `(()=>{const arrived=l=>new Promise(r=>{l.addEventListener("load",r);l.addEventListener("error",r)});const link=(rel,href,as)=>Object.assign(document.createElement("link"),{rel,href,as});const load=()=>{for(const t of document.querySelectorAll("template[data-after-paint]")){const held=document.importNode(t.content,true);const sheets=[...held.querySelectorAll("link[rel=stylesheet]")],scripts=[...held.querySelectorAll("script")],first=sheets.map(s=>link("preload",s.href,"style"));document.head.append(...first,...scripts.map(s=>link("modulepreload",s.src,"script")));Promise.all(first.map(arrived)).then(()=>{const applied=Promise.all(sheets.map(arrived));document.body.append(...sheets);return applied}).then(()=>{document.body.append(...scripts);t.remove()})}};if(typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(load))})()`;

/** A reading page's module script, with its end tag. */
const moduleScript = /<script type="module" src="[^"]*"[^>]*><\/script>/g;

/**
 * The body (up to its end tag) with its module scripts and `stylesheets` (the links taken out of
 * the head) held until the first paint, and the stylesheets' links in a `<noscript>` copy.
 */
export function afterFirstPaint(body: string, stylesheets: string[]): string {
  const scripts: string[] = [];
  const rest = body.replaceAll(moduleScript, (script) => {
    scripts.push(script);
    return "";
  });
  if (scripts.length === 0 && stylesheets.length === 0) return body;
  const held = [...scripts, ...stylesheets];
  const withoutScripts =
    stylesheets.length > 0 ? `<noscript>${stylesheets.join("")}</noscript>` : "";
  return `${rest}${withoutScripts}<${holder}>${held.join("")}</template><script>${afterPaintLoader}</script>`;
}
