/**
 * Renders the raster copies of the site's SVG pictures, for where an SVG costs or is skipped: each
 * city's link preview (public/previews/<city>.png, 1200×630) from its flyer and the logo, as
 * messengers skip SVG images in previews; and the page icon (public/favicon.png) from
 * public/favicon.svg, as a browser lays an SVG icon out as a document of its own on the page's
 * main thread after it has loaded (decision 0082). Run after changing a flyer, the logo or the
 * icon, and commit the result.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { hubIds } from "../core/content/common.ts";
import { previewImagePath, previewImageSize } from "../core/site-links.ts";

const root = new URL("..", import.meta.url).pathname;
const publicDir = join(root, "public");
const { width, height } = previewImageSize;
const margin = 40;

/** An SVG under public/ as a PNG of the given height, rendered at that size (no blurry upscale). */
async function raster(path: string, targetHeight: number) {
  const svg = readFileSync(join(publicDir, path));
  const { height: own = targetHeight } = await sharp(svg).metadata();
  return sharp(svg, { density: Math.ceil((72 * targetHeight) / own) })
    .resize({ height: targetHeight })
    .png()
    .toBuffer({ resolveWithObject: true });
}

for (const hubId of hubIds) {
  const hub = JSON.parse(readFileSync(join(root, "content/hubs", hubId, "hub.json"), "utf8")) as {
    flyerUrl: string;
  };
  const flyer = await raster(hub.flyerUrl, height - 2 * margin);
  const logo = await raster("/logo.svg", 170);
  const besideFlyer = margin + flyer.info.width;
  const output = join(publicDir, previewImagePath(hubId));
  mkdirSync(join(output, ".."), { recursive: true });
  await sharp({ create: { width, height, channels: 4, background: "#f6f2fb" } })
    .composite([
      { input: flyer.data, left: margin, top: margin },
      {
        input: logo.data,
        left: besideFlyer + Math.round((width - besideFlyer - logo.info.width) / 2),
        top: Math.round((height - logo.info.height) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toFile(output);
  console.log(`${output}: ${width}×${height}`);
}

const iconSize = 48;
const icon = await raster("/favicon.svg", iconSize);
const iconOutput = join(publicDir, "favicon.png");
await sharp(icon.data).png({ compressionLevel: 9 }).toFile(iconOutput);
console.log(`${iconOutput}: ${iconSize}×${iconSize}`);
