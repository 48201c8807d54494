import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { ServerBuild } from "react-router";
import { screensaverPath } from "../core/screensaver.ts";
import { authRouter } from "./auth/router.ts";
import { newsletterTeamRouter } from "./newsletter/team-router.ts";
import { outboxTeamRouter } from "./outbox/team-router.ts";
import { postsTeamRouter } from "./posts/team-router.ts";
import { resaleTeamRouter } from "./resale/team-router.ts";
import { statisticsTeamRouter } from "./statistics/team-router.ts";
import { ticketTeamRouter } from "./tickets/team-router.ts";
import { contactRouter } from "./contact/visitor-router.ts";
import { formRouter } from "./forms/visitor-router.ts";
import { feedsRouter } from "./feeds/router.ts";
import { healthRouter } from "./health/router.ts";
import { newsletterRouter } from "./newsletter/visitor-router.ts";
import { openApiRouter } from "./http/openapi.ts";
import { reloadRouter } from "./statistics/visitor-router.ts";
import { resaleRouter } from "./resale/visitor-router.ts";
import { availabilityLane, ticketAvailabilityRouter } from "./tickets/visitor-router.ts";
import { timeRouter } from "./tickets/time-router.ts";
import { waitingRoomTeamRouter } from "./waiting-room/team-router.ts";
import { placeLane, waitingRoomRouter } from "./waiting-room/visitor-router.ts";
import { waitListRouter } from "./wait-list/visitor-router.ts";
import { waitListTeamRouter } from "./wait-list/team-router.ts";
import { devIdpPath } from "./auth/dev-idp.ts";
import { requireTeam, teamApiPrefix, type TeamEnv } from "./auth/require-team.ts";
import { fail, send, unanswered } from "./http/answer.ts";
import { errorAnswer } from "./http/error-answer.ts";
import { fastLane, type FastLane } from "./http/fast-lane.ts";
import { edgeText } from "./http/edge.messages.ts";
import { bodyLimits, limitBodies } from "./http/body-limit.ts";
import { compressAnswers } from "./http/compress.ts";
import { refuseCrossSite } from "./http/cross-site.ts";
import { requestSite, type SiteVariables } from "./http/request-site.ts";
import {
  allowWorkers,
  onNodeResponse,
  securityHeaders,
  teamWindowIsolation,
} from "./http/security-headers.ts";
import { siteOrigins } from "./hubs.ts";
import { pageRoute, type PageHandler } from "./pages/page-route.ts";
import { postImagesRouter } from "./posts/media-router.ts";
import { scriptHashesInPolicy, type ScriptHashVariables } from "./pages/script-hashes.ts";
import { screensaverRouter } from "./screensaver/router.ts";
import type { AppServices } from "./services.ts";
import { staticFiles } from "./static/static-files.ts";
import { testClockPath, testClockRouter } from "./test-clock.ts";
import { simulatedShopPath } from "./tickets/shop-connection.ts";

export type { PageHandler };

/**
 * Every request carries its CSP nonce and its site (city and language); a page rendered whole
 * carries its inline scripts' hashes instead.
 */
export type AppEnv = { Variables: SecureHeadersVariables & SiteVariables & ScriptHashVariables };

export interface AppOptions {
  /** Directory of the built client files (assets, images, fonts), served before the pages. */
  staticRoot?: string;
  /** The build's route manifest: what the screensaver's service worker keeps offline. */
  assets?: ServerBuild["assets"];
}

/**
 * Every domain's team calls (spec section 7, admin/…). createApp checks the login in front of
 * them all, before any body is read: each needs a live team session (401 otherwise).
 */
export function teamApi(services: AppServices): Hono<TeamEnv> {
  const area = new Hono<TeamEnv>();
  for (const router of [
    newsletterTeamRouter(services),
    statisticsTeamRouter(services),
    resaleTeamRouter(services),
    outboxTeamRouter(services),
    ticketTeamRouter(services),
    postsTeamRouter(services),
    waitListTeamRouter(services),
    waitingRoomTeamRouter(services),
  ])
    area.route("/", router);
  return area;
}

function siteSecurityHeaders({ config, auth }: Pick<AppServices, "config" | "auth">) {
  return securityHeaders({
    dev: config.NODE_ENV === "development",
    // The development identity provider's login form sends people back to the city site they
    // started on (server/auth/dev-idp.ts), which may be another origin than the provider's.
    formTargets: auth.devIdp ? siteOrigins(config) : [],
  });
}

