import { serveStatic } from "@hono/node-server/serve-static";
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { RouterContextProvider } from "react-router";
import { errorLogEntry } from "../core/error-log.ts";
import { siteContext } from "../app/site-context.ts";
import { adminRouter } from "./api/admin.ts";
import { authRouter } from "./api/auth.ts";
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
import { StorageError } from "./db/storage-error.ts";
import { imageSizes } from "./content/image-size.ts";
import { fail } from "./http/answer.ts";
import { edgeText } from "./http/edge-messages.ts";
import { bodyLimits, limitBodies } from "./http/body-limit.ts";
import { requestSite, type SiteVariables } from "./http/request-site.ts";
import { hubUrls, siteUrlFor } from "./hubs.ts";
import { MailBudgetSpentError } from "./mail/requested-mail.ts";
import type { AppServices } from "./services.ts";
import { simulatedShopPath } from "./visitor-services.ts";

/** Renders pages: the React Router request handler (production build or Vite's dev build). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** Every request carries its CSP nonce and its site (city and language). */
export type AppEnv = { Variables: SecureHeadersVariables & SiteVariables };

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
  app.use(
    secureHeaders({
      // Pages may talk to our own host only: no fonts, scripts or images from elsewhere.
      contentSecurityPolicy: dev
        ? undefined
        : {
            defaultSrc: ["'self'"],
            // React Router's hydration data and module imports are inline scripts: each response
            // allows only its own, by nonce (passed to the pages through the site context).
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
          },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // After the headers, so that its 413 carries them too.
  app.use(
    limitBodies([
      ["/api", bodyLimits.api],
      [devIdpPath, bodyLimits.standIn],
      [simulatedShopPath, bodyLimits.standIn],
    ]),
  );

  const api = new Hono<AppEnv>();
  api.route("/", timeRouter(services));
  api.route("/", authRouter(services));
  api.route("/", adminRouter(services));
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
  if (services.auth.devIdp) app.route(devIdpPath, services.auth.devIdp.router);
  // Only without PRETIX_URL: the clearly labelled stand-in shop (server/ticket-shop/simulated-pretix.ts).
  if (services.simulatedShop) app.route(simulatedShopPath, services.simulatedShop.app);

  // The feed, sitemap, robots rules and calendar of the request's city.
  app.route("/", feedsRouter(services));

  // Files after the API and the stand-ins (those paths never look on disk), before the pages.
  if (options.staticRoot) {
    // Fingerprinted bundles never change; everything else in public/ may.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("*", serveStatic({ root: options.staticRoot }));
  }

  if (pages) {
    const cityUrls = hubUrls(config);
    const imageSize = imageSizes();
    app.all("*", async (c) => {
      const context = new RouterContextProvider();
      context.set(siteContext, {
        now: () => clock.now(),
        content,
        hubId: c.get("hub"),
        hubUrls: cityUrls,
        siteUrl: siteUrlFor(config, c.req.header("host")),
        locale: c.get("locale"),
        imageSize,
        dev,
        forms: services.forms.definitions,
        nonce: c.get("secureHeadersNonce"),
        requestId: randomUUID(),
      });
      const response = await pages(c.req.raw, context);
      // Pages render in the LOCALE cookie's language and carry this response's CSP nonce: no
      // shared cache may keep them, and the browser asks again
      // (docs/decisions/0011-page-caching-and-absolute-links.md).
      if (!response.headers.has("cache-control"))
        response.headers.set("Cache-Control", "private, no-cache");
      return response;
    });
  }

  app.onError((error, c) => {
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
