import { describe, expect, it } from "vitest";
import {
  screensaverWorker,
  workerScript,
  type WorkerFetchEvent,
  type WorkerLifecycleEvent,
  type WorkerSettings,
} from "./worker.ts";

const origin = "http://localhost:3000";

/** Cache Storage in memory, keyed by URL (enough for one origin's GET requests). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), origin).href;
  const cache = (store: Map<string, Response>, fetch: (url: string) => Promise<Response>) =>
    ({
      match: async (request: RequestInfo | URL) => store.get(urlOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(urlOf(request), response);
      },
      addAll: async (requests: RequestInfo[]) => {
        const answers = await Promise.all(requests.map((request) => fetch(urlOf(request))));
        if (answers.some((response) => !response.ok)) throw new TypeError("addAll failed");
        answers.forEach((response, index) => store.set(urlOf(requests[index]!), response));
      },
    }) as unknown as Cache;
  return (fetch: (url: string) => Promise<Response>) => ({
    stores,
    storage: {
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new Map());
        return cache(stores.get(name)!, fetch);
      },
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    } as unknown as CacheStorage,
  });
}

/**
 * Runs the worker against a fake scope: `network` answers its fetches (throwing = offline);
 * timers run only when `elapse` is called.
 */
function startWorker(settings: Partial<WorkerSettings> = {}, caches = memoryCaches()) {
  let network: (url: string) => Promise<Response> = async (url) => new Response(`net ${url}`);
  const listeners = new Map<string, (event: never) => void>();
  const timers: (() => void)[] = [];
  const fetch = (request: Request | string) =>
    network(typeof request === "string" ? new URL(request, origin).href : request.url);
  const { storage, stores } = caches((url) => network(url));
  screensaverWorker(
    {
      location: { origin },
      caches: storage,
      fetch,
      setTimeout: (run) => timers.push(run),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
      addEventListener: (type: string, listener: (event: never) => void) =>
        listeners.set(type, listener),
    },
    {
      build: "b1",
      page: "/screensaver",
      precache: ["/assets/screensaver-abc.js", "/flyers/munich.svg"],
      pageTimeoutMs: 4_000,
      ...settings,
    },
  );
  const lifecycle = async (type: "install" | "activate") => {
    let done: Promise<unknown> = Promise.resolve();
    const event: WorkerLifecycleEvent = { waitUntil: (promise) => (done = promise) };
    (listeners.get(type) as (event: WorkerLifecycleEvent) => void)(event);
    await done;
  };
  /** The worker's answer, or undefined when it leaves the request to the browser. */
  const request = async (path: string, init: { mode?: RequestMode; method?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    // Request's mode is read-only in Node: the event carries a look-alike with the one asked for.
    const request = new Proxy(new Request(new URL(path, origin), { method: init.method }), {
      get: (target, key) =>
        key === "mode" ? (init.mode ?? "cors") : Reflect.get(target, key, target),
    });
    const event: WorkerFetchEvent = { request, respondWith: (response) => (answer = response) };
    (listeners.get("fetch") as (event: WorkerFetchEvent) => void)(event);
    return answer;
  };
  return {
    stores,
    lifecycle,
    request,
    elapse: () => timers.splice(0).forEach((run) => run()),
    setNetwork: (answer: typeof network) => (network = answer),
    offline: () =>
      (network = async () => {
        throw new TypeError("Failed to fetch");
      }),
  };
}

const text = async (response: Response | undefined) => (await response)?.text();

describe("the screensaver's service worker", () => {
  it("keeps the page, its files and the city's images at install", async () => {
    const worker = startWorker();
    await worker.lifecycle("install");
    expect([...worker.stores.get("screensaver-b1")!.keys()]).toEqual([
      `${origin}/screensaver`,
      `${origin}/assets/screensaver-abc.js`,
      `${origin}/flyers/munich.svg`,
    ]);
  });

  it("shows the page from the network when it answers, else the kept page", async () => {
    const worker = startWorker();
    await worker.lifecycle("install");
    worker.setNetwork(async () => new Response("page, second render"));
    expect(await text(await worker.request("/screensaver", { mode: "navigate" }))).toBe(
      "page, second render",
    );
    worker.offline();
    expect(await text(await worker.request("/screensaver", { mode: "navigate" }))).toBe(
      "page, second render",
    );
  });

  it("shows the kept page when the network is too slow or answers with a server error", async () => {
    const worker = startWorker();
    await worker.lifecycle("install");
    worker.setNetwork(() => new Promise<Response>(() => undefined));
    const slow = worker.request("/screensaver", { mode: "navigate" });
    await new Promise((resolve) => setImmediate(resolve));
    worker.elapse();
    expect(await text(await slow)).toBe(`net ${origin}/screensaver`);

    worker.setNetwork(async () => new Response("Bad Gateway", { status: 502 }));
    const failing = await worker.request("/screensaver", { mode: "navigate" });
    expect(await text(failing)).toBe(`net ${origin}/screensaver`);
  });

  it("answers its files and images from the cache, without the network", async () => {
    const worker = startWorker();
    await worker.lifecycle("install");
    worker.offline();
    expect(await text(await worker.request("/flyers/munich.svg"))).toBe(
      `net ${origin}/flyers/munich.svg`,
    );
    expect(await text(await worker.request("/assets/screensaver-abc.js"))).toBe(
      `net ${origin}/assets/screensaver-abc.js`,
    );
  });

  it("leaves everything else to the network and keeps none of it", async () => {
    const worker = startWorker();
    await worker.lifecycle("install");
    for (const path of ["/api/time", "/screensaver/sw.js", "/start", "/assets/ticket-x.js"]) {
      expect(await worker.request(path, { mode: path === "/start" ? "navigate" : "cors" })).toBe(
        undefined,
      );
    }
    expect(await worker.request("/screensaver", { mode: "navigate", method: "POST" })).toBe(
      undefined,
    );
    expect(worker.stores.get("screensaver-b1")!.size).toBe(3);
  });

  it("a new build's worker keeps its own files and drops the old build's when it takes over", async () => {
    const caches = memoryCaches();
    const old = startWorker({}, caches);
    await old.lifecycle("install");
    await old.lifecycle("activate");
    const next = startWorker({ build: "b2", precache: ["/assets/screensaver-def.js"] }, caches);
    await next.lifecycle("install");
    expect([...next.stores.keys()]).toEqual(["screensaver-b1", "screensaver-b2"]);
    await next.lifecycle("activate");
    expect([...next.stores.keys()]).toEqual(["screensaver-b2"]);
  });

  it("is served as its own source, called with the worker's scope and settings", () => {
    const script = workerScript({
      build: "b9",
      page: "/screensaver",
      precache: [],
      pageTimeoutMs: 1,
    });
    expect(script).toContain("function screensaverWorker(scope, settings)");
    expect(script).toContain(`(self, {"build":"b9","page":"/screensaver"`);
    // The function must not lean on anything outside itself: it runs alone in the browser.
    expect(() => new Function(script.replace("(self,", "(undefined,"))).not.toThrow();
  });
});
