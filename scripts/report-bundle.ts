/**
 * Prints, for every public page route of the production build, the JavaScript a visitor's
 * browser loads on a first visit (entry, route manifest and the module chunks of the matched
 * routes), in gzip kB, plus the part every page shares. Run after `npm run build`:
 * `npm run report:bundle`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
}

interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const root = new URL("..", import.meta.url).pathname;
const clientDir = join(root, "build/client");
const serverBuild = join(root, "build/server/index.js");

/** Routes that are not public pages: the team area, form transmission and login callbacks. */
const privatePrefixes = ["/admin", "/_form", "/auth"];

if (!existsSync(serverBuild)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const { assets } = (await import(serverBuild)) as { assets: AssetsManifest };

const gzipSizes = new Map<string, number>();
function gzipBytes(url: string): number {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, url))).length;
    gzipSizes.set(url, size);
  }
  return size;
}

function chain(route: ManifestRoute): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (let current: ManifestRoute | undefined = route; current;) {
    routes.unshift(current);
    current = current.parentId ? assets.routes[current.parentId] : undefined;
  }
  return routes;
}

function urlPath(routes: ManifestRoute[]): string {
  const segments = routes.map((route) => route.path ?? "").filter(Boolean);
  return "/" + segments.join("/");
}

/** A route is a page when it renders something and no child route renders in its place. */
const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
const pages = Object.values(assets.routes)
  .filter((route) => route.hasDefaultExport && (!parents.has(route.id) || route.index))
  .map((route) => {
    const routes = chain(route);
    const path = urlPath(routes);
    const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
    for (const match of routes) {
      files.add(match.module);
      for (const file of match.imports ?? []) files.add(file);
    }
    return { path: path === "/*" ? "/* (404)" : path, files };
  })
  .filter(({ path }) => !privatePrefixes.some((prefix) => path.startsWith(prefix)))
  .sort((a, b) => a.path.localeCompare(b.path));

const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipBytes(f), 0);

const shared = [...(pages[0]?.files ?? [])].filter((file) =>
  pages.every((page) => page.files.has(file)),
);
const sharedBytes = total(shared);

const width = Math.max(...pages.map((page) => page.path.length), "route".length);
console.log(`${"route".padEnd(width)}  total kB  own kB   (JavaScript, gzip)`);
for (const page of pages) {
  const all = total(page.files);
  console.log(`${page.path.padEnd(width)}  ${kB(all)}  ${kB(all - sharedBytes)}`);
}
console.log(`${"shared by all".padEnd(width)}  ${kB(sharedBytes)}`);
console.log(
  `\nshared files: ${shared.map((file) => `${file.replace(/^\/assets\//, "")} ${kB(gzipBytes(file)).trim()}`).join(", ")}`,
);
