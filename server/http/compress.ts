import type { MiddlewareHandler } from "hono";
import { Duplex } from "node:stream";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from "node:zlib";
import { minCompressBytes, type Encoding } from "./compressible.ts";
import { negotiateEncoding } from "./accept-encoding.ts";

/**
 * Levels for answers compressed while the visitor waits: Brotli 5 and gzip 6 cost well under a
 * millisecond for a page and keep most of the gain (the highest levels are for the build's
 * files, compressed once).
 */
const brotliQuality = 5;
const gzipLevel = 6;

/** A Buffer as a response body (Node's Buffers sit on ArrayBuffers, never shared ones). */
export function responseBytes(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  return buffer as Uint8Array<ArrayBuffer>;
}

/** Compresses a whole answer at once (buffered JSON, cached pages). */
export function compressBuffer(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: gzipLevel });
}

/**
 * Compresses a stream chunk by chunk, flushing after each, so a streamed page's first bytes
 * (the head with its stylesheets) still leave before the rest is rendered.
 */
function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding) {
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH, level: gzipLevel });
  // Node's web streams and the DOM's have the same shape but separate type declarations.
  return body.pipeThrough(
    Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}

const compressibleType = /^(text\/(html|calendar)|application\/(json|xml|atom\+xml))\b/i;

/** Adds Accept-Encoding to the answer's Vary, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

/**
 * Compresses HTML, JSON and the feeds (Atom, sitemap, calendar) of about 1 kB and more with the
 * best coding the client accepts. Pages stream (React's shell first): they are compressed as a
 * stream. The others are small or modest and arrive whole: they are read first, and sent as
 * they are when short. Answers that
 * are encoded already (the page cache, static files) pass untouched.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    // The body is looked at last: reading it turns the Node adapter's light answer (a cached
    // page's bytes, written to the socket as they are) into a web Response with a copy of them.
    if (!type || !compressibleType.test(type) || res.headers.has("content-encoding") || !res.body)
      return;
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (encoding === "identity") return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < minCompressBytes) return;
    // The response's own headers are kept (Hono copies them onto the new response); its length
    // is the uncompressed one.
    res.headers.delete("content-length");
    res.headers.set("Content-Encoding", encoding);
    if (type.startsWith("text/html")) {
      c.res = new Response(compressStream(res.body, encoding), res);
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.length < minCompressBytes) res.headers.delete("content-encoding");
    const sent = body.length < minCompressBytes ? body : compressBuffer(body, encoding);
    c.res = new Response(responseBytes(sent), { status: res.status, headers: res.headers });
  };
}
