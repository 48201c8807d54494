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
 * is parsed by the time this runs), then asks for every held file at once and applies them in
 * three tasks, each a short one on a slow phone
 * (docs/decisions/0077-the-web-font-in-a-task-of-its-own.md):
 * - once the web fonts have come, it adds them as `FontFace`s (their descriptors on their
 *   preloads) and lays the page out in them at once;
 * - in the next task, the stylesheet, which names no font face (its `.after-paint.css` copy):
 *   a sheet with an `@font-face` rule, even one already in the page, lays every line of text out
 *   again when it applies, and without one its pass only restyles;
 * - the module script once the stylesheet applies (it runs in a task of its own, and what it
 *   reads or changes never forces a pass with the critical styles alone).
 * A file that fails to come holds nothing up. The template goes once the script is in (the
 * browser tests wait for both). No timer in between: a page whose clock is held (a test's) would
 * never load them. Where the browser does not report paints, after the next frame.
 */
export const afterPaintLoader = `(()=>{const arrived=l=>new Promise(r=>{l.addEventListener("load",r);l.addEventListener("error",r)});const link=(rel,href,as)=>Object.assign(document.createElement("link"),{rel,href,as});const nextTask=()=>new Promise(r=>{const c=new MessageChannel();c.port1.onmessage=()=>{c.port1.close();r()};c.port2.postMessage(null)});const face=l=>{const{family,...descriptors}=l.dataset;return family?new FontFace(family,"url("+l.href+")",descriptors).load().catch(()=>null):null};const load=()=>{for(const t of document.querySelectorAll("template[data-after-paint]")){const held=document.importNode(t.content,true);const sheets=[...held.querySelectorAll("link[rel=stylesheet]")],scripts=[...held.querySelectorAll("script")],fonts=[...held.querySelectorAll("link[rel=preload]")],first=[...fonts,...sheets.map(s=>link("preload",s.href,"style"))],firstCome=Promise.all(first.map(arrived));document.head.append(...first,...scripts.map(s=>link("modulepreload",s.src,"script")));firstCome.then(()=>Promise.all(fonts.map(face))).then(faces=>{let added=false;for(const f of faces)if(f){document.fonts.add(f);added=true}if(added)document.documentElement.offsetWidth;return nextTask()}).then(()=>{const applied=Promise.all(sheets.map(arrived));document.body.append(...sheets);return applied}).then(()=>{document.body.append(...scripts);t.remove()})}};if(typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(load))})()`;

/** A reading page's module script, with its end tag. */
const moduleScript = /<script type="module" src="[^"]*"[^>]*><\/script>/g;

/** A web font file and its face's descriptors (`family`, `weight`, `unicodeRange`, …). */
export interface WebFontFace {
  href: string;
  descriptors: Record<string, string>;
}

const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
/** `unicodeRange` → `data-unicode-range`, which the loader reads back as `dataset.unicodeRange`. */
const dataName = (name: string) =>
  `data-${name.replaceAll(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The preload of a web font file, with its face's descriptors for the loader's `FontFace`. */
export const fontPreload = ({ href, descriptors }: WebFontFace) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"` +
  Object.entries(descriptors)
    .map(([name, value]) => ` ${dataName(name)}="${attribute(value)}"`)
    .join("") +
  "/>";

/** The copy of a built stylesheet without its `@font-face` rules, which the page holds. */
export const afterPaintSheet = (href: string) => href.replace(/\.css$/, ".after-paint.css");

/**
 * The body (up to its end tag) with its module scripts and `stylesheets` (the links to hold) until
 * the first paint, and `noscript` (the links taken out of the head, whose sheets name the web
 * fonts) as a `<noscript>` copy; `fonts`, the web font faces the stylesheets need, come first.
 */
export function afterFirstPaint(
  body: string,
  stylesheets: string[],
  fonts: WebFontFace[] = [],
  noscript: string[] = stylesheets,
): string {
  const scripts: string[] = [];
  const rest = body.replaceAll(moduleScript, (script) => {
    scripts.push(script);
    return "";
  });
  if (scripts.length === 0 && stylesheets.length === 0) return body;
  const held = [...scripts, ...stylesheets, ...fonts.map(fontPreload)];
  const withoutScripts = noscript.length > 0 ? `<noscript>${noscript.join("")}</noscript>` : "";
  return `${rest}${withoutScripts}<${holder}>${held.join("")}</template><script>${afterPaintLoader}</script>`;
}
