import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { parse as parseCookies } from "hono/utils/cookie";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { RouterContextProvider } from "react-router";
import type { ContentStore } from "../../core/content/store.ts";
import { siteContext } from "../../app/site-context.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { imageSizes } from "../content/image-size.ts";
import type { FormService } from "../forms/service.ts";
import type { SiteVariables } from "../http/request-site.ts";
import { hubUrls, siteUrlFor } from "../hubs.ts";
import type { PostImages } from "../posts/images.ts";
import type { WaitListService } from "../wait-list/service.ts";
import { placeCookieName, type WaitingRoom } from "../waiting-room/service.ts";
import { criticalStyles } from "./critical-styles.ts";
import { inlineImages, inlinePicturePath } from "./inline-images.ts";
import {
  isPersonalPath,
  pageCache,
  pageCacheKey,
  RenderedPage,
  type PageSite,
} from "./page-cache.ts";
import type { ScriptHashVariables } from "./script-hashes.ts";
import { storageReads } from "./storage-reads.ts";

/** Renders pages: the React Router request handler (production build or Vite's dev build). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface PageRouteDeps {
  config: Config;
  clock: Clock;
  content: ContentStore;
  forms: Pick<FormService, "definitions">;
  postImages: Pick<PostImages, "size">;
  waitingRoom: Pick<WaitingRoom, "view">;
  waitList: Pick<WaitListService, "view" | "entry">;
}

type PageEnv = { Variables: SecureHeadersVariables & SiteVariables & ScriptHashVariables };

/**
 * A file of the build whose path matches `pattern` (the stylesheets, `/assets/…css`; the
 * pictures, `….svg` and `….png`), read once; undefined if none.
 */
function buildFiles(clientRoot: string | undefined, pattern: RegExp) {
  const files = new Map<string, Buffer | undefined>();
  return (href: string) => {
    if (!clientRoot || !pattern.test(href) || href.includes("..")) return undefined;
    if (!files.has(href)) {
      const path = join(clientRoot, href);
      files.set(href, existsSync(path) ? readFileSync(path) : undefined);
    }
    return files.get(href);
  };
}

/**
 * Every page: rendered by React Router with the request's site in its context; anonymous pages
 * come from the per-second page cache, rendered whole, their critical styles inline and allowed
 * by their scripts' and styles' hashes. `clientRoot` is the build's folder of browser files.
 */
export function pageRoute(
  { config, clock, content, forms, postImages, waitingRoom, waitList }: PageRouteDeps,
  pages: PageHandler,
  clientRoot?: string,
) {
  const stylesheets = buildFiles(clientRoot, /^\/assets\/[\w.-]+\.css$/);
  const withCriticalStyles = criticalStyles((href) => stylesheets(href)?.toString("utf8"));
  const withInlineImages = inlineImages(buildFiles(clientRoot, inlinePicturePath));
  const firstPaintFromHtml = (html: string) => withCriticalStyles(withInlineImages(html));
  const dev = config.NODE_ENV === "development";
  const cityUrls = hubUrls(config);
  const publicImageSize = imageSizes();
  const imageSize = (path: string) => postImages.size(path) ?? publicImageSize(path);
  const cache = pageCache({ maxEntries: 500 });
  /** Rendered whole, without a nonce ("page cache"); else streamed with this nonce. */
  const render = async (
    request: Request,
    site: PageSite,
    nonce: string | undefined | "page cache",
  ) => {
    const storage = storageReads();
    const context = new RouterContextProvider();
    context.set(siteContext, {
      now: () => clock.now(),
      content,
      hubId: site.hub,
      hubUrls: cityUrls,
      siteUrl: site.siteUrl,
      locale: site.locale,
      imageSize,
      dev,
      forms: forms.definitions,
      nonce: nonce === "page cache" ? undefined : nonce,
      wholePage: nonce === "page cache",
      requestId: randomUUID(),
      waitingRoom: (ticketShopId, packageId, cookieHeader) =>
        storage.read(async () => {
          const view = await waitingRoom.view({
            hubId: site.hub,
            ticketShopId,
            packageId,
            cookie: parseCookies(cookieHeader ?? "", placeCookieName)[placeCookieName],
          });
          // The place from the last snapshot read: the page shows it, answered as the outage.
          if (view.stale) storage.outage();
          return view;
        }),
      waitList: (packageId) => storage.read(() => waitList.view(site.hub, packageId)),
      waitListEntry: (id) => storage.read(() => waitList.entry(id)),
    });
    return storage.answer(await pages(request, context));
  };
  return async (c: Context<PageEnv>) => {
    const site = {
      hub: c.get("hub"),
      locale: c.get("locale"),
      siteUrl: siteUrlFor(config, c.req.header("host")),
    };
    // Development renders every request (its modules and content change under it), and a
    // personal page (the team area, the login, a mailed link) is streamed with this response's
    // nonce.
    let response: Response;
    if (dev || isPersonalPath(c.req.path)) {
      response = await render(c.req.raw, site, c.get("secureHeadersNonce"));
    } else {
      // Rendered whole (a HEAD as the GET) and without a nonce, its first screen from its HTML:
      // the policy allows its inline scripts and styles by hash
      // (docs/decisions/0019-compression-and-page-cache.md). Shared through the cache when
      // nothing in the request is the visitor's; else for this request alone, as a page asked
      // for with a query (`?lang=en`, the address a shared link carries) or by a visitor with
      // another cookie (a place in the waiting room) is.
      const whole = async (request: Request) =>
        RenderedPage.of(await render(request, site, "page cache"), firstPaintFromHtml);
      const asGet = () => new Request(c.req.url, { headers: c.req.raw.headers });
      const key = pageCacheKey(c.req.raw, site, clock.now());
      const page =
        key === undefined
          ? await whole(c.req.method === "HEAD" ? asGet() : c.req.raw)
          : // Made only for a render: most requests are answered from the cache.
            await cache.page(key, () => whole(asGet()));
      c.set("scriptHashes", page.scriptHashes);
      c.set("styleHashes", page.styleHashes);
      response = page.respond(c.req.header("accept-encoding"), c.req.method === "HEAD");
    }
    // Pages render in the LOCALE cookie's language and carry this response's CSP nonce or
    // hashes: no shared cache may keep them, and the browser asks again
    // (docs/decisions/0011-page-caching-and-absolute-links.md).
    if (!response.headers.has("cache-control"))
      response.headers.set("Cache-Control", "private, no-cache");
    return response;
  };
}
