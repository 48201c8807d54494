import type { Context, MiddlewareHandler } from "hono";
import { fail } from "./answer.ts";
import { siteLocale } from "./request-site.ts";
import { edgeText } from "./edge-messages.ts";

/** The largest body each kind of request may carry, in bytes. */
export const bodyLimits = {
  /** GET and HEAD (pages, files, API reads) carry none. */
  read: 0,
  /** Page actions: the language switch (a language and the path to return to) is the only one. */
  pageAction: 1024,
  /**
   * API calls. The largest is a postcard: 5,000 characters of message at up to 3 bytes each in
   * UTF-8, plus name, address and JSON (about 15.7 kB); every other call needs under 2 kB.
   */
  api: 16 * 1024,
  /** A team post with its blocks in two languages (the longest files' posts are under 20 kB). */
  post: 256 * 1024,
  /** A photo for a post, straight from a phone's camera. */
  upload: 12 * 1024 * 1024,
  /** The development login's form and token calls, the simulated shop's voucher calls. */
  standIn: 8 * 1024,
} as const;

/** Body-carrying requests under a path prefix and their limit; other paths are pages. */
export type BodyLimitRule = readonly [prefix: string, maxBytes: number];

const readsOnly = (method: string) => method === "GET" || method === "HEAD";

/**
 * One limit in front of every route. A declared Content-Length over the limit is refused before
 * anything is read; a body without one (chunked) is read up to the limit before any handler runs;
 * and handlers only ever see a stream that stops at the limit, whatever the headers said. The 413
 * closes the connection: the rest of the body is never read, so the connection cannot be reused.
 */
export function limitBodies(rules: readonly BodyLimitRule[]): MiddlewareHandler {
  const limitFor = (method: string, path: string) => {
    if (readsOnly(method)) return bodyLimits.read;
    const rule = rules.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    return rule ? rule[1] : bodyLimits.pageAction;
  };

  return async (c, next) => {
    const maxBytes = limitFor(c.req.method, c.req.path);
    const headers = c.req.raw.headers;
    const chunked = headers.has("transfer-encoding");
    const length = headers.get("content-length");
    const declared = Number(length ?? "0");
    if (declared > maxBytes || Number.isNaN(declared)) return tooLarge(c, maxBytes);
    // GET and HEAD requests have no body stream: one announced in chunks cannot be counted. Told
    // from the method alone, since asking for the body builds a whole web Request per read.
    const source = readsOnly(c.req.method) ? null : c.req.raw.body;
    if (!source) return chunked ? tooLarge(c, maxBytes) : next();

    let overflowed = false;
    let body: ReadableStream<Uint8Array> | ArrayBuffer = limitedStream(source, maxBytes, () => {
      overflowed = true;
    });
    if (chunked || length === null) {
      try {
        body = await new Response(body).arrayBuffer();
      } catch (error) {
        if (overflowed) return tooLarge(c, maxBytes);
        throw error;
      }
    }
    // Node needs `duplex` for a stream body; TypeScript's DOM types do not know it yet.
    const init: RequestInit & { duplex: "half" } = { body, duplex: "half" };
    c.req.raw = new Request(c.req.raw, init);
    await next();
    if (overflowed) {
      // Not merged with the handler's answer (its Location or cookies must not go out).
      c.res = undefined;
      c.res = tooLarge(c, maxBytes);
    }
  };
}

/** Passes `source` through until more than maxBytes came, then fails; reads only on demand. */
function limitedStream(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onOverflow: () => void,
): ReadableStream<Uint8Array> {
  // Not piped: a pipe would start reading at once, and the development login's provider reads
  // Node's request itself, which must stay untouched unless a handler reads this stream.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.getReader();
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxBytes) {
          onOverflow();
          return controller.error(new RangeError(`request body over ${maxBytes} bytes`));
        }
        controller.enqueue(value);
      },
      cancel: (reason) => (reader ?? source).cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function tooLarge(c: Context, maxBytes: number): Response {
  const locale = siteLocale(c);
  const response = fail(
    c,
    413,
    maxBytes === 0
      ? edgeText(locale, "noBody")
      : edgeText(locale, "tooLarge", { max: `${Math.ceil(maxBytes / 1024)} kB` }),
  );
  response.headers.set("Connection", "close");
  return response;
}
