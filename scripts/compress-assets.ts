/**
 * Post-build step of `npm run build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) sibling of every text file in build/client, so that the server sends the smallest one
 * the browser accepts without compressing anything per request. A sibling that would not be
 * smaller is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { encodingSuffix, isCompressible, minCompressBytes } from "../server/http/compressible.ts";

const clientDir = new URL("../build/client", import.meta.url).pathname;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !isCompressible(entry.name)) continue;
  // Vite's manifest is read by the bundle report, never served.
  if (entry.parentPath.includes("/.vite")) continue;
  const path = join(entry.parentPath, entry.name);
  const raw = readFileSync(path);
  if (raw.length < minCompressBytes) continue;
  const variants = {
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [encoding, body] of Object.entries(variants)) {
    if (body.length < raw.length)
      writeFileSync(path + encodingSuffix[encoding as keyof typeof variants], body);
  }
  files += 1;
  before += raw.length;
  after += variants.br.length;
}
console.log(
  `compressed ${files} files in build/client: ${(before / 1024).toFixed(0)} kB raw, ` +
    `${(after / 1024).toFixed(0)} kB Brotli`,
);
