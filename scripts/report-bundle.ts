/**
 * Prints, for every public page route of the production build, the JavaScript a visitor's
 * browser loads (scripts/bundle-sizes.ts), in gzip kB: initial, and in total without a click
 * (with the sections and modules loaded after hydration), each beside the budget, plus the part
 * every page shares. Run after `npm run build`: `npm run report:bundle`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  knownOverWithoutInteraction,
  pageBudgetBytes,
  pageBundles,
  readingRoutes,
} from "./bundle-sizes.ts";

const clientDir = new URL("../build/client", import.meta.url).pathname;
if (!existsSync(clientDir)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const { pages, gzipBytes } = pageBundles(clientDir, await readingRoutes(join(clientDir, "..")));
const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
// What the React pages share (a reading page loads only its own script).
const isReactPage = (page: (typeof pages)[number]) => page.files.size > 1;
const reactPages = pages.filter(isReactPage);
const shared = [...(reactPages[0]?.files ?? [])].filter((file) =>
  reactPages.every((page) => page.files.has(file)),
);
const sharedBytes = shared.reduce((sum, file) => sum + gzipBytes(file), 0);
const verdict = (bytes: number) =>
  bytes <= pageBudgetBytes ? "ok" : `over by ${((bytes - pageBudgetBytes) / 1024).toFixed(1)} kB`;

const width = Math.max(...pages.map((page) => page.path.length), "route".length);
console.log(
  `JavaScript, gzip kB; budget ${kB(pageBudgetBytes).trim()} kB for both initial and total ` +
    `(everything loaded without a click)\n`,
);
console.log(`${"route".padEnd(width)}  initial  own kB  initial budget    total  total budget`);
for (const page of pages) {
  const known = knownOverWithoutInteraction[page.path] ? " (known)" : "";
  console.log(
    `${page.path.padEnd(width)}  ${kB(page.gzipBytes)}  ${kB(page.gzipBytes - (isReactPage(page) ? sharedBytes : 0))}  ${verdict(
      page.gzipBytes,
    ).padEnd(14)}  ${kB(page.loadedGzipBytes)}  ${verdict(page.loadedGzipBytes)}${known}`,
  );
}
console.log(`${"shared by all".padEnd(width)}  ${kB(sharedBytes)}`);
console.log(
  `\nshared files: ${shared.map((file) => `${file.replace(/^\/assets\//, "")} ${kB(gzipBytes(file)).trim()}`).join(", ")}`,
);
