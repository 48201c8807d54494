import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { RouterContextProvider } from "react-router";
import { errorLogEntry } from "../core/error-log.ts";
import { mediaPrefix } from "../core/media.ts";
import { siteContext } from "../app/site-context.ts";
import { adminRouter } from "./api/admin.ts";
import { authRouter } from "./api/auth.ts";
import { postsRouter } from "./api/posts.ts";
import { contactRouter } from "./api/contact.ts";
import { formRouter } from "./api/form.ts";
import { feedsRouter } from "./feeds/router.ts";
import { newsletterRouter } from "./api/newsletter.ts";
import { openApiRouter } from "./api/openapi.ts";
import { reloadRouter } from "./api/reload.ts";
import { resaleRouter } from "./api/resale.ts";
import { ticketAvailabilityRouter } from "./api/ticket-availability.ts";
import { timeRouter } from "./api/time.ts";
import { visitorText } from "./api/visitor-messages.ts";
import { devIdpPath } from "./auth/dev-idp.ts";
import { requireTeam, teamApiPrefix } from "./auth/require-team.ts";
import { StorageError } from "./db/storage-error.ts";
import { imageSizes } from "./content/image-size.ts";
import { fail, unanswered } from "./http/answer.ts";
import { edgeText } from "./http/edge-messages.ts";
import { bodyLimits, limitBodies } from "./http/body-limit.ts";
import { compressAnswers, responseBytes } from "./http/compress.ts";
import { etagMatches } from "./http/validators.ts";
import { requestSite, type SiteVariables } from "./http/request-site.ts";
import { onNodeResponse, securityHeaders } from "./http/security-headers.ts";
import { hubUrls, siteOrigins, siteUrlFor } from "./hubs.ts";
import { MailBudgetSpentError } from "./mail/requested-mail.ts";
import { mediaCacheControl } from "./posts/images.ts";
import { pageCache, pageCacheKey, RenderedPage, type PageSite } from "./pages/page-cache.ts";
import { scriptHashesInPolicy, type ScriptHashVariables } from "./pages/script-hashes.ts";
import type { AppServices } from "./services.ts";
import { staticFiles } from "./static/static-files.ts";
import { simulatedShopPath } from "./visitor-services.ts";

/** Renders pages: the React Router request handler (production build or Vite's dev build). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * Every request carries its CSP nonce and its site (city and language); a page rendered whole
 * carries its inline scripts' hashes instead.
 */
export type AppEnv = { Variables: SecureHeadersVariables & SiteVariables & ScriptHashVariables };

export interface AppOptions {
  /** Directory of the built client files (assets, images, fonts), served before the pages. */
  staticRoot?: string;
}

