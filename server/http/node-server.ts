import { getRequestListener } from "@hono/node-server";
import type { FastLane } from "./fast-lane.ts";
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The longest a whole request may take to arrive: a team member's largest upload (12 MB) over a
 * slow mobile link. Bodies read before or without a login have READ_TIMEOUT_MS (body-limit.ts).
 */
export const requestTimeoutMs = 5 * 60_000;

/**
 * How long an idle kept-alive connection stays open: longer than the proxy in front keeps its
 * idle connections to an instance (nginx: 60 s), so that the proxy always closes one first. With
 * Node's default of 5 s the proxy sent requests on connections the site had just closed; they
 * failed with ECONNRESET, and nginx does not try a POST (a join) on the other instance.
 */
export const keepAliveTimeoutMs = 65_000;

/**
 * How slow clients are cut off, in one place: a request's head must arrive within `readTimeoutMs`
 * (READ_TIMEOUT_MS), the whole request within `requestTimeoutMs`; Node then answers 408 and
 * closes the connection. It looks every second, so a limit is kept to within a second. Idle
 * connections: `keepAliveTimeoutMs`.
 */
export function serverTimeouts(readTimeoutMs: number) {
  return {
    headersTimeout: readTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: 1000,
  };
}

/**
 * A request target in absolute form (`POST http://host/path HTTP/1.1`, which servers must accept,
 * RFC 9112 §3.2.2) is answered as its path on the host it names. Any user and password in it are
 * dropped here, before anything can log the address; web Requests refuse such addresses anyway.
 */
function toOriginForm(incoming: IncomingMessage) {
  const target = incoming.url ?? "";
  if (target.startsWith("/") || !/^https?:\/\//i.test(target) || !URL.canParse(target)) return;
  const { host, pathname, search } = new URL(target);
  incoming.url = `${pathname}${search}`;
  // The headers are read from rawHeaders, and Node may have built `headers` from them already.
  const raw = incoming.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const [name = "", value = ""] = [raw[i], raw[i + 1]];
    if (name.toLowerCase() !== "host") kept.push(name, value);
  }
  incoming.rawHeaders = [...kept, "Host", host];
  incoming.headers.host = host;
}

/**
 * Node's requests to the app: in origin form, the fast lane's calls answered first (when given,
 * http/fast-lane.ts), the rest through Hono's Node adapter.
 */
export function siteRequestListener(fetch: Fetch, lane?: FastLane): RequestListener {
  const listener = getRequestListener(fetch);
  return (incoming, outgoing) => {
    toOriginForm(incoming);
    if (lane?.(incoming, outgoing)) return;
    return listener(incoming, outgoing);
  };
}

/** The site's HTTP server (not yet listening): the app behind Node's limits for slow clients. */
export function siteServer(fetch: Fetch, readTimeoutMs: number, lane?: FastLane): Server {
  return createServer(serverTimeouts(readTimeoutMs), siteRequestListener(fetch, lane));
}
