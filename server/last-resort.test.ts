import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * A small server in a process of its own, with the last-resort handlers installed as the entry
 * installs them: /reject leaves a promise rejected without a catch, /throw throws from a timer.
 */
const script = `
import { createServer } from "node:http";
import { installLastResort } from ${JSON.stringify(new URL("./last-resort.ts", import.meta.url).href)};

class StorageError extends Error {
  name = "StorageError";
}
const server = createServer((request, response) => {
  if (request.url === "/reject") {
    Promise.reject(new StorageError("Database postgres://db/site: did not answer"));
  }
  if (request.url === "/throw") setTimeout(() => { throw new TypeError("x is not a function"); });
  response.end("still here");
});
installLastResort({
  shutdown(exitCode) {
    console.error("graceful shutdown");
    server.close(() => process.exit(exitCode));
    server.closeIdleConnections();
  },
});
server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));
`;

interface Child {
  process: ChildProcess;
  port: number;
  stderr(): string;
}

describe("the last-resort handlers", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  });

  async function start(): Promise<Child> {
    // The Node.js running the tests (the project's): it runs the .ts module as it is.
    const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once("data", (line: Buffer) =>
        resolve(Number(/^port (\d+)/.exec(line.toString())?.[1])),
      );
      child.once("exit", () => reject(new Error(`the server did not start: ${stderr}`)));
    });
    return { process: child, port, stderr: () => stderr };
  }

  const get = async (child: Child, path: string) => {
    const response = await fetch(`http://127.0.0.1:${child.port}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it("logs an unhandled rejection once, by its name, and the process keeps answering", async () => {
    const child = await start();
    expect(await get(child, "/reject")).toEqual({ status: 200, text: "still here" });
    await vi.waitFor(() => expect(child.stderr()).toContain("Unhandled rejection"), {
      timeout: 20_000,
    });
    // The same failure again, then a plain request.
    expect(await get(child, "/reject")).toEqual({ status: 200, text: "still here" });
    expect(await get(child, "/")).toEqual({ status: 200, text: "still here" });
    expect(child.process.exitCode).toBeNull();
    const lines = child.stderr().trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(
        /^Unhandled rejection, the site keeps serving: StorageError: Database postgres:\/\/db\/site: did not answer \(at .+\)$/,
      ),
    ]);
  });

  it("logs an uncaught exception with its stack and shuts down gracefully with exit code 1", async () => {
    const child = await start();
    const exited = once(child.process, "exit");
    expect(await get(child, "/throw")).toEqual({ status: 200, text: "still here" });
    const [code] = (await exited) as [number];
    expect(code).toBe(1);
    expect(child.stderr()).toMatch(
      /^Uncaught exception \(uncaughtException\), shutting down to be restarted: TypeError: x is not a function\n[^]*\ngraceful shutdown\n$/,
    );
  });
});
