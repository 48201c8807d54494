/**
 * The ceiling the load benchmarks compare with: bare node:http answering one file, in a process
 * of its own (like the site), so that it does not share a thread with the load generator.
 * `node bench/bare-server.ts <file> <content-type> memory|disk|hono`: `memory` answers the
 * file's bytes read at start (a fixed answer), `disk` reads the file for every request (a static
 * file server), `hono` answers the fixed bytes through what every site answer passes before the
 * site's own code: Hono on its Node adapter with the site's security headers (the framework's
 * floor). Sends `{ port }` to its parent once listening.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { securityHeaders } from "../server/http/security-headers.ts";
import { siteRequestListener } from "../server/http/node-server.ts";

const [file = "", type = "application/octet-stream", mode = "memory"] = process.argv.slice(2);
const fixed = readFileSync(file);

function framework(): RequestListener {
  const app = new Hono().use(securityHeaders({ dev: false }));
  app.all("*", (c) => c.body(fixed, 200, { "Content-Type": type, "Cache-Control": "no-store" }));
  return siteRequestListener(app.fetch);
}

const server = createServer(
  mode === "hono"
    ? framework()
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
