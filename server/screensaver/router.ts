import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { ContentStore } from "../../core/content/store.ts";
import { screensaverPath, screensaverWorkerPath } from "../../core/screensaver.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { ownScriptUrl } from "../static/own-scripts.ts";
import { workerScript } from "./worker.ts";

/** The production build as the worker needs it: its manifest and the folder of its client files. */
export interface ScreensaverBuild {
  assets: ServerBuild["assets"];
  clientRoot: string;
}

/**
 * A slow network is worse than none for a screen: after this long the cached page shows (the
 * server renders it in milliseconds; the page reloads only after the network answered).
 */
const pageTimeoutMs = 4_000;

/** Named by the pages' links, not by the bundler: the favicon (root.tsx) and the logo slide. */
const pageImages = ["/favicon.png", "/logo.svg"];

/** `url(/…)` references of a stylesheet: the fonts the page's styles load. */
const cssUrl = /url\((\/[^)"']+)\)/g;

/**
 * What the screensaver page loads from the build: as a reading page its own script and its
 * slideshow's islands' script; the client entry, the modules of its route and the routes around
 * it and the route manifest, which a team member's browser loads instead (it gets the page from
 * React); the styles of those routes and the fonts they name.
 */
export function screensaverBuildFiles({ assets, clientRoot }: ScreensaverBuild): string[] {
  const routes = Object.values(assets.routes).filter((route) => route !== undefined);
  const page = routes.find((route) => `/${route.path ?? ""}` === screensaverPath);
  if (!page) throw new Error(`The build has no route ${screensaverPath}`);
  const chain = [page];
  for (let parent = page.parentId; parent !== undefined;) {
    const route = assets.routes[parent];
    if (!route) break;
    chain.push(route);
    parent = route.parentId;
  }
  const files = new Set<string>([
    ownScriptUrl(clientRoot, "enhance"),
    ownScriptUrl(clientRoot, "hydrate-screensaver"),
    assets.url,
    assets.entry.module,
    ...assets.entry.imports,
  ]);
  for (const route of chain) {
    files.add(route.module);
    for (const path of [...(route.imports ?? []), ...(route.css ?? [])]) files.add(path);
  }
  for (const css of chain.flatMap((route) => route.css ?? [])) {
    const text = readFileSync(join(clientRoot, css), "utf8");
    for (const [, path] of text.matchAll(cssUrl)) if (path) files.add(path);
  }
  return [...files, ...pageImages];
}

/**
 * The screensaver's service worker, for the request's city (its own images), belonging to this
 * build. Never cached by the browser (the worker's updates depend on it), and allowed the
 * screensaver page as its scope, which is one step above its folder and covers nothing else.
 */
export function screensaverRouter(content: ContentStore, build: ScreensaverBuild) {
  const files = screensaverBuildFiles(build);
  return new Hono<SiteEnv>().get(screensaverWorkerPath, (c) => {
    const images = content[c.get("hub")].hub.screensaverImages.map((image) => image.src);
    const script = workerScript({
      build: build.assets.version,
      page: screensaverPath,
      precache: [...new Set([...files, ...images])],
      pageTimeoutMs,
    });
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    c.header("Service-Worker-Allowed", screensaverPath);
    return c.body(script);
  });
}
