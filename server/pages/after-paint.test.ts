import { describe, expect, it } from "vitest";
import { afterFirstPaint, afterPaintLoader } from "./after-paint.ts";

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

  it("leaves a body alone that has nothing to hold", () => {
    const body = "<body><h1>Tickets</h1><script>window.go=1</script>";
    expect(afterFirstPaint(body, [])).toBe(body);
  });

  it("waits for the first contentful paint, where the browser reports it", () => {
    expect(afterPaintLoader).toContain('getEntriesByName("first-contentful-paint")');
    expect(afterPaintLoader).toContain("template[data-after-paint]");
  });

  it("applies the sheet once it has come, and only then puts the script in", () => {
    expect(afterPaintLoader).not.toContain("FontFace");
    expect(afterPaintLoader.indexOf("document.body.append(...sheets)")).toBeLessThan(
      afterPaintLoader.indexOf("document.body.append(...scripts)"),
    );
  });
});
