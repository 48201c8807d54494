/**
 * What the load benchmarks share: one autocannon run turned into the figures they print, the
 * servers under load in processes of their own, and the peak memory of such a process.
 */
import autocannon from "autocannon";
import { serverNodeFlags } from "../e2e/support/site.ts";
import { readFileSync } from "node:fs";
import { fork, type ChildProcess } from "node:child_process";

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

/**
 * The same load spread over several servers (one instance per core behind a balancer), its
 * connections split evenly: requests/s and counts add up, the slowest p99 counts.
 */
export async function loadSpread(
  name: string,
  urls: string[],
  options: LoadOptions,
): Promise<Figures> {
  const connections = Math.max(1, Math.round(options.connections / urls.length));
  const parts = await Promise.all(urls.map((url) => load(name, url, { ...options, connections })));
  const sum = (pick: (f: Figures) => number) => parts.reduce((total, f) => total + pick(f), 0);
  return {
    name,
    requestsPerSecond: sum((f) => f.requestsPerSecond),
    p50: Math.max(...parts.map((f) => f.p50)),
    p99: Math.max(...parts.map((f) => f.p99)),
    ok: sum((f) => f.ok),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
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

/**
 * A benchmark server in a process of its own, started with `fork` (it sends `{ port }`), from
 * its compiled copy (`npm run build`, tsconfig.node.json) as production runs the site.
 */
export interface ChildServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function forkServer(script: string, args: string[] = []): Promise<ChildServer> {
  const compiled = new URL(
    `../build/node/bench/${script.replace(/\.ts$/, ".js")}`,
    import.meta.url,
  );
  const child = fork(compiled.pathname, args, {
    stdio: "inherit",
    execArgv: serverNodeFlags,
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The peak resident memory of a running process so far, in MB (Linux: VmHWM). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kB / 1024;
}
