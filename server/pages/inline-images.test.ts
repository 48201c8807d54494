import { describe, expect, it } from "vitest";
import { inlineImages, maxInlinePngBytes, maxInlineSvgBytes, svgDataUrl } from "./inline-images.ts";

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><title>Logo München</title><rect fill="#fff"/></svg>';
/** The first bytes of a PNG file: enough for the data address, which carries them unread. */
const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const files: Record<string, Buffer> = {
  "/logo.svg": Buffer.from(logo),
  "/flyers/big.svg": Buffer.from(`<svg>${" ".repeat(maxInlineSvgBytes)}</svg>`),
  "/favicon.png": icon,
  "/photo.png": Buffer.alloc(maxInlinePngBytes + 1),
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

  it("carries a small PNG icon as Base64, which the browser decodes without a document of its own", () => {
    expect(inline('<head><link rel="icon" href="/favicon.png" type="image/png"/></head>')).toBe(
      '<head><link rel="icon" href="data:image/png;base64,iVBORw0KGgo=" type="image/png"/></head>',
    );
  });

  it("leaves lazy images, large files, other formats and unknown files as addresses", () => {
    const html =
      '<head><link rel="preload" as="image" href="/flyers/big.svg"/></head><body>' +
      '<img src="/logo.svg" loading="lazy"/><img src="/flyers/big.svg"/><img src="/photo.png"/><img src="/photo.webp"/><img src="/gone.svg"/></body>';
    expect(inline(html)).toBe(html);
  });

  it("writes a data address a browser reads back as the same picture", () => {
    const url = svgDataUrl(logo);
    expect(url).not.toMatch(/[<>"#&]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(logo);
  });
});