/** The team area's pages and its login: the pages with a window of their own. */
const teamWindowPaths = ["/admin", "/admin/*", "/auth/*"];

/**
 * The calls answered in front of the app (http/fast-lane.ts): the sale start's busiest, the
 * availability call every shop button asks and the waiting room's polls. With the app's own
 * security headers.
 */
export function siteFastLane(services: AppServices): FastLane {
  return fastLane({
    config: services.config,
    headers: siteSecurityHeaders(services),
    lanes: [availabilityLane(services), placeLane(services)],
  });
}

export function createApp(
  services: AppServices,
  pages?: PageHandler,
  options: AppOptions = {},
): Hono<AppEnv> {
  const { config } = services;
  const app = new Hono<AppEnv>();

  // The fast lane's calls (siteFastLane above) are mostly answered before this chain: what it
  // adds to their answers must be added there too (server/test/fast-lane.ts compares them).
  // First: everything after it (body and rate limits, routers, pages, errors) answers for this site.
  app.use(requestSite(config));
  // Around the security headers: swaps the nonce in their policy for a cached page's hashes.
  app.use(scriptHashesInPolicy());
  app.use(screensaverPath, allowWorkers());
  for (const path of teamWindowPaths) app.use(path, teamWindowIsolation());
  const headers = siteSecurityHeaders(services);
  app.use(headers);
  // Nothing another website starts changes anything here, on any route (http/cross-site.ts):
  // after the headers, so that its 403 carries them; before anything reads a body. The fast lane
  // answers reads only, which this lets through.
  app.use(refuseCrossSite(config));
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
  // For the proxy and monitoring: database, shop and the shop's call budget.
  app.route("/", healthRouter(services));
  const api = new Hono<AppEnv>();
  api.route("/", timeRouter(services));
  api.route("/", authRouter(services));
  api.route("/", teamApi(services));
  api.route("/", formRouter(services));
  api.route("/", newsletterRouter(services));
  api.route("/", contactRouter(services));
  api.route("/", resaleRouter(services));
  api.route("/", ticketAvailabilityRouter(services));
  api.route("/", waitingRoomRouter(services));
  api.route("/", waitListRouter(services));
  api.route("/", reloadRouter(services));
  app.route("/api", api);
  // Described by the routes just mounted: each was registered with its schemas (http/api-route.ts).
  app.route("/api", openApiRouter(app.routes));
  // After every API router: anything else under /api is a JSON 404, never a page.
  app.all("/api/*", (c) => fail(c, 404, edgeText(c.get("locale"), "unknownEndpoint")));
  // Only exists on a local site without OIDC_ISSUER (server/auth/local-url.ts).
  if (services.auth.devIdp) {
    // Its provider endpoints write Node's response themselves: they get the same headers first.
    app.use(`${devIdpPath}/*`, onNodeResponse(headers));
    app.route(devIdpPath, services.auth.devIdp.router);
  }
  // Only without PRETIX_URL: the clearly labelled stand-in shop (server/tickets/simulated-pretix.ts).
  if (services.simulatedShop) app.route(simulatedShopPath, services.simulatedShop.app);
  // Only on a site under test with TEST_CLOCK=on (server/test-clock.ts).
  if (services.testClock)
    app.route(testClockPath, testClockRouter(services.testClock, services.clock));

  app.route("/", postImagesRouter(services));

  // Answers rendered while the visitor waits (pages rendered for one request, the feeds) are
  // compressed; cached pages and the build's files come compressed already.
  app.use(compressAnswers());

  // The feed, sitemap, robots rules and calendar of the request's city.
  app.route("/", feedsRouter(services));

  // Files after the API and the stand-ins, before the pages: read once at start, never on disk
  // per request; the smallest coding the browser accepts (the build writes them).
  if (options.staticRoot && options.assets) {
    const build = { assets: options.assets, clientRoot: options.staticRoot };
    app.route("/", screensaverRouter(services.content, build));
  }
  if (options.staticRoot) app.use(staticFiles(options.staticRoot));

  if (pages) app.all("*", pageRoute(services, pages, options.staticRoot));

  app.onError((error, c) => {
    // The client left mid-body, or the edge refused the body (body-limit.ts): nothing to log.
    if (c.req.raw.signal.aborted) return unanswered(c);
    const { method, url } = c.req;
    return send(c, errorAnswer(error, { locale: c.get("locale"), method, url }));
  });
  return app;
}
