/**
 * What the load benchmarks share: one autocannon run turned into the figures they print, a bare
 * node:http server as this machine's ceiling, and the peak memory of a server process.
 */
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

export async function load(name: string, url: string, options: LoadOptions): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: options.requests,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    // Timeouts are errors a visitor notices too.
    errors: result.errors + result.timeouts,
  };
}

/** One printed line per measurement. */
export function line(f: Figures): string {
  return [
    f.name.padEnd(44),
    `${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s`,
    `p50 ${String(f.p50).padStart(4)} ms`,
    `p99 ${String(f.p99).padStart(5)} ms`,
    `2xx ${f.ok}`,
    `non-2xx ${f.non2xx}`,
    `errors ${f.errors}`,
  ].join("  ");
}

/** A bare node:http server on a free local port; `close` also ends keep-alive connections. */
export async function bareServer(
  listener: RequestListener,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(listener);
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The peak resident memory of a running process so far, in MB (Linux: VmHWM). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kB / 1024;
}
