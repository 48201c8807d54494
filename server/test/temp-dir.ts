import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

/**
 * Fresh folders under the system's temp folder, each removed after the test that made it:
 * returns the function that makes one. Call it at the top of a test file.
 */
export function tempDirMaker(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/** Whether a process with this id runs (one of another user's counts: it cannot be signalled). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the folders in `dir` named `<prefix><pid>-…` whose process has ended: what a test run
 * that was killed left behind (a cluster it had started shuts itself down once its folder is
 * gone). Returns their names.
 */
export function sweepLeftovers(prefix: string, dir = tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = /^(\d+)-/.exec(name.slice(prefix.length))?.[1];
    if (pid === undefined || running(Number(pid))) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * A fresh temp folder named by this process (`<prefix><pid>-…`), after the leftovers of ended
 * runs with the same prefix are gone.
 */
export function testRunFolder(prefix: string): string {
  sweepLeftovers(prefix);
  return mkdtempSync(join(tmpdir(), `${prefix}${process.pid}-`));
}
