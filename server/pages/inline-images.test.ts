import { describe, expect, it } from "vitest";
import { inlineImages, maxInlineSvgBytes, svgDataUrl } from "./inline-images.ts";

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><title>Logo München</title><rect fill="#fff"/></svg>';
const files: Record<string, string> = {
  "/logo.svg": logo,
  "/flyers/big.svg": `<svg>${" ".repeat(maxInlineSvgBytes)}</svg>`,
};
const inline = inlineImages((path) => files[path]);

describe("the first screen's small pictures in the HTML", () => {
  it("carries an eager small SVG and the icon as data addresses and drops the image's preload", () => {
    const html = inline(
      '<head><link rel="preload" as="image" href="/logo.svg"/><link rel="icon" href="/logo.svg" type="image/svg+xml"/></head>' +
        '<body><img class="brand-logo" src="/logo.svg" alt="" width="480" height="140"/></body>',
    );
    expect(html).toBe(
      `<head><link rel="icon" href="${svgDataUrl(logo)}" type="image/svg+xml"/></head>` +
        `<body><img class="brand-logo" src="${svgDataUrl(logo)}" data-file="/logo.svg" alt="" width="480" height="140"/></body>`,
    );
  });

  it("leaves lazy images, large files, other formats and unknown files as addresses", () => {
    const html =
      '<head><link rel="preload" as="image" href="/flyers/big.svg"/></head><body>' +
      '<img src="/logo.svg" loading="lazy"/><img src="/flyers/big.svg"/><img src="/photo.png"/><img src="/gone.svg"/></body>';
    expect(inline(html)).toBe(html);
  });

  it("writes a data address a browser reads back as the same picture", () => {
    const url = svgDataUrl(logo);
    expect(url).not.toMatch(/[<>"#&]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(logo);
  });
});
