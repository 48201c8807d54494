/**
 * Prints, for every public page route of the production build, the JavaScript a visitor's
 * browser loads on a first visit (scripts/bundle-sizes.ts), in gzip kB, beside the budget, plus
 * the part every page shares. Run after `npm run build`: `npm run report:bundle`.
 */
import { existsSync } from "node:fs";
import { pageBudgetBytes, pageBundles } from "./bundle-sizes.ts";

const clientDir = new URL("../build/client", import.meta.url).pathname;
if (!existsSync(clientDir)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const { pages, gzipBytes } = pageBundles(clientDir);
const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const shared = [...(pages[0]?.files ?? [])].filter((file) =>
  pages.every((page) => page.files.has(file)),
);
const sharedBytes = shared.reduce((sum, file) => sum + gzipBytes(file), 0);

const width = Math.max(...pages.map((page) => page.path.length), "route".length);
console.log(
  `${"route".padEnd(width)}  total kB  own kB  budget   (JavaScript, gzip; budget ${kB(pageBudgetBytes).trim()} kB)`,
);
for (const page of pages) {
  const within = page.gzipBytes <= pageBudgetBytes;
  console.log(
    `${page.path.padEnd(width)}  ${kB(page.gzipBytes)}  ${kB(page.gzipBytes - sharedBytes)}  ${
      within ? "ok" : `over by ${((page.gzipBytes - pageBudgetBytes) / 1024).toFixed(1)} kB`
    }`,
  );
}
console.log(`${"shared by all".padEnd(width)}  ${kB(sharedBytes)}`);
console.log(
  `\nshared files: ${shared.map((file) => `${file.replace(/^\/assets\//, "")} ${kB(gzipBytes(file)).trim()}`).join(", ")}`,
);
