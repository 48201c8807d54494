import { spawn } from "node:child_process";

/**
 * Runs the npm scripts named on the command line side by side (`npm test`: the type check, the
 * lint, and the build followed by the unit tests; the build keeps one core busy, so the type
 * check and lint use the other instead of waiting for it) and prints each one's output
 * whole when it ends, with its time, so that the parts' lines never mix. Exits with a failing code
 * when any part failed, after all have ended.
 */
const parts = process.argv.slice(2);
const started = Date.now();

const results = await Promise.all(
  parts.map(
    (part) =>
      new Promise<{ part: string; ok: boolean }>((resolve) => {
        const begin = Date.now();
        const child = spawn("npm", ["run", part], {
          env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        const output: Buffer[] = [];
        child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
        child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
        const finish = (ok: boolean, note = "") => {
          const seconds = ((Date.now() - begin) / 1000).toFixed(1);
          process.stdout.write(
            `\n── ${part}: ${ok ? "passed" : "FAILED"} in ${seconds} s${note}\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve({ part, ok });
        };
        child.on("error", (error) => finish(false, ` (${error.message})`));
        child.on("close", (code) => finish(code === 0));
      }),
  ),
);

const failed = results.filter((result) => !result.ok).map((result) => result.part);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\n── ${parts.join(", ")}: ${failed.length ? `FAILED: ${failed.join(", ")}` : "all passed"} in ${seconds} s\n`,
);
process.exitCode = failed.length ? 1 : 0;
