import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { projectPath } from "../project-root.ts";

export interface ImageSize {
  width: number;
  height: number;
}

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
 * (og:image:width/height) so messengers can lay out the card before loading the image.
 */
export function imageSizes(publicDir = defaultPublicDir): (path: string) => ImageSize | null {
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