export function createApp(
  services: AppServices,
  pages?: PageHandler,
  options: AppOptions = {},
): Hono<AppEnv> {
  const { config, clock, content } = services;
  const app = new Hono<AppEnv>();
  const dev = config.NODE_ENV === "development";

  // First: everything after it (body and rate limits, routers, pages, errors) answers for this site.
  app.use(requestSite(config));
  // Around the security headers: swaps the nonce in their policy for a cached page's hashes.
  app.use(scriptHashesInPolicy());
  const headers = securityHeaders({
    dev,
    // The development identity provider's login form sends people back to the city site they
    // started on (server/auth/dev-idp.ts), which may be another origin than the provider's.
    formTargets: services.auth.devIdp ? siteOrigins(config) : [],
  });
  app.use(headers);
  // Team calls check the login before a byte of their body is read (a 401 leaves it unread), so
  // the team's larger limits below never apply to anyone else. After the headers, as the limits.
  app.use(`${teamApiPrefix}/*`, requireTeam(services.auth.sessions));
  // After the headers, so that its 413 and 408 carry them too.
  app.use(
    limitBodies(
      [
        // The first matching prefix counts: the team's larger calls before the rest of the API.
        [`${teamApiPrefix}/posts`, bodyLimits.post],
        [`${teamApiPrefix}/images`, bodyLimits.upload],
        ["/api", bodyLimits.api],
        [devIdpPath, bodyLimits.standIn],
        [simulatedShopPath, bodyLimits.standIn],
      ],
      { readTimeoutMs: config.READ_TIMEOUT_MS, afterLogin: teamApiPrefix },
    ),
  );

  // The API's answers that can exceed a kilobyte: the team's lists and the API description. The
  // visitors' calls answer a few hundred bytes ({ code, msg }); reading those to learn their
  // size would cost the sale-start call more than compressing could save.
  app.use(`${teamApiPrefix}/*`, compressAnswers());
  app.use("/api/openapi.json", compressAnswers());
  const api = new Hono<AppEnv>();
  api.route("/", timeRouter(services));
  api.route("/", authRouter(services));
  api.route("/", adminRouter(services));
  api.route("/", postsRouter(services));
  api.route("/", formRouter(services));
  api.route("/", newsletterRouter(services));
  api.route("/", contactRouter(services));
  api.route("/", resaleRouter(services));
  api.route("/", ticketAvailabilityRouter(services));
  api.route("/", reloadRouter(services));
  api.route("/", openApiRouter());
  app.route("/api", api);
  // After every API router: anything else under /api is a JSON 404, never a page.
  app.all("/api/*", (c) => fail(c, 404, edgeText(c.get("locale"), "unknownEndpoint")));
  // Only exists on a local site without OIDC_ISSUER (server/auth/local-url.ts).
  if (services.auth.devIdp) {
    // Its provider endpoints write Node's response themselves: they get the same headers first.
    app.use(`${devIdpPath}/*`, onNodeResponse(headers));
    app.route(devIdpPath, services.auth.devIdp.router);
  }
  // Only without PRETIX_URL: the clearly labelled stand-in shop (server/ticket-shop/simulated-pretix.ts).
  if (services.simulatedShop) app.route(simulatedShopPath, services.simulatedShop.app);

  // The team's post images from the database: an address's bytes never change, so browsers and
  // proxies keep them (a day: the team may delete one) and revalidate by ETag (nosniff comes
  // from secureHeaders).
  app.get(`${mediaPrefix}:name`, async (c) => {
    const ifNoneMatch = c.req.header("if-none-match");
    const current = (etag: string) => etagMatches(ifNoneMatch, etag);
    const found = await services.postImages.read(
      c.req.param("name"),
      ifNoneMatch === undefined ? undefined : current,
    );
    if (!found) return c.notFound();
    c.header("ETag", found.etag);
    c.header("Cache-Control", mediaCacheControl);
    if (found.bytes === null || current(found.etag)) return c.body(null, 304);
    c.header("Content-Type", "image/jpeg");
    return c.body(responseBytes(found.bytes));
  });

  // Answers rendered while the visitor waits (pages rendered for one request, the feeds) are
  // compressed; cached pages and the build's files come compressed already.
  app.use(compressAnswers());

  // The feed, sitemap, robots rules and calendar of the request's city.
  app.route("/", feedsRouter(services));

  // Files after the API and the stand-ins, before the pages: read once at start, never on disk
  // per request; the smallest coding the browser accepts (the build writes them).
  if (options.staticRoot) app.use(staticFiles(options.staticRoot));

  if (pages) {
    const cityUrls = hubUrls(config);
    const publicImageSize = imageSizes();
    const imageSize = (path: string) => services.postImages.size(path) ?? publicImageSize(path);
    const cache = pageCache({ maxEntries: 500 });
    /** For the page cache: rendered whole, without a nonce; else streamed with this nonce. */
    const render = (request: Request, site: PageSite, nonce: string | undefined | "page cache") => {
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
        forms: services.forms.definitions,
        nonce: nonce === "page cache" ? undefined : nonce,
        wholePage: nonce === "page cache",
        requestId: randomUUID(),
      });
      return pages(request, context);
    };
    app.all("*", async (c) => {
      const site = {
        hub: c.get("hub"),
        locale: c.get("locale"),
        siteUrl: siteUrlFor(config, c.req.header("host")),
      };
      // Development renders every request (its modules and content change under it).
      const key = dev ? undefined : pageCacheKey(c.req.raw, site, clock.now());
      let response: Response;
      if (key === undefined) {
        response = await render(c.req.raw, site, c.get("secureHeadersNonce"));
      } else {
        // Rendered whole (a HEAD shares the GET's page) and without a nonce: the policy allows
        // its inline scripts by hash (docs/decisions/0019-compression-and-page-cache.md).
        const get = new Request(c.req.url, { headers: c.req.raw.headers });
        const page = await cache.page(key, async () =>
          RenderedPage.of(await render(get, site, "page cache")),
        );
        c.set("scriptHashes", page.scriptHashes);
        response = page.respond(c.req.header("accept-encoding"), c.req.method === "HEAD");
      }
      // Pages render in the LOCALE cookie's language and carry this response's CSP nonce or
      // hashes: no shared cache may keep them, and the browser asks again
      // (docs/decisions/0011-page-caching-and-absolute-links.md).
      if (!response.headers.has("cache-control"))
        response.headers.set("Cache-Control", "private, no-cache");
      return response;
    });
  }

  app.onError((error, c) => {
    // The client left mid-body, or the edge refused the body (body-limit.ts): nothing to log.
    if (c.req.raw.signal.aborted) return unanswered(c);
    // Thrown inside the transaction of a visitor's request, so nothing of it is kept.
    if (error instanceof MailBudgetSpentError) {
      c.header("Retry-After", String(error.retryAfterSeconds));
      return fail(c, 429, visitorText(c.get("locale"), "tooManyMails"));
    }
    // The database is failing (full disk, server gone): one line for the operator, 503 for the visitor.
    if (error instanceof StorageError) {
      console.error(error.message);
      c.header("Retry-After", "60");
      return fail(c, 503, visitorText(c.get("locale"), "storageUnavailable"));
    }
    console.error(errorLogEntry(randomUUID(), c.req.method, c.req.url, error));
    return c.json({ code: 500, msg: edgeText(c.get("locale"), "internal") }, 500);
  });
  return app;
}
