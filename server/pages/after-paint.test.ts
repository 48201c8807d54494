import { describe, expect, it } from "vitest";
import { afterFirstPaint, afterPaintLoader, fontPreload } from "./after-paint.ts";

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

  it("holds the preloads of the sheet's web fonts with it, and nothing but them outside a <noscript>", () => {
    const body = afterFirstPaint(
      `<body><h1>Tickets</h1>${script}`,
      [link],
      ["/assets/inter.woff2"],
    );
    expect(body).toBe(
      `<body><h1>Tickets</h1><noscript>${link}</noscript>` +
        `<template data-after-paint>${script}${link}` +
        '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter.woff2"/>' +
        `</template><script>${afterPaintLoader}</script>`,
    );
    expect(fontPreload("/assets/inter.woff2")).toContain('crossorigin=""');
  });

  it("leaves a body alone that has nothing to hold", () => {
    const body = "<body><h1>Tickets</h1><script>window.go=1</script>";
    expect(afterFirstPaint(body, [])).toBe(body);
  });

  it("waits for the first contentful paint, where the browser reports it", () => {
    expect(afterPaintLoader).toContain('getEntriesByName("first-contentful-paint")');
    expect(afterPaintLoader).toContain("template[data-after-paint]");
  });
});
