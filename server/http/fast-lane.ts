import type { IncomingMessage, ServerResponse } from "node:http";
import type { Hono, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { parse as parseCookies } from "hono/utils/cookie";
import type { z } from "zod";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import type { Config } from "../config.ts";
import { send, type JsonAnswer } from "./answer.ts";
import { apiRoute } from "./api-route.ts";
import { clientAddress, forwardedClient } from "./client-address.ts";
import { errorAnswer } from "./error-answer.ts";
import { languageCookie, siteOf, type SiteEnv } from "./request-site.ts";
import { securityHeaderTemplate } from "./security-headers.ts";

/**
 * The busiest calls at the sale start, answered at Node's listener without the framework
 * (docs/decisions/0058-…): a lane is one GET route `/api{path}:param` whose logic answers a
 * LaneCall with a JsonAnswer. `laneRoute` mounts the same logic as an ordinary API route, and
 * `fastLane` answers it first for every request both would read alike; anything else (a body,
 * an escaped character, an unusual host) goes on to the app, which answers it as before.
 */
export interface LaneCall {
  hub: HubId;
  locale: Locale;
  /** The path segment after the lane's path. */
  param: string;
  query: (name: string) => string | undefined;
  /** A cookie's value, read as Hono's getCookie reads it. */
  cookie: (name: string) => string | undefined;
  /** The client's address (clientAddress), worked out when asked. */
  client: () => string;
}

export interface Lane {
  /** Under /api, ending in "/": the route is `{path}:{paramName}`. */
  path: `/${string}/`;
  paramName: string;
  summary: string;
  answerSchema: z.core.$ZodType;
  /** Without a promise when it needs to wait for nothing (the sale start's clicks). */
  answer: (call: LaneCall) => JsonAnswer | Promise<JsonAnswer>;
}

/** The lane as an API route of `router` (mounted under /api), described like every other. */
export function laneRoute(router: Hono<SiteEnv>, lane: Lane, trustedProxies: number): void {
  apiRoute(
    router,
    "GET",
    `${lane.path}:${lane.paramName}`,
    { summary: lane.summary, answer: lane.answerSchema },
    async (c) =>
      send(
        c,
        await lane.answer({
          hub: c.get("hub"),
          locale: c.get("locale"),
          param: c.req.param(lane.paramName) ?? "",
          query: (name) => c.req.query(name),
          cookie: (name) => getCookie(c, name),
          client: () => clientAddress(c, trustedProxies),
        }),
      ),
  );
}

/** Answers a request itself (true) or leaves it to the app (false). */
export type FastLane = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

export interface FastLaneOptions {
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB" | "TRUST_PROXY">;
  /** The app's security headers middleware: the lane's answers carry the same. */
  headers: MiddlewareHandler;
  lanes: readonly Lane[];
}

// What the app's Node adapter reads as it is (anything else it parses and normalises): a host
// in lower case with any port, a parameter and a query without escapes or dot segments.
const plainHost = /^[a-z0-9._-]+(?::\d{1,5})?$/;
const plainParam = /^[A-Za-z0-9_-]+$/;
const plainQuery = /^[A-Za-z0-9._~=&-]*$/;

/** The query of a request without one, shared: nothing writes to a lane's query. */
const noQuery = new URLSearchParams();

export function fastLane({ config, headers, lanes }: FastLaneOptions): FastLane {
  let securityHeaders: (() => string[]) | undefined;
  const template = securityHeaderTemplate(headers).then((ready) => (securityHeaders = ready));
  const routes = lanes.map((lane) => ({ prefix: `/api${lane.path}`, lane }));

  /** The request as its lane's call, or nothing if it is none of the lanes' or not plain. */
  const laneRequest = (incoming: IncomingMessage) => {
    const target = incoming.url ?? "";
    const { headers: given } = incoming;
    if (
      incoming.method !== "GET" ||
      !target.startsWith("/api/") ||
      // A GET with a body is the body limit's to refuse.
      given["content-length"] !== undefined ||
      given["transfer-encoding"] !== undefined ||
      !plainHost.test(given.host ?? "")
    )
      return undefined;
    const queryAt = target.indexOf("?");
    const path = queryAt < 0 ? target : target.slice(0, queryAt);
    const search = queryAt < 0 ? "" : target.slice(queryAt + 1);
    const route = routes.find(({ prefix }) => path.startsWith(prefix));
    if (!route) return undefined;
    const param = path.slice(route.prefix.length);
    if (!plainParam.test(param) || !plainQuery.test(search)) return undefined;

    const query = search === "" ? noQuery : new URLSearchParams(search);
    const { cookie: cookies, "x-forwarded-for": forwardedFor } = given;
    const site = siteOf(config, {
      host: given.host,
      cookies,
      acceptLanguage: given["accept-language"],
      query,
    });
    const call: LaneCall = {
      hub: site.hub,
      locale: site.locale,
      param,
      query: (name) => query.get(name) ?? undefined,
      cookie: (name) => (cookies ? parseCookies(cookies, name)[name] : undefined),
      client: () =>
        forwardedClient(
          typeof forwardedFor === "string" ? forwardedFor : undefined,
          () => incoming.socket.remoteAddress ?? "unknown",
          config.TRUST_PROXY,
        ),
    };
    return { lane: route.lane, call, site, cookies };
  };

  /** The address as the app's error log names it. */
  const urlOf = (incoming: IncomingMessage) => `http://${incoming.headers.host}${incoming.url}`;

  type LaneRequest = NonNullable<ReturnType<typeof laneRequest>>;

  /** The error's answer, as the app's error handler gives it. */
  const failed = (error: unknown, { site }: LaneRequest, incoming: IncomingMessage) =>
    errorAnswer(error, { locale: site.locale, method: "GET", url: urlOf(incoming) });

  /** The answer with the site's headers on Node's response. */
  function write(
    answer: JsonAnswer,
    { site, cookies }: LaneRequest,
    outgoing: ServerResponse,
    headersNow: () => string[],
  ) {
    // Name/value pairs, as Node's writeHead takes them: no header object to build and copy.
    const head = headersNow();
    for (const name in answer.headers) head.push(name, answer.headers[name]!);
    head.push("content-type", "application/json");
    const cookie = site.localeFromUrl
      ? languageCookie(site.locale, cookies, answer.headers["Cache-Control"])
      : undefined;
    if (cookie) head.push("set-cookie", cookie);
    const body = JSON.stringify(answer.body);
    head.push("content-length", String(Buffer.byteLength(body)));
    outgoing.writeHead(answer.status, head);
    outgoing.end(body);
  }

  /**
   * The lane's answer, or the error's, on Node's response: at once when the lane has it at once
   * (no promise made), else once it has come.
   */
  function answerFor(request: LaneRequest, incoming: IncomingMessage, outgoing: ServerResponse) {
    let answer: JsonAnswer | Promise<JsonAnswer>;
    try {
      answer = request.lane.answer(request.call);
    } catch (error) {
      answer = failed(error, request, incoming);
    }
    if (!(answer instanceof Promise) && securityHeaders) {
      write(answer, request, outgoing, securityHeaders);
      return undefined;
    }
    return Promise.resolve(answer)
      .catch((error: unknown) => failed(error, request, incoming))
      .then(async (given) => write(given, request, outgoing, securityHeaders ?? (await template)));
  }

  /** Nothing in the lane is expected to throw; if it did, this request is lost, never the process. */
  const lost = (incoming: IncomingMessage, outgoing: ServerResponse, error: unknown) => {
    console.error(`Fast lane ${urlOf(incoming)}: ${String(error)}`);
    outgoing.destroy();
  };

  return (incoming, outgoing) => {
    let request: ReturnType<typeof laneRequest>;
    try {
      request = laneRequest(incoming);
    } catch (error) {
      // A request this cannot read is the app's, which has an answer for everything.
      console.error(`Fast lane, left to the app: ${String(error)}`);
      return false;
    }
    if (!request) return false;
    try {
      answerFor(request, incoming, outgoing)?.catch((error: unknown) =>
        lost(incoming, outgoing, error),
      );
    } catch (error) {
      lost(incoming, outgoing, error);
    }
    return true;
  };
}
