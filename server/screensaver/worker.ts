/**
 * The screensaver's service worker (docs/decisions/0038-screensaver-offline.md). It is written
 * here as one typed function and served as its source text, with its settings, by
 * ./router.ts: no build step of its own, and the tests run the same function against a fake
 * worker scope. Everything it uses must therefore live inside the function.
 */

export interface WorkerSettings {
  /** The build the worker belongs to: its cache's name, so a new deploy gets a new cache. */
  build: string;
  /** The screensaver's path: the one page the worker answers for. */
  page: string;
  /** Paths of what the page needs: its scripts and styles, the fonts, the city's images. */
  precache: readonly string[];
  /** How long a page request may wait for the network before the cached page is shown. */
  pageTimeoutMs: number;
}

/** The parts of a fetch event the worker uses (the DOM library lacks the worker types). */
export interface WorkerFetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface WorkerLifecycleEvent {
  waitUntil(done: Promise<unknown>): void;
}

/** The parts of ServiceWorkerGlobalScope the worker uses. */
export interface WorkerScope {
  location: { origin: string };
  caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  setTimeout(run: () => void, ms: number): unknown;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (e: WorkerLifecycleEvent) => void): void;
  addEventListener(type: "fetch", listener: (e: WorkerFetchEvent) => void): void;
}

export function screensaverWorker(scope: WorkerScope, settings: WorkerSettings): void {
  // One cache per build, all with this prefix.
  const prefix = "screensaver-";
  const cacheName = prefix + settings.build;
  const precached = new Set(settings.precache);
  const open = () => scope.caches.open(cacheName);

  // A new build's worker fetches everything at install and takes over at once; until the
  // install has succeeded (the network may be down), the old worker and its cache stay.
  scope.addEventListener("install", (event) => {
    event.waitUntil(
      open()
        .then((cache) => cache.addAll([settings.page, ...settings.precache]))
        .then(() => scope.skipWaiting()),
    );
  });
  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(prefix) && name !== cacheName)
              .map((name) => scope.caches.delete(name)),
          ),
        )
        .then(() => scope.clients.claim()),
    );
  });

  /** Network first; the cached page after a timeout, a network error or a server error. */
  async function page(request: Request): Promise<Response> {
    const cache = await open();
    const network = scope.fetch(request).then(async (response) => {
      // Only a whole page of this address: never an error page or the end of a redirect.
      if (response.status === 200 && !response.redirected) {
        await cache.put(settings.page, response.clone());
      }
      return response;
    });
    // A late failure, after the cached page was shown, is nobody's business.
    network.catch(() => undefined);
    const timeout = new Promise<undefined>((resolve) =>
      scope.setTimeout(() => resolve(undefined), settings.pageTimeoutMs),
    );
    const first = await Promise.race([network, timeout]).catch(() => undefined);
    if (first && first.status < 500) return first;
    return (await cache.match(settings.page)) ?? first ?? network;
  }

  /** Files with fingerprinted names, fonts and the city's images: the cache, else the network. */
  async function file(request: Request): Promise<Response> {
    const cache = await open();
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    const response = await scope.fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  }

  // Anything else (the API, the worker script itself, other pages' files) goes to the network
  // as if there were no worker: it is never cached.
  scope.addEventListener("fetch", (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== scope.location.origin) return;
    if (request.mode === "navigate" && url.pathname === settings.page) {
      event.respondWith(page(request));
    } else if (precached.has(url.pathname)) {
      event.respondWith(file(request));
    }
  });
}

/** The worker's source as served: the function, called with the worker's scope and settings. */
export function workerScript(settings: WorkerSettings): string {
  return `"use strict";\n(${screensaverWorker.toString()})(self, ${JSON.stringify(settings)});\n`;
}
