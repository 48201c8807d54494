import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { projectPath } from "../project-root.ts";

import type { ImageSize, ImageSizeOf } from "../../core/media.ts";

export const defaultPublicDir = projectPath("public");

/** Pixel size of an SVG (its width and height attributes) or a PNG (its header). */
function readSize(file: string): ImageSize | null {
  const bytes = readFileSync(file);
  if (file.endsWith(".png") && bytes.length >= 24)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (file.endsWith(".svg")) {
    const root = /<svg\b[^>]*>/.exec(bytes.toString("utf8"))?.[0] ?? "";
    const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
    const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
    if (width > 0 && height > 0) return { width, height };
  }
  return null;
}

/**
 * The size of an image under public/ by its site path, read once: link previews announce it
 * (og:image:width/height) so messengers can lay out the card before loading the image, and posts
 * reserve their images' room with it.
 */
export function imageSizes(publicDir = defaultPublicDir): ImageSizeOf {
  const known = new Map<string, ImageSize | null>();
  return (path) => {
    if (!known.has(path)) {
      const file = normalize(join(publicDir, path));
      let size: ImageSize | null = null;
      try {
        if (file.startsWith(publicDir)) size = readSize(file);
      } catch {
        // No such file: no size to announce.
      }
      known.set(path, size);
    }
    return known.get(path) ?? null;
  };
}
