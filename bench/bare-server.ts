/**
 * The ceiling the load benchmarks compare with: bare node:http answering one file, in a process
 * of its own (like the site), so that it does not share a thread with the load generator.
 * `node bench/bare-server.ts <file> <content-type> memory|disk`: `memory` answers the file's
 * bytes read at start (a fixed answer), `disk` reads the file for every request (a static file
 * server). Sends `{ port }` to its parent once listening.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const [file = "", type = "application/octet-stream", mode = "memory"] = process.argv.slice(2);
const fixed = readFileSync(file);
const server = createServer(async (_, res) => {
  const body = mode === "disk" ? await readFile(file) : fixed;
  res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
