import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { errorLogEntry } from "../core/error-log.ts";
import { lowPriorityPreloads } from "./low-priority-preloads.ts";
import { siteContext } from "./site-context.ts";
import { NonceContext } from "./nonce.ts";

export const streamTimeout = 5_000;

/**
 * React Router calls this for every error of a request. Anyone can send a request that ends in a
 * 404 or a 405 (with an address as long as they like) or a form post from another site, and a
 * visitor who leaves aborts the request: those are answered, not logged. Anything else is logged
 * once, bounded, with the request id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isForeignFormPost(request)) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logUnexpected(error, request, context);
};

/**
 * React Router answers a form post whose Origin is not the page's own with 400 before any action
 * runs (its CSRF check): the error it reports then is the visitor's, not ours.
 */
function isForeignFormPost(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (["GET", "HEAD"].includes(request.method) || origin === null) return false;
  return !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin;
}

function logUnexpected(error: unknown, request: Request, context: Readonly<RouterContextProvider>) {
  const { requestId } = context.get(siteContext);
  console.error(errorLogEntry(requestId, request.method, request.url, error));
}

/**
 * React Router's Node entry, plus the response's CSP nonce on every inline script (React's own
 * streaming scripts, the router's, and through NonceContext those the root layout renders), and
 * its module preloads marked low priority (low-priority-preloads.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, wholePage } = loadContext.get(siteContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole page at once; browsers get the shell as soon as
    // it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || wholePage
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Every boundary stays in place, however far down the page (React otherwise moves those
        // past its first 12.8 kB to the end, to be put in place by a script, which visitors
        // without JavaScript never run). Nothing here streams late data, so nothing is lost.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(lowPriorityPreloads()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and reach handleError; later ones only here.
          if (shellRendered && !request.signal.aborted) logUnexpected(error, request, loadContext);
        },
      },
    );
  });
}
