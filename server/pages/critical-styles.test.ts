import { describe, expect, it } from "vitest";
import { criticalCss, criticalStyles } from "./critical-styles.ts";
import { pageVocabulary } from "./css-rules.ts";

const sheet = [
  ":root{--ink:#221a33}",
  "body{margin:0}",
  ".sale-bar{display:flex}",
  ".calendar-day{color:red}",
  ".sale-bar .sale-bar-button,.calendar-day a{padding:1rem}",
  "#main:focus-visible{outline:3px solid}",
  "table td{padding:0}",
  ".card:not(.card-open){opacity:.5}",
  'a[href$=".pdf"]{color:green}',
  "@media (min-width:48rem){.sale-bar{gap:1rem}.calendar-day{gap:0}}",
  "@media print{.calendar-day{display:none}}",
  "@keyframes pulse{0%{opacity:0}to{opacity:1}}",
].join("");

const page =
  '<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>' +
  '<main id="main"><div class="sale-bar"><a class="sale-bar-button" href="/ticket">Tickets</a></div>' +
  '<div class="card">A card</div></main><script type="module" src="/assets/enhance.js"></script></body></html>';

describe("a page's critical styles", () => {
  const critical = criticalCss(sheet, pageVocabulary(page));

  it("keep the rules whose classes, ids and elements the page has, tokens and animations", () => {
    expect(critical).toContain(":root{--ink:#221a33}");
    expect(critical).toContain("body{margin:0}");
    expect(critical).toContain(".sale-bar{display:flex}");
    expect(critical).toContain(".sale-bar .sale-bar-button{padding:1rem}");
    expect(critical).toContain("#main:focus-visible{outline:3px solid}");
    expect(critical).toContain(".card:not(.card-open){opacity:.5}");
    expect(critical).toContain('a[href$=".pdf"]{color:green}');
    expect(critical).toContain("@media (min-width:48rem){.sale-bar{gap:1rem}}");
    expect(critical).toContain("@keyframes pulse");
  });

  it("leave out the rules of other pages' classes and elements, and blocks left empty", () => {
    expect(critical).not.toContain("calendar-day");
    expect(critical).not.toContain("td{");
    expect(critical).not.toContain("@media print");
  });

  it("take the page's stylesheet link out of the head and hold it with the script until the first paint", () => {
    const link = '<link rel="stylesheet" href="/assets/root.css"/>';
    const html = criticalStyles((href) => (href === "/assets/root.css" ? sheet : undefined))(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<link");
    expect(head).toContain(`<style>${critical}</style>`);
    expect(html).toContain(
      `<template data-after-paint><script type="module" src="/assets/enhance.js"></script>${link}</template>`,
    );
    expect(html).toContain(`<noscript>${link}</noscript>`);
  });

  it("leave a page alone whose stylesheet it cannot read", () => {
    expect(criticalStyles(() => undefined)(page)).toBe(page);
  });
});
