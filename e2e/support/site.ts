import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../server/test/free-port.ts";

export interface Site {
  /** e.g. http://localhost:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** The server's process id (the benchmarks read its memory). */
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Base URL of a hub's site (hub chosen by host name). */
  hubUrl(hub: "munich" | "essen" | "hamburg"): string;
  stop(): Promise<void>;
}

const root = new URL("../..", import.meta.url).pathname;

/**
 * Node's flags for the server, as `npm start` and the systemd unit pass them: a small young
 * generation keeps the server's memory near its code's size under load (docs/deploy.md), and
 * optimising on the main thread keeps the compiler's scratch memory out of per-thread malloc
 * arenas that never shrink (docs/decisions/0043-run-less-on-the-phone.md), collecting the old
 * generation before it grows to a multiple of what lives in it keeps a busy instance near 150 MB
 * (docs/decisions/0052-waiting-room-races-and-kept-alive-connections.md), and V8's choices for
 * size over speed take its peak under (docs/decisions/0054-party-and-schedule-as-reading-pages.md).
 */
export const serverNodeFlags = [
  "--max-semi-space-size=2",
  "--no-concurrent-recompilation",
  "--heap-growing-percent=50",
  "--optimize-for-size",
];

/**
 * How long a server may take to answer after its start. It loads the whole build first: about a
 * second on an idle machine, ten or more on a busy one. Tests that start one get this much on top
 * of their own timeout (e2e/support/test.ts), so a slow start is never a failed test.
 */
export const siteStartMs = 60_000;

/** The server as `npm run build` compiles it (tsconfig.node.json) and `npm start` runs it. */
export const serverEntry = "build/node/server/main.js";

/**
 * Starts the production build as `npm start` would (after `npm run build`), with its own data
 * folder and a pinned clock (APP_NOW), and waits until it answers. `project` is the folder whose
 * build runs (another release's, e2e/support/new-release.ts).
 */
export function startSite(env: Record<string, string> = {}, project: string = root): Promise<Site> {
  return startServer(
    [...serverNodeFlags, serverEntry],
    { NODE_ENV: "production", ...env },
    project,
  );
}

/**
 * Starts the development server as `npm run dev` does (server/dev.ts: Vite compiles each module
 * as it is first asked for), with its own data folder, and waits until it answers.
 */
export function startDevelopmentSite(env: Record<string, string> = {}): Promise<Site> {
  return startServer(["server/dev.ts"], { NODE_ENV: "development", ...env }, root);
}

async function startServer(
  args: string[],
  env: Record<string, string>,
  project: string,
): Promise<Site> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A data folder given by the caller outlives this server (siteTimeline); one made here does not.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The browser tests log in through the development identity provider.
      DEV_IDP: "on",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + siteStartMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/time`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    hubUrl: (hub) => `http://${hub}.localhost:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Moves a site's clock to a later `instant` (a site started with `underTest`): it runs on from
 * there, and every background job has run at the new time when this returns.
 */
export async function moveClock(site: Pick<Site, "url">, instant: string): Promise<void> {
  const answer = await fetch(`${site.url}/test-clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ now: instant }),
  });
  if (!answer.ok)
    throw new Error(`the clock did not move: ${answer.status} ${await answer.text()}`);
}

/**
 * Runs every background job of a site under test now, a second on by its clock (moveClock),
 * instead of waiting for the job's own pace (the wait lists look for tickets back in the shop
 * every 10 s).
 */
export async function runJobsNow(site: Pick<Site, "url">): Promise<void> {
  const { now } = (await (await fetch(`${site.url}/api/time`)).json()) as { now: string };
  await moveClock(site, new Date(Date.parse(now) + 1000).toISOString());
}

/**
 * A site whose clock the test moves (moveClock): a site under test, which production never is
 * (server/test-clock.ts refuses TEST_CLOCK with NODE_ENV=production).
 */
export const underTest = { NODE_ENV: "test", TEST_CLOCK: "on" } as const;

/**
 * One site's data across later instants, on the same port: a test that needs time to pass (a
 * post's hour, the sale start, a lapsed deadline) moves the running server's clock (moveClock)
 * instead of waiting; only other settings start a new server on the same data. The browser keeps
 * its cookies and open pages.
 */
export interface SiteTimeline {
  /** The running server; throws between servers. */
  readonly site: Site;
  readonly url: string;
  readonly dataDir: string;
  /**
   * Moves the running server to `instant`, or, with other settings than it runs with (or none
   * running), starts one there on the same data and port.
   */
  at(instant: string, env?: Record<string, string>): Promise<Site>;
  /** Stops the running server, keeping the data (e.g. to change it while no server runs). */
  stop(): Promise<void>;
  /** Stops the running server and removes the data. */
  end(): Promise<void>;
}

export function siteTimeline(env: Record<string, string> = {}): SiteTimeline {
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-timeline-"));
  let current: { site: Site; settings: string } | undefined;
  let port: number | undefined;
  const timeline: SiteTimeline = {
    get site() {
      if (!current) throw new Error("no server runs on this timeline");
      return current.site;
    },
    get url() {
      return timeline.site.url;
    },
    dataDir,
    async at(instant, more = {}) {
      const settings = JSON.stringify({ ...env, ...more });
      if (current?.settings === settings) {
        await moveClock(current.site, instant);
        return current.site;
      }
      await timeline.stop();
      const site = await startSite({
        ...env,
        ...more,
        ...underTest,
        APP_NOW: instant,
        DATA_DIR: dataDir,
        ...(port ? { PORT: String(port) } : {}),
      });
      current = { site, settings };
      port = site.port;
      return site;
    },
    async stop() {
      await current?.site.stop();
      current = undefined;
    },
    async end() {
      await timeline.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return timeline;
}
