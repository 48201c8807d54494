/**
 * The small pictures of a page's first screen carried in its HTML (docs/decisions/0075-nothing-before-the-first-paint.md):
 * an `<img>` that loads at once (not `loading="lazy"`) of a small SVG or PNG file gets the file
 * as a `data:` address, and the image preload React put in the head for it goes; so does the
 * icon, which the browser asks for as soon as a page without other files has loaded. The header's
 * logo and city sign and the start page's flyer then paint with the text instead of being
 * requested beside the page on a slow connection, at a few hundred bytes of compressed HTML each.
 */

/** Larger files stay files (each page carries its inline pictures again); the largest first-screen picture, a news post's hero, is 17 kB (2 kB in Brotli). */
export const maxInlineSvgBytes = 20_000;
/** A PNG's bytes go in as Base64, which compression hardly shrinks: the icon (1.3 kB) fits. */
export const maxInlinePngBytes = 2_000;

/** The addresses of the build's files that may go in as pictures. */
export const inlinePicturePath = /^\/[\w/.-]+\.(svg|png)$/;

const imageTag = /<img\b[^>]*>/g;
const iconLink = /<link rel="icon"[^>]*>/g;
const preload = /<link rel="preload"[^>]*>/g;

/**
 * The SVG's text as a `data:` address for a double-quoted attribute: escaped where the URL or
 * the attribute needs it (`%`, `#`, quotes, angle brackets, `&`, non-ASCII), readable elsewhere.
 */
export function svgDataUrl(svg: string): string {
  const escaped = encodeURIComponent(svg.trim()).replaceAll(/%(20|2C|2F|3A|3B|3D)/g, (code) =>
    decodeURIComponent(code),
  );
  return `data:image/svg+xml,${escaped}`;
}

/** A small SVG or PNG file as a `data:` address; undefined for other files and larger ones. */
function dataUrl(path: string, file: Buffer): string | undefined {
  if (path.endsWith(".svg") && file.length <= maxInlineSvgBytes)
    return svgDataUrl(file.toString("utf8"));
  if (path.endsWith(".png") && file.length <= maxInlinePngBytes)
    return `data:image/png;base64,${file.toString("base64")}`;
  return undefined;
}

/** The page with its eager small images inline; `file(path)` gives a file's bytes, or undefined. */
export function inlineImages(file: (path: string) => Buffer | undefined) {
  const dataUrls = new Map<string, string | undefined>();
  const dataUrlOf = (path: string) => {
    if (!dataUrls.has(path)) {
      const bytes = inlinePicturePath.test(path) ? file(path) : undefined;
      dataUrls.set(path, bytes === undefined ? undefined : dataUrl(path, bytes));
    }
    return dataUrls.get(path);
  };
  return (html: string): string => {
    const inlined = new Set<string>();
    const body = html.replaceAll(imageTag, (tag) => {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
      if (src === undefined || /\sloading="lazy"/.test(tag)) return tag;
      const url = dataUrlOf(src);
      if (url === undefined) return tag;
      inlined.add(src);
      // The file's address stays beside it: it names the picture (and the tests find it by it).
      return tag.replace(` src="${src}"`, ` src="${url}" data-file="${src}"`);
    });
    return body
      .replaceAll(iconLink, (link) => {
        const href = /\shref="([^"]+)"/.exec(link)?.[1];
        const url = href === undefined ? undefined : dataUrlOf(href);
        return url === undefined ? link : link.replace(` href="${href}"`, ` href="${url}"`);
      })
      .replaceAll(preload, (link) => {
        const href = /\shref="([^"]+)"/.exec(link)?.[1];
        return / as="image"/.test(link) && href !== undefined && inlined.has(href) ? "" : link;
      });
  };
}
