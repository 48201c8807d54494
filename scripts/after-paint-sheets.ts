/**
 * Post-build step of `npm run build`, before the compression: writes beside each built stylesheet
 * that declares font faces a copy without them (`….after-paint.css`), which a cached page loads
 * after its first paint (server/pages/critical-styles.ts): a sheet with an `@font-face` rule lays
 * every line of text out again when it applies, even when its faces are in the page already.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterPaintSheet } from "../server/pages/after-paint.ts";
import { withoutFontFaces } from "../server/pages/critical-styles.ts";

const assetsDir = new URL("../build/client/assets", import.meta.url).pathname;

let copies = 0;
for (const name of readdirSync(assetsDir)) {
  if (!name.endsWith(".css") || name.endsWith(".after-paint.css")) continue;
  const css = readFileSync(join(assetsDir, name), "utf8");
  if (!/@font-face/i.test(css)) continue;
  writeFileSync(join(assetsDir, afterPaintSheet(name)), withoutFontFaces(css));
  copies += 1;
}
console.log(`stylesheets copied without their font faces in build/client/assets: ${copies}`);
