/**
 * Which files are worth compressing: text formats. Images, fonts (WOFF2 is compressed already)
 * and archives gain nothing. Shared by the build step that writes the Brotli and gzip siblings
 * and the server that answers with them.
 */
const textExtensions = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".ics",
  ".map",
  ".webmanifest",
]);

/** Below this, a compressed answer saves less than its headers and the work cost. */
export const minCompressBytes = 1024;

export function isCompressible(path: string): boolean {
  const dot = path.lastIndexOf(".");
  return dot !== -1 && textExtensions.has(path.slice(dot).toLowerCase());
}

/** The siblings' suffixes, by the Content-Encoding they carry. */
export const encodingSuffix = { br: ".br", gzip: ".gz" } as const;
export type Encoding = keyof typeof encodingSuffix;
