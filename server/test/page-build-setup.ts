import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

const root = new URL("../..", import.meta.url).pathname;

/**
 * The pages' production build, made once for the test files that render pages or measure bundles
 * (vitest.config.ts) into a folder of its own: they neither need nor disturb the build the browser
 * tests run against, and the other test files never wait for it.
 */
export default async function setup(project: TestProject) {
  // `npm test` builds once: its unit tests read the build the browser tests then run against.
  if (process.env.TEST_PAGE_BUILD) {
    project.provide("pageBuildDir", resolve(root, process.env.TEST_PAGE_BUILD));
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "page-build-"));
  const output = await new Promise<{ status: number | null; text: string }>((resolve) => {
    const build = spawn(
      process.execPath,
      [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", BUILD_DIRECTORY: dir },
      },
    );
    let text = "";
    build.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    build.on("close", (status) => resolve({ status, text }));
  });
  if (output.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the page build failed:\n${output.text}`);
  }
  project.provide("pageBuildDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pageBuildDir: string;
  }
}
