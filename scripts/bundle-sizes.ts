/**
 * The JavaScript each public page of a client build makes the browser load on a first visit:
 * the route manifest, the entry and its imports, and the modules of every matched route (with
 * their imports), measured gzip-compressed. Read from the build's own route manifest
 * (`assets/manifest-*.js`). Used by `npm run report:bundle` and the budget test.
 */
import { readdirSync, readFileSync } from "node:fs";
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
  /** Split route modules (client loader, hydrate fallback, …) the page loads with it. */
  [key: `${string}Module`]: string | undefined;
}

interface RouteManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Initial JavaScript per public page, gzip: React and React Router take about 114 kB of it. */
export const pageBudgetBytes = 129 * 1024;

/** Routes that are not public pages: the team area, form transmission and login callbacks. */
const privatePrefixes = ["/admin", "/_form", "/auth"];

export interface PageBundle {
  path: string;
  files: Set<string>;
  gzipBytes: number;
}

export function readRouteManifest(clientDir: string): RouteManifest {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!name) throw new Error(`no route manifest in ${clientDir}/assets`);
  const source = readFileSync(join(clientDir, "assets", name), "utf8");
  // The file assigns one JSON object to a global.
  return JSON.parse(
    source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
  ) as RouteManifest;
}

export function pageBundles(clientDir: string): {
  pages: PageBundle[];
  gzipBytes(url: string): number;
} {
  const manifest = readRouteManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipBytes = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, url))).length;
      sizes.set(url, size);
    }
    return size;
  };
  const chain = (route: ManifestRoute) => {
    const routes: ManifestRoute[] = [];
    for (let current: ManifestRoute | undefined = route; current;) {
      routes.unshift(current);
      current = current.parentId ? manifest.routes[current.parentId] : undefined;
    }
    return routes;
  };
  // A route is a page when it renders something and no child route renders in its place.
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const pages = Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && (!parents.has(route.id) || route.index))
    .map((route) => {
      const routes = chain(route);
      const path =
        "/" +
        routes
          .map((match) => match.path ?? "")
          .filter(Boolean)
          .join("/");
      const files = new Set<string>([
        manifest.url,
        manifest.entry.module,
        ...manifest.entry.imports,
      ]);
      for (const match of routes) {
        files.add(match.module);
        for (const file of match.imports ?? []) files.add(file);
        for (const [key, value] of Object.entries(match)) {
          if (key.endsWith("Module") && typeof value === "string") files.add(value);
        }
      }
      const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
      return { path: path === "/*" ? "/* (404)" : path, files, gzipBytes: total };
    })
    .filter(({ path }) => !privatePrefixes.some((prefix) => path.startsWith(prefix)))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { pages, gzipBytes };
}
