/**
 * The files a page needs only after its first paint (the whole stylesheet, its web fonts, the
 * reading page's module script) requested only once the page has painted
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
 * is parsed by the time this runs), then asks for every held file at once and applies them in an
 * order that lays the page out once: the stylesheet only when the web fonts it names have come
 * (with their faces already loaded, the sheet's style pass lays the text out in them, and no
 * font swap lays the whole page out again, once per font), and the module script only once the
 * stylesheet applies (it runs in a task of its own, after that style pass, and what it reads or
 * changes never forces a pass with the critical styles alone). A file that fails to come holds
 * nothing up. The template goes once the script is in (the browser tests wait for both). No
 * timer in between: a page whose clock is held (a test's) would never load them. Where the
 * browser does not report paints, after the next frame.
 */
export const afterPaintLoader = `(()=>{const arrived=l=>new Promise(r=>{l.addEventListener("load",r);l.addEventListener("error",r)});const link=(rel,href,as)=>Object.assign(document.createElement("link"),{rel,href,as});const load=()=>{for(const t of document.querySelectorAll("template[data-after-paint]")){const held=document.importNode(t.content,true);const sheets=[...held.querySelectorAll("link[rel=stylesheet]")],scripts=[...held.querySelectorAll("script")],first=[...held.querySelectorAll("link[rel=preload]"),...sheets.map(s=>link("preload",s.href,"style"))],firstCome=Promise.all(first.map(arrived));document.head.append(...first,...scripts.map(s=>link("modulepreload",s.src,"script")));firstCome.then(()=>{const applied=Promise.all(sheets.map(arrived));document.body.append(...sheets);return applied}).then(()=>{document.body.append(...scripts);t.remove()})}};if(typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(load))})()`;

/** A reading page's module script, with its end tag. */
const moduleScript = /<script type="module" src="[^"]*"[^>]*><\/script>/g;

/** The preload of a web font file, as the loader finds it in the template. */
export const fontPreload = (href: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`;

/**
 * The body (up to its end tag) with its module scripts and `stylesheets` (the links taken out of
 * the head) held until the first paint, the stylesheets also as a `<noscript>` copy; `fonts`, the
 * web font files the stylesheets name, are fetched with them.
 */
export function afterFirstPaint(body: string, stylesheets: string[], fonts: string[] = []): string {
  const scripts: string[] = [];
  const rest = body.replaceAll(moduleScript, (script) => {
    scripts.push(script);
    return "";
  });
  if (scripts.length === 0 && stylesheets.length === 0) return body;
  const held = [...scripts, ...stylesheets, ...fonts.map(fontPreload)];
  const noscript = stylesheets.length > 0 ? `<noscript>${stylesheets.join("")}</noscript>` : "";
  return `${rest}${noscript}<${holder}>${held.join("")}</template><script>${afterPaintLoader}</script>`;
}
