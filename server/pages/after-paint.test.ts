import { describe, expect, it } from "vitest";
import { afterFirstPaint, afterPaintLoader, afterPaintSheet, fontPreload } from "./after-paint.ts";

const link = '<link rel="stylesheet" href="/assets/root.css"/>';
const script =
  '<script type="module" src="/assets/enhance.js" data-server-now="2025-06-15T16:05:00Z"></script>';

describe("what a page asks for after its first paint", () => {
  it("holds the page's module script and stylesheet in an inert template, put in place by one inline script", () => {
    const body = afterFirstPaint(`<body><main><h1>Tickets</h1></main>${script}`, [link]);
    expect(body).toBe(
      `<body><main><h1>Tickets</h1></main><noscript>${link}</noscript>` +
        `<template data-after-paint>${script}${link}</template><script>${afterPaintLoader}</script>`,
    );
  });

  it("holds the preloads of the web fonts with the sheet's copy without font faces, the sheet itself in a <noscript>", () => {
    const copy = '<link rel="stylesheet" href="/assets/root.after-paint.css"/>';
    const inter = { href: "/assets/inter.woff2", descriptors: { family: "Inter", weight: "700" } };
    const body = afterFirstPaint(`<body><h1>Tickets</h1>${script}`, [copy], [inter], [link]);
    expect(body).toBe(
      `<body><h1>Tickets</h1><noscript>${link}</noscript>` +
        `<template data-after-paint>${script}${copy}${fontPreload(inter)}` +
        `</template><script>${afterPaintLoader}</script>`,
    );
    expect(afterPaintSheet("/assets/root-abc.css")).toBe("/assets/root-abc.after-paint.css");
  });

  it("gives a font's preload its face's descriptors, which the loader reads back from its dataset", () => {
    const preload = fontPreload({
      href: "/assets/inter.woff2",
      descriptors: { family: 'A "B"', unicodeRange: "U+??,U+131" },
    });
    expect(preload).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter.woff2"' +
        ' data-family="A &quot;B&quot;" data-unicode-range="U+??,U+131"/>',
    );
  });

  it("leaves a body alone that has nothing to hold", () => {
    const body = "<body><h1>Tickets</h1><script>window.go=1</script>";
    expect(afterFirstPaint(body, [])).toBe(body);
  });

  it("waits for the first contentful paint, where the browser reports it", () => {
    expect(afterPaintLoader).toContain('getEntriesByName("first-contentful-paint")');
    expect(afterPaintLoader).toContain("template[data-after-paint]");
  });

  it("adds the web fonts and lays the page out in them in a task before the sheet's", () => {
    expect(afterPaintLoader).toContain("document.fonts.add(f)");
    expect(afterPaintLoader.indexOf("document.fonts.add(f)")).toBeLessThan(
      afterPaintLoader.indexOf("document.body.append(...sheets)"),
    );
    expect(afterPaintLoader).toContain("new MessageChannel()");
  });
});
