/**
 * What the load benchmarks share: one autocannon run turned into the figures they print, calls
 * that each go out exactly once with their answers kept, the servers under load in processes of
 * their own (and the bare node:http floor), and the peak memory of such a process.
 */
import autocannon from "autocannon";
import { serverNodeFlags } from "../e2e/support/site.ts";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fork, type ChildProcess } from "node:child_process";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

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

/** What one request of `callEach`/`callPaced` is: a GET unless said otherwise. */
export interface Call {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a run of calls measured; several runs (e.g. between clock steps) add up in figuresOf. */
export interface Tally {
  /** Per answered call, ms from sending (a free connection included) to the whole answer. */
  latencies: number[];
  seconds: number;
  /** Answers 2xx or 3xx. */
  ok: number;
  non2xx: number;
  /** Calls that got no answer (socket errors). */
  errors: number;
  /** The first socket error, to print. */
  firstError?: string;
}

/** The figures of runs: requests/s over their summed time, percentiles over every latency. */
export function figuresOf(name: string, tallies: readonly Tally[]): Figures {
  const latencies = tallies.flatMap((t) => t.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0) * 10) / 10;
  const sum = (pick: (t: Tally) => number) => tallies.reduce((total, t) => total + pick(t), 0);
  return {
    name,
    requestsPerSecond: sum((t) => t.latencies.length + t.errors) / sum((t) => t.seconds),
    p50: at(0.5),
    p99: at(0.99),
    ok: sum((t) => t.ok),
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
  };
}

/**
 * Keep-alive connections, at most `connections` per server, as a proxy in front of it keeps: an
 * idle one is closed before the time the server announces (`Keep-Alive: timeout=…`), never
 * reused as the server closes it. Node's agent heeds that announcement only with a `timeout`
 * of its own; without one it reused connections the server had closed (ECONNRESET).
 */
function connectionPool(connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 120_000 });
  const tally: Tally = { latencies: [], seconds: 0, ok: 0, non2xx: 0, errors: 0 };
  const send = (call: Call) =>
    new Promise<Answer | null>((resolve) => {
      const started = performance.now();
      const outgoing = request(call.url, {
        method: call.method ?? "GET",
        headers: call.headers,
        agent,
      });
      outgoing.on("response", (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () => {
          tally.latencies.push(performance.now() - started);
          if (incoming.statusCode! < 400) tally.ok += 1;
          else tally.non2xx += 1;
          resolve({ status: incoming.statusCode!, headers: incoming.headers, body });
        });
      });
      outgoing.on("error", (error) => {
        tally.errors += 1;
        tally.firstError ??= error.message;
        resolve(null);
      });
      outgoing.end();
    });
  return { send, tally, close: () => agent.destroy() };
}

/**
 * Every call exactly once, `connections` at a time in all, each answer kept in the calls'
 * order (null: no answer): where each client's own answer matters, which autocannon does not
 * give (it may send a request more or less often than asked).
 */
export async function callEach(
  calls: readonly Call[],
  connections: number,
): Promise<{ tally: Tally; answers: (Answer | null)[] }> {
  const pool = connectionPool(connections);
  const answers: (Answer | null)[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < calls.length) {
      const index = next++;
      answers[index] = await pool.send(calls[index]!);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  pool.tally.seconds = (performance.now() - started) / 1000;
  pool.close();
  return { tally: pool.tally, answers };
}

/**
 * `clients` each calling again and again for `seconds`, every `everyMs[0]`–`everyMs[1]` ms at
 * random (the first call within the longest interval), as pages that poll with jitter do; at
 * most `connections` open to each server.
 */
export async function callPaced(
  clients: number,
  call: (client: number) => Call,
  options: { seconds: number; everyMs: [number, number]; connections: number },
): Promise<Tally> {
  const pool = connectionPool(options.connections);
  const [shortest, longest] = options.everyMs;
  const ends = performance.now() + options.seconds * 1000;
  const calling: Promise<unknown>[] = [];
  await Promise.all(
    Array.from(
      { length: clients },
      (_, client) =>
        new Promise<void>((resolve) => {
          const after = (ms: number) =>
            setTimeout(() => {
              if (performance.now() >= ends) return resolve();
              calling.push(pool.send(call(client)));
              after(shortest + Math.random() * (longest - shortest));
            }, ms);
          after(Math.random() * longest);
        }),
    ),
  );
  await Promise.all(calling);
  pool.tally.seconds = options.seconds;
  pool.close();
  return pool.tally;
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

export async function forkServer(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const compiled = new URL(
    `../build/node/bench/${script.replace(/\.ts$/, ".js")}`,
    import.meta.url,
  );
  const child = fork(compiled.pathname, args, {
    stdio: "inherit",
    execArgv: serverNodeFlags,
    env: { ...process.env, ...env },
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

/** Sends a message to a benchmark server and waits for its answer (the same key). */
export function ask<T>(child: ChildProcess, message: Record<string, unknown>): Promise<T> {
  const [key = ""] = Object.keys(message);
  return new Promise<T>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the server exited (${code})`));
    const listener = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      child.off("message", listener);
      child.off("exit", exited);
      resolve(answer[key] as T);
    };
    child.on("message", listener);
    child.once("exit", exited);
    child.send(message);
  });
}

/** The address of simulated client number `client` behind the trusted proxy (X-Forwarded-For). */
export const proxiedClient = (client: number): string =>
  `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

/**
 * The bare node:http floor answering `body` (bench/bare-server.ts), its file removed on stop;
 * `framework`: the same answer through Hono with the site's security headers.
 */
export async function bareServer(
  body: string,
  type = "application/json",
  { framework = false } = {},
): Promise<ChildServer> {
  const dir = mkdtempSync(join(tmpdir(), "bench-bare-"));
  const file = join(dir, "answer");
  writeFileSync(file, body);
  const bare = await forkServer("./bare-server.ts", [file, type, framework ? "hono" : "memory"]);
  return {
    ...bare,
    stop: async () => {
      await bare.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where a server's memory is, in MB: V8's heap, memory outside it, and file pages resident. */
export interface MemoryBreakdown {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  /** Pages of files (the node binary and libraries): resident, but not the site's own. */
  files: number;
}

/** This process's memory now (Linux: RssFile). */
export function memoryBreakdown(): MemoryBreakdown {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const usage = process.memoryUsage();
  const status = readFileSync("/proc/self/status", "utf8");
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    files: mb(Number(/^RssFile:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024),
  };
}

/** The peak resident memory of a running process so far, in MB (Linux: VmHWM). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kB / 1024;
}

/**
 * The CPU time a running process has used so far, in seconds (Linux: utime + stime of
 * /proc/<pid>/stat, in USER_HZ ticks, which Linux fixes at 100 per second for user space).
 * Per answer, it tells what one core serves whatever else the machine runs meanwhile.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's closing parenthesis start with the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[14 - 3]) + Number(fields[15 - 3])) / 100;
}
