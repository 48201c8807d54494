/**
 * The JavaScript each public page of a client build makes the browser load on a first visit,
 * measured gzip-compressed, in two figures:
 * - initial: the route manifest, the entry and its imports, and the modules of every matched
 *   route (with their imports), read from the build's own route manifest (`assets/manifest-*.js`);
 * - without interaction: the initial files plus every module they import dynamically, with
 *   those modules' own imports, read from Vite's manifest (`.vite/manifest.json`), except the few modules that load
 *   only on a click or for a logged-in team member (`onDemandModules`).
 * A reading page (app/reading-page/reading-page.ts) loads only its own script instead; which
 * routes are reading pages is read from the server build's route modules.
 * Used by `npm run report:bundle` and the budget test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { isReadingHandle } from "../app/reading-page/reading-page.ts";
import { ownScriptUrl } from "../server/static/own-scripts.ts";
import type { IslandScript } from "../app/islands/islands.ts";

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

/**
 * JavaScript per public page, gzip, both initial and without interaction: React and React Router
 * take about 114 kB of it.
 */
export const pageBudgetBytes = 129 * 1024;

/**
 * The one script of a reading page (app/reading-page/enhance.ts), gzip: it replaces React and
 * React Router there, so it stays a few kB.
 */
export const readingPageScriptBudgetBytes = 3 * 1024;

/**
 * Each islands' script (app/islands/), gzip: its runtime is Preact's compatibility layer, about
 * 12 kB, where React DOM alone was 60 (docs/decisions/0059-islands-on-preact.md). The waiting
 * room's is what most phones load at 18:00.
 */
export const islandScriptBudgetKb: Record<IslandScript, number> = {
  "waiting-room": 30,
  links: 20,
  // The form's API calls and the PIN link's form: what React Router's 114 kB carried before.
  "hotel-links": 25,
  forms: 45,
  screensaver: 15,
  // Only where a team login is stored: the session's calls and their schemas.
  team: 45,
};

/**
 * The one stylesheet every visitor page paints with (app/styles/index.css), gzip: all pages'
 * styles in one file, fetched once and then cached (docs/decisions/0053-one-stylesheet.md).
 */
export const stylesheetBudgetBytes = 12 * 1024;

/**
 * Modules that public pages import dynamically but load only on a visitor's action or for a team
 * member, by source path: they do not count as loaded without interaction. Anything imported
 * dynamically and not listed here counts, so a new lazy module is counted until shown otherwise.
 */
export const onDemandModules: Record<string, string> = {
  "app/features/auth/auth-api.ts":
    "the team session's calls: only with a team member's stored credentials",
  "core/api/ticket-shop.ts": "the availability answer's schema: when a visitor asks for a ticket",
  "app/features/tickets/team-tickets.tsx": "the team's ticket banner: only where a login is stored",
};

/**
 * Public pages whose JavaScript without interaction is over the budget today (issue 22), with the
 * figure measured then (gzip kB, rounded up) that it must not grow past, and why. A page not
 * listed must stay within the budget; a listed page that gets within it must leave the list.
 */
export const knownOverWithoutInteraction: Record<string, { maxKb: number; reason: string }> = {};

/** Routes that are not public pages: the team area. */
const privatePrefixes = ["/admin"];

export interface PageBundle {
  path: string;
  /** The initial files and their size. */
  files: Set<string>;
  gzipBytes: number;
  /** Everything loaded without a click: the initial files and what they import dynamically. */
  loadedFiles: Set<string>;
  loadedGzipBytes: number;
}

export interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
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

export function readViteManifest(clientDir: string): Record<string, ViteChunk> {
  const path = join(clientDir, ".vite", "manifest.json");
  if (!existsSync(path)) throw new Error(`no Vite manifest at ${path} (vite.config.ts keeps it)`);
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, ViteChunk>;
}

/**
 * Follows `files` (URLs) through Vite's manifest: every static and dynamic import, except
 * `onDemandModules`, with the same for what those import.
 */
function loadedWithoutInteraction(
  files: Set<string>,
  chunks: Record<string, ViteChunk>,
): Set<string> {
  const chunkByUrl = new Map(Object.values(chunks).map((chunk) => [`/${chunk.file}`, chunk]));
  const loaded = new Set(files);
  const visited = new Set<ViteChunk>();
  const visit = (chunk: ViteChunk | undefined) => {
    if (!chunk || visited.has(chunk)) return;
    visited.add(chunk);
    loaded.add(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) visit(chunks[key]);
    for (const key of chunk.dynamicImports ?? []) {
      if (!(key in onDemandModules)) visit(chunks[key]);
    }
  };
  for (const url of files) visit(chunkByUrl.get(url));
  return loaded;
}

/**
 * The routes whose module declares a reading page, by id, with whether its forms are islands,
 * from a build's server build.
 */
export async function readingRoutes(buildDir: string): Promise<Map<string, ReadingRoute>> {
  const url = pathToFileURL(join(buildDir, "server", "index.js")).href;
  const build = (await import(url)) as ServerBuild;
  return new Map(
    Object.entries(build.routes).flatMap(([id, route]) => {
      const handle: unknown = route?.module.handle;
      return isReadingHandle(handle) ? [[id, { islands: handle.islands }] as const] : [];
    }),
  );
}

/** A reading page's islands' script (app/islands/islands.ts), where it has islands. */
export interface ReadingRoute {
  islands: IslandScript | undefined;
}

export function pageBundles(
  clientDir: string,
  readingPages: ReadonlyMap<string, ReadingRoute>,
): {
  pages: PageBundle[];
  gzipBytes(url: string): number;
} {
  const manifest = readRouteManifest(clientDir);
  const chunks = readViteManifest(clientDir);
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
      // A reading page loads its own script only, and its islands' once it has loaded.
      const reading = readingPages.get(route.id);
      const files = new Set<string>(
        reading
          ? [ownScriptUrl(clientDir, "enhance")]
          : [manifest.url, manifest.entry.module, ...manifest.entry.imports],
      );
      for (const match of reading ? [] : routes) {
        files.add(match.module);
        for (const file of match.imports ?? []) files.add(file);
        for (const [key, value] of Object.entries(match)) {
          if (key.endsWith("Module") && typeof value === "string") files.add(value);
        }
      }
      const loadedFiles = loadedWithoutInteraction(files, chunks);
      if (reading?.islands) loadedFiles.add(ownScriptUrl(clientDir, `hydrate-${reading.islands}`));
      const sum = (urls: Set<string>) =>
        [...urls].reduce((total, url) => total + gzipBytes(url), 0);
      return {
        path: path === "/*" ? "/* (404)" : path,
        files,
        gzipBytes: sum(files),
        loadedFiles,
        loadedGzipBytes: sum(loadedFiles),
      };
    })
    .filter(({ path }) => !privatePrefixes.some((prefix) => path.startsWith(prefix)))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { pages, gzipBytes };
}
