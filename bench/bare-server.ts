/**
 * The ceiling the load benchmarks compare with: bare node:http answering one file, in a process
 * of its own (like the site), so that it does not share a thread with the load generator.
 * `node bench/bare-server.ts <file> <content-type> memory|disk|hono`: `memory` answers the
 * file's bytes read at start (a fixed answer), `disk` reads the file for every request (a static
 * file server), `hono` answers the fixed bytes through what every site answer passes before the
 * site's own code: Hono on its Node adapter with the site's security headers (the framework's
 * floor). `node bench/bare-server.ts <folder> - dir` answers the folder's files by path, `/` its
 * index.html (a page and what it loads, as one static site). Sends `{ port }` to its parent once
 * listening.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { securityHeaders } from "../server/http/security-headers.ts";
import { siteRequestListener } from "../server/http/node-server.ts";

const [file = "", type = "application/octet-stream", mode = "memory"] = process.argv.slice(2);
const fixed = mode === "dir" ? Buffer.alloc(0) : readFileSync(file);
const types: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css",
  woff2: "font/woff2",
  svg: "image/svg+xml",
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
};

/** A folder's files by path, nothing outside it; text in Brotli when asked, as the site sends it. */
const folder: RequestListener = async (req, res) => {
  const path = normalize(new URL(req.url ?? "/", "http://floor").pathname);
  const name = path === "/" ? "index.html" : path.slice(1);
  const type = types[extname(name).slice(1)] ?? "application/octet-stream";
  let body = await readFile(join(file, name)).catch(() => undefined);
  const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": "no-store" };
  if (
    body &&
    /^(text|image\/svg)/.test(type) &&
    /\bbr\b/.test(req.headers["accept-encoding"] ?? "")
  ) {
    body = brotliCompressSync(body);
    headers["Content-Encoding"] = "br";
  }
  res.writeHead(body ? 200 : 404, headers);
  res.end(body);
};

function framework(): RequestListener {
  const app = new Hono().use(securityHeaders({ dev: false }));
  app.all("*", (c) => c.body(fixed, 200, { "Content-Type": type, "Cache-Control": "no-store" }));
  return siteRequestListener(app.fetch);
}

const server = createServer(
  mode === "hono"
    ? framework()
    : mode === "dir"
      ? folder
      : async (_, res) => {
          const body = mode === "disk" ? await readFile(file) : fixed;
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
          res.end(body);
        },
);
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
