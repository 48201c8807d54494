import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sweepLeftovers, testRunFolder } from "./temp-folders.ts";

describe("the temp folders of a test run", () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("go once the run that made them has ended, and only then", () => {
    const dir = mkdtempSync(join(tmpdir(), "sweep-"));
    made.push(dir);
    // The id of a process that has ended.
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    for (const name of [
      `site-pg-${ended}-a1`,
      `site-pg-${process.pid}-b2`,
      "site-pg-initdb-0123abcd",
      `other-${ended}-c3`,
    ])
      mkdirSync(join(dir, name));

    expect(sweepLeftovers("site-pg-", dir)).toEqual([`site-pg-${ended}-a1`]);
    expect(readdirSync(dir).sort()).toEqual(
      [`other-${ended}-c3`, `site-pg-${process.pid}-b2`, "site-pg-initdb-0123abcd"].sort(),
    );
  });

  it("are named by the process that makes them", () => {
    const folder = testRunFolder("site-test-sweep-");
    made.push(folder);
    expect(existsSync(folder)).toBe(true);
    expect(folder).toContain(`site-test-sweep-${process.pid}-`);
  });
});
