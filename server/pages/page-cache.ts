import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { negotiateEncoding } from "../http/accept-encoding.ts";
import { compressBuffer, responseBytes, varyOnEncoding } from "../http/compress.ts";
import { minCompressBytes, type Encoding } from "../http/compressible.ts";
import { inlineHashes } from "./script-hashes.ts";

/** What a page's HTML depends on, besides its address: decided by the edge per request. */
export interface PageSite {
  hub: HubId;
  locale: Locale;
  /** The site's absolute base (link previews), from the configuration. */
  siteUrl: string;
}

/** Pages of the team area, the login and mailed links with their tokens: never shared. */
const personalPrefixes = ["/admin", "/_form", "/auth", "/locale"];

/** Whether `path` is one of the personal pages, which are rendered for each request as it comes. */
export const isPersonalPath = (path: string) =>
  personalPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The page cache's key for a request, or undefined when the answer must be rendered for it alone.
 *
 * A public page is a function of its address, the site (city and its base address, by host
 * name), the language and the clock; not of the visitor: loaders read content and the clock,
 * never the database or a session (the team's session lives in the browser and is sent to the
 * API only). So the key is exactly those, with the clock to the second
 * (docs/decisions/0019-compression-and-page-cache.md). Requests that carry anything personal
 * (an Authorization header, any cookie but LOCALE, a query other than a data request's route
 * list) or ask for the team area or a mailed link are rendered for themselves: a team member's
 * request never reads a visitor's entry nor writes one.
 */
export function pageCacheKey(request: Request, site: PageSite, now: Date): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.headers.has("authorization")) return undefined;
  const cookies = request.headers.get("cookie");
  if (cookies && cookies.split(";").some((cookie) => !/^\s*LOCALE=/.test(cookie))) return undefined;
  const url = new URL(request.url);
  const path = url.pathname;
  if (isPersonalPath(path)) return undefined;
  if ([...url.searchParams.keys()].some((name) => name !== "_routes")) return undefined;
  const second = Math.floor(now.getTime() / 1000);
  return [second, url.host, site.hub, site.siteUrl, site.locale, path + url.search].join(" ");
}

/** A page rendered whole: its inline scripts' and styles' hashes known, its codings made once each. */
export class RenderedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Buffer;
  readonly scriptHashes: string[];
  readonly styleHashes: string[];
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(status: number, headers: ReadonlyArray<[string, string]>, body: Buffer) {
    this.status = status;
    this.headers = headers;
    this.body = body;
    const html = body.toString("utf8");
    this.scriptHashes = inlineHashes(html, "script");
    this.styleHashes = inlineHashes(html, "style");
  }

  /** The page of a response, its HTML passed through `transform` (critical-styles.ts). */
  static async of(
    response: Response,
    transform: (html: string) => string = (html) => html,
  ): Promise<RenderedPage> {
    const headers = [...response.headers].filter(
      ([name]) => !["content-length", "content-encoding"].includes(name),
    );
    const type = response.headers.get("content-type") ?? "";
    const body = /^text\/html\b/.test(type)
      ? Buffer.from(transform(await response.text()))
      : Buffer.from(await response.arrayBuffer());
    return new RenderedPage(response.status, headers, body);
  }

  /**
   * Shared only when it is a plain page or a navigation's data (React Router's turbo-stream):
   * an error or a cookie belongs to its own request.
   */
  get shareable(): boolean {
    const type = this.headers.find(([name]) => name === "content-type")?.[1] ?? "";
    return (
      this.status === 200 &&
      /^text\/(html|x-script)\b/.test(type) &&
      !this.headers.some(([name]) => name === "set-cookie")
    );
  }

  /** A new answer from the page, in the best coding the client accepts. */
  respond(acceptEncoding: string | null | undefined, head: boolean): Response {
    const headers = new Headers(this.headers as [string, string][]);
    varyOnEncoding(headers);
    const encoding =
      this.body.length < minCompressBytes ? "identity" : negotiateEncoding(acceptEncoding);
    let body = this.body;
    if (encoding !== "identity") {
      body = this.#encoded.get(encoding) ?? compressBuffer(this.body, encoding);
      this.#encoded.set(encoding, body);
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    return new Response(head ? null : responseBytes(body), { status: this.status, headers });
  }
}

/**
 * Rendered pages by key, for the current second: within it every request for the same key gets
 * the same page, rendered once even when many ask at the same moment; when the second turns, the
 * entries go. `maxEntries` bounds memory against requests for many different addresses.
 */
export function pageCache(options: { maxEntries: number }) {
  let second = "";
  const entries = new Map<string, Promise<RenderedPage>>();
  return {
    async page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const keySecond = key.slice(0, key.indexOf(" "));
      if (keySecond !== second) {
        entries.clear();
        second = keySecond;
      }
      const pending = entries.get(key);
      if (pending) {
        const page = await pending.catch(() => undefined);
        // Waited for a page that is not to be shared: this request renders its own.
        return page?.shareable ? page : render();
      }
      if (entries.size >= options.maxEntries) return render();
      const rendering = render();
      entries.set(key, rendering);
      const page = await rendering.catch((error: unknown) => {
        entries.delete(key);
        throw error;
      });
      if (!page.shareable) entries.delete(key);
      return page;
    },
    get size() {
      return entries.size;
    },
  };
}
