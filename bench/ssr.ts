/**
 * `npm run bench:ssr`: what a server render costs when the sale starts.
 *
 * Starts the production build (`npm run build` first) as its own process with the clock at the
 * sale start, loads /start and /ticket with many concurrent visitors (autocannon; a phone's
 * browser headers: Brotli/gzip accepted, German), and in the same run a bare node:http server
 * (a process of its own) that reads the /ticket page's HTML from a file for every request, as
 * this machine's ceiling.
 * Prints requests/s, p50/p99 latency and errors for each, their ratio to the static file, and
 * the server's peak memory (VmHWM).
 *
 * BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_INSTANCES (1: with 2, two server processes
 * share the connections, as one instance per core behind nginx would).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "../e2e/support/site.ts";
import { forkServer, line, load, loadSpread, peakRssMb, type Figures } from "./load.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const saleStart = "2025-06-15T18:00:00+02:00";
const headers = { "accept-encoding": "br, gzip", "accept-language": "de-DE,de;q=0.9" };
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const goals = { ratio: 0.2, p99Ms: 200, rssMb: 150 };

const sites = await Promise.all(
  Array.from({ length: instances }, () => startSite({ APP_NOW: saleStart, DEV_IDP: "off" })),
);
const site = sites[0]!;
const dir = mkdtempSync(join(tmpdir(), "bench-ssr-"));
let results: Figures[];
let staticFile: Figures;
let peakMb: number;
try {
  // The static file is the /ticket page as a visitor gets it, uncompressed.
  const html = await (await fetch(`${site.url}/ticket`, { headers })).text();
  const file = join(dir, "ticket.html");
  writeFileSync(file, html);
  const bare = await forkServer("./bare-server.ts", [file, "text/html; charset=utf-8", "disk"]);
  const options = { connections, seconds, headers };
  try {
    staticFile = await load(
      `bare node:http static file (${(html.length / 1024).toFixed(0)} kB)`,
      `${bare.url}/`,
      options,
    );
  } finally {
    await bare.stop();
  }
  results = [];
  for (const path of ["/start", "/ticket"]) {
    const name = `site GET ${path}${instances > 1 ? ` (${instances} processes)` : ""}`;
    results.push(
      await loadSpread(
        name,
        sites.map((each) => each.url + path),
        options,
      ),
    );
  }
  peakMb = Math.max(...sites.map((each) => peakRssMb(each.pid)));
} finally {
  await Promise.all(sites.map((each) => each.stop()));
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\nServer renders: ${connections} connections for ${seconds} s each, clock at ${saleStart}\n`,
);
console.log(line(staticFile));
for (const f of results) {
  console.log(
    `${line(f)}  ratio ${(f.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2)}`,
  );
}
console.log(`\nserver peak RSS: ${peakMb.toFixed(0)} MB per process (goal ≤ ${goals.rssMb} MB)`);
const failures = [
  ...results.flatMap((f) => [
    f.requestsPerSecond < goals.ratio * staticFile.requestsPerSecond
      ? `${f.name}: below ${goals.ratio} of the static file's requests/s`
      : "",
    f.p99 > goals.p99Ms ? `${f.name}: p99 above ${goals.p99Ms} ms` : "",
    f.errors + f.non2xx > 0 ? `${f.name}: errors or non-2xx answers` : "",
  ]),
  peakMb > goals.rssMb ? `peak RSS above ${goals.rssMb} MB` : "",
].filter(Boolean);
for (const failure of failures) console.log(`MISSED: ${failure}`);
if (failures.length === 0) console.log("OK: every goal met");
process.exit(failures.length === 0 ? 0 : 1);
