import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sweepLeftovers, tempDirMaker, testRunFolder } from "./temp-dir.ts";

describe("the temp folders of a test run", () => {
  const tempDir = tempDirMaker("sweep-");

  it("go once the run that made them has ended, and only then", () => {
    const dir = tempDir();
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
    try {
      expect(existsSync(folder)).toBe(true);
      expect(folder).toContain(`site-test-sweep-${process.pid}-`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
