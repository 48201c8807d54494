import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageBudgetBytes, pageBundles } from "./bundle-sizes.ts";

/**
 * Builds the client on its own (into a temporary folder, so it neither needs nor disturbs the
 * build the browser tests run against) and holds every public page to its JavaScript budget.
 */
describe("the JavaScript budget", () => {
  const buildDirectory = mkdtempSync(join(tmpdir(), "bundle-budget-"));
  const root = new URL("..", import.meta.url).pathname;

  beforeAll(() => {
    const build = spawnSync(
      process.execPath,
      [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", BUILD_DIRECTORY: buildDirectory },
        encoding: "utf8",
      },
    );
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  }, 180_000);
  afterAll(() => rmSync(buildDirectory, { recursive: true, force: true }));

  it(`keeps every public page's initial JavaScript within ${pageBudgetBytes / 1024} kB gzip`, () => {
    const { pages } = pageBundles(join(buildDirectory, "client"));
    expect(pages.map((page) => page.path)).toContain("/ticket");
    const over = pages
      .filter((page) => page.gzipBytes > pageBudgetBytes)
      .map((page) => `${page.path}: ${(page.gzipBytes / 1024).toFixed(1)} kB`);
    expect(over).toEqual([]);
  });
});
