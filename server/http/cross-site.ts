import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { siteOrigins } from "../hubs.ts";
import { fail } from "./answer.ts";
import { edgeText } from "./edge.messages.ts";
import { siteLocale } from "./request-site.ts";

/** Methods that change nothing (RFC 9110 §9.2.1): answered whoever asks. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The headers that tell where a request was started. */
export interface RequestFrom {
  /** Sec-Fetch-Site: the browser's word on the page that sent it. */
  fetchSite: string | undefined;
  origin: string | undefined;
  /** The Host the request was sent to. */
  host: string | undefined;
}

/**
 * Whether a state-changing request comes from one of the site's own pages, or from no page at
 * all (a script, another server: they send neither header). Sec-Fetch-Site first: `cross-site`
 * is refused; `same-site` (another site under the same domain) only from one of our own city
 * sites, by its Origin. A browser without it still sends Origin with every POST: it must be one
 * of our origins, or the one the request was sent to.
 */
export function fromOwnSite(request: RequestFrom, ownOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.fetchSite?.toLowerCase();
  // `none`: started by the visitor themself (the address bar, a bookmark), not by a page.
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  if (fetchSite === "cross-site") return false;
  const { origin } = request;
  // A browser that says same-site always names the page's origin.
  if (origin === undefined) return fetchSite === undefined;
  if (ownOrigins.has(origin)) return true;
  // The page's own host (a proxy that names the site differently from PUBLIC_URL): only a page
  // from that very host can send it. "null" (a sandboxed or file page) is no URL.
  return URL.canParse(origin) && new URL(origin).host === request.host?.toLowerCase();
}

/**
 * Refuses every state-changing request started by another website (403, `{ code, msg }` in the
 * visitor's language) before anything reads its body: forms posted from elsewhere, and
 * `fetch(…, { mode: "no-cors" })`, which a browser sends with the visitor's cookies and network
 * address. Reads pass: they change nothing, and another site cannot read their answer.
 */
export function refuseCrossSite(
  config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS">,
): MiddlewareHandler {
  const ownOrigins = new Set(siteOrigins(config));
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const from = {
      fetchSite: c.req.header("sec-fetch-site"),
      origin: c.req.header("origin"),
      host: c.req.header("host"),
    };
    if (!fromOwnSite(from, ownOrigins)) return fail(c, 403, edgeText(siteLocale(c), "crossSite"));
    return next();
  };
}
