import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const root = new URL("../..", import.meta.url).pathname;

/** What a release is built from, and what its server reads at run time. */
const sources = [
  "app",
  "core",
  "content",
  "public",
  "package.json",
  "vite.config.ts",
  "vite.islands.ts",
];
const configs = ["react-router.config.ts", "tsconfig.json"];

export interface Release {
  /** The release's project folder: start its server with startSite(env, release.project). */
  project: string;
  remove(): void;
}

/**
 * A new release of the site, as a deploy brings it: the sources with one change, built by the
 * real client and server build (React Router and Vite: new chunk names, a new build id) into a
 * folder of its own. The server's own code is unchanged, so its compiled copy is taken from the
 * current build. Takes as long as the page part of `npm run build` (20 s to a minute).
 */
export async function buildRelease(change: { file: string; from: string; to: string }) {
  const project = mkdtempSync(join(tmpdir(), "site-release-"));
  for (const entry of [...sources, ...configs]) {
    cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  const path = join(project, change.file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(change.from)) throw new Error(`${change.file} lacks "${change.from}"`);
  writeFileSync(path, text.replace(change.from, change.to));
  await promisify(execFile)(
    process.execPath,
    [join(root, "node_modules/.bin/react-router"), "build"],
    {
      cwd: project,
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  cpSync(join(root, "build/node"), join(project, "build/node"), { recursive: true });
  return {
    project,
    remove: () => rmSync(project, { recursive: true, force: true }),
  } satisfies Release;
}
