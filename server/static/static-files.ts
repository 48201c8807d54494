import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { negotiateEncoding } from "../http/accept-encoding.ts";
import { responseBytes } from "../http/compress.ts";
import { etagMatches, immutableCache } from "../http/validators.ts";
import { encodingSuffix, type Encoding } from "../http/compressible.ts";

/** One file of the build's client folder, with the compressed siblings the build wrote. */
interface StaticFile {
  type: string;
  /** Strong validator of the file's content; each coding gets its own (RFC 9110 §8.8.3). */
  hash: string;
  lastModified: string;
  /** Fingerprinted by the bundler: its name changes when its content does. */
  immutable: boolean;
  path: string;
  /**
   * The file as it is: kept from the start only when it has no compressed sibling. Nearly every
   * client takes a sibling; the plain form of those files (about 2 MB of the build) is read
   * when first asked for.
   */
  identity?: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Other files (images, downloads) may change under the same name: revalidate (cheap, 304). */
const revalidateCache = "public, no-cache";

/**
 * Reads the client folder once, at start (the build is a few MB; the files never change while
 * the server runs): a request for a file costs a map lookup, and no request for another path
 * ever looks on disk (the API's and the pages' paths among them).
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const suffixes = Object.values(encodingSuffix) as string[];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || suffixes.some((suffix) => entry.name.endsWith(suffix))) continue;
    const path = join(entry.parentPath, entry.name);
    const urlPath = "/" + relative(root, path).split(sep).join("/");
    // The bundler's own manifest is for the build, not for visitors.
    if (urlPath.startsWith("/.vite/")) continue;
    const identity = readFileSync(path);
    const encoded: StaticFile["encoded"] = {};
    for (const [encoding, suffix] of Object.entries(encodingSuffix)) {
      if (existsSync(path + suffix)) encoded[encoding as Encoding] = readFileSync(path + suffix);
    }
    files.set(urlPath, {
      type: getMimeType(entry.name) ?? "application/octet-stream",
      hash: createHash("sha256").update(identity).digest("base64url").slice(0, 22),
      lastModified: statSync(path).mtime.toUTCString(),
      immutable: urlPath.startsWith("/assets/"),
      path,
      identity: Object.keys(encoded).length === 0 ? identity : undefined,
      encoded,
    });
  }
  return files;
}

/** True when the client's validators say its copy is current (RFC 9110 §13.1.2, §13.1.3). */
function isNotModified(request: Headers, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.get("if-none-match");
  if (ifNoneMatch !== null) {
    return etagMatches(ifNoneMatch, etag);
  }
  const ifModifiedSince = request.get("if-modified-since");
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

/**
 * Answers GET and HEAD for the files of the client build: the smallest representation the
 * client accepts (the build's Brotli or gzip sibling, else the file), with validators (304 on
 * revalidation) and immutable caching for fingerprinted bundles. Anything else passes on.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const files = loadStaticFiles(root);
  return async (c, next) => {
    const method = c.req.method;
    const file = method === "GET" || method === "HEAD" ? files.get(c.req.path) : undefined;
    if (!file) return next();
    const available = Object.keys(file.encoded) as Encoding[];
    const encoding = negotiateEncoding(c.req.header("accept-encoding"), available);
    const body =
      (encoding === "identity" ? undefined : file.encoded[encoding]) ??
      (file.identity ??= readFileSync(file.path));
    const etag = `"${file.hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const headers = new Headers({
      ETag: etag,
      "Last-Modified": file.lastModified,
      "Cache-Control": file.immutable ? immutableCache : revalidateCache,
    });
    // Caches must keep the codings apart, and only files that have several need saying so.
    if (available.length > 0) headers.set("Vary", "Accept-Encoding");
    if (isNotModified(c.req.raw.headers, etag, file.lastModified)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", file.type);
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(method === "HEAD" ? null : responseBytes(body), { status: 200, headers });
  };
}
