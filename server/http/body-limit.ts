import type { Context, MiddlewareHandler } from "hono";
import { fail, unanswered } from "./answer.ts";
import { siteLocale } from "./request-site.ts";
import { edgeText } from "./edge.messages.ts";

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

export interface BodyLimitOptions {
  /** READ_TIMEOUT_MS: a body not arrived within this after its head gets 408. */
  readTimeoutMs: number;
  /**
   * The team API's prefix, whose login is checked before this middleware runs (app.ts): only
   * there may a limit exceed the API's, and only there may a body take the server's whole
   * request time (a team member's upload, node-server.ts) rather than READ_TIMEOUT_MS.
   */
  afterLogin: string;
}

const readsOnly = (method: string) => method === "GET" || method === "HEAD";
const under = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a request announces a body, told from its headers alone. */
export function carriesBody(headers: Headers): boolean {
  return headers.has("transfer-encoding") || Number(headers.get("content-length") ?? "0") > 0;
}

/** Why the edge stopped reading a body: too large (413) or too slow (408). */
type Refusal = "too large" | "too slow";

/**
 * One limit in front of every route. A declared Content-Length over the limit is refused before
 * anything is read; a body without one (chunked) is read up to the limit before any handler runs;
 * and handlers only ever see a stream that stops at the limit, whatever the headers said. A body
 * still incomplete READ_TIMEOUT_MS after its head gets 408. Both refusals close the connection:
 * the rest of the body is never read, so the connection cannot be reused. A client that leaves
 * mid-body is not answered, and its request's signal is aborted so that nothing logs it.
 */
export function limitBodies(
  rules: readonly BodyLimitRule[],
  { readTimeoutMs, afterLogin }: BodyLimitOptions,
): MiddlewareHandler {
  for (const [prefix, maxBytes] of rules) {
    if (maxBytes > bodyLimits.api && !under(afterLogin, prefix))
      throw new Error(`${prefix}: bodies over ${bodyLimits.api} bytes only after the team login`);
  }
  const limitFor = (method: string, path: string) => {
    if (readsOnly(method)) return bodyLimits.read;
    const rule = rules.find(([prefix]) => under(prefix, path));
    return rule ? rule[1] : bodyLimits.pageAction;
  };

  return async (c, next) => {
    const maxBytes = limitFor(c.req.method, c.req.path);
    const headers = c.req.raw.headers;
    const chunked = headers.has("transfer-encoding");
    const length = headers.get("content-length");
    const declared = Number(length ?? "0");
    if (declared > maxBytes || Number.isNaN(declared)) return refuse(c, "too large", maxBytes);
    // GET and HEAD requests have no body stream: one announced in chunks cannot be counted. Told
    // from the method alone, since asking for the body builds a whole web Request per read.
    const source = readsOnly(c.req.method) ? null : c.req.raw.body;
    if (!source) return chunked ? refuse(c, "too large", maxBytes) : next();

    let refusal: Refusal | undefined;
    const stopped = new AbortController();
    const deadline = under(afterLogin, c.req.path) ? undefined : Date.now() + readTimeoutMs;
    let body: ReadableStream<Uint8Array> | ArrayBuffer = limitedStream(
      source,
      { maxBytes, deadline },
      (reason) => {
        refusal = reason;
        stopped.abort(reason);
      },
    );
    if (chunked || length === null) {
      try {
        body = await new Response(body).arrayBuffer();
      } catch {
        // Refused, or the client went away (the only other way its body can fail).
        return refusal ? refuse(c, refusal, maxBytes) : unanswered(c);
      }
    }
    // Node needs `duplex` for a stream body; TypeScript's DOM types do not know it yet.
    const init: RequestInit & { duplex: "half" } = {
      body,
      duplex: "half",
      // Aborted when the client leaves (the Node adapter) or the edge refuses the body.
      signal: AbortSignal.any([c.req.raw.signal, stopped.signal]),
    };
    c.req.raw = new Request(c.req.raw, init);
    await next();
    if (refusal) {
      // Not merged with the handler's answer (its Location or cookies must not go out).
      c.res = undefined;
      c.res = refuse(c, refusal, maxBytes);
    }
  };
}

/**
 * Passes `source` through until more than maxBytes came or the deadline passed, then fails;
 * reads only on demand.
 */
function limitedStream(
  source: ReadableStream<Uint8Array>,
  { maxBytes, deadline }: { maxBytes: number; deadline: number | undefined },
  onRefusal: (reason: Refusal) => void,
): ReadableStream<Uint8Array> {
  // Not piped: a pipe would start reading at once, and the development login's provider reads
  // Node's request itself, which must stay untouched unless a handler reads this stream.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let size = 0;
  const refuse = (controller: ReadableStreamDefaultController<Uint8Array>, reason: Refusal) => {
    onRefusal(reason);
    controller.error(new RangeError(`request body ${reason}`));
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.getReader();
        const read = await readBefore(reader, deadline);
        if (read === "too slow") return refuse(controller, "too slow");
        if (read.done) return controller.close();
        size += read.value.byteLength;
        if (size > maxBytes) return refuse(controller, "too large");
        controller.enqueue(read.value);
      },
      cancel: (reason) => (reader ?? source).cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** The next piece, or "too slow" once the deadline passed; the source itself is left alone. */
async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number | undefined,
): Promise<ReadableStreamReadResult<Uint8Array> | "too slow"> {
  const read = reader.read();
  if (deadline === undefined) return read;
  // Cancelling the source would drop the connection before the 408 could go out; a read left
  // pending fails when the connection closes after it, with nobody waiting for it.
  read.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"too slow">((resolve) => {
    timer = setTimeout(() => resolve("too slow"), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

function refuse(c: Context, reason: Refusal, maxBytes: number): Response {
  const response = reason === "too large" ? tooLarge(c, maxBytes) : tooSlow(c);
  response.headers.set("Connection", "close");
  return response;
}

function tooSlow(c: Context): Response {
  return fail(c, 408, edgeText(siteLocale(c), "tooSlow"));
}

function tooLarge(c: Context, maxBytes: number): Response {
  const locale = siteLocale(c);
  return fail(
    c,
    413,
    maxBytes === 0
      ? edgeText(locale, "noBody")
      : edgeText(locale, "tooLarge", { max: `${Math.ceil(maxBytes / 1024)} kB` }),
  );
}
