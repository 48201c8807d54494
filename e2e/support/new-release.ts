import { createHash } from "node:crypto";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { encodingSuffix } from "../../server/http/compressible.ts";

const root = new URL("../..", import.meta.url).pathname;

/** What a release's server reads at run time besides its build. */
const runTimeFiles = ["content", "package.json"];

export interface Release {
  /** The release's project folder: start its server with startSite(env, release.project). */
  project: string;
  remove(): void;
}

/** A fingerprinted asset's name as the build gives it: `name-HASH.ext`. */
const fingerprinted = /^(.+)-[\w-]{8}(\.\w+)$/;

/** Eight characters of a hash, in the alphabet of the build's own (hex for the build id). */
const contentHash = (text: string, encoding: "base64url" | "hex" = "base64url") =>
  createHash("sha256").update(text).digest(encoding).slice(0, 8);

/** Every built file that holds text (the precompressed copies are made again, or not at all). */
function textFiles(folder: string): string[] {
  const suffixes = Object.values(encodingSuffix) as string[];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !suffixes.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Replaces `from` with `to` in every file; returns the files that changed. */
function replaceIn(files: string[], from: string, to: string): string[] {
  return files.filter((file) => {
    const text = readFileSync(file, "utf8");
    if (!text.includes(from)) return false;
    writeFileSync(file, text.replaceAll(from, to));
    return true;
  });
}

/**
 * A new release of the site, as a deploy brings it: the current build (`npm run build`) with one
 * message changed (the string literal `from` becomes `to` in the client's and the server's code),
 * as a build of the changed sources gives it: every browser file whose content changed under a
 * new fingerprint, the files naming it likewise, and a new build id (the manifest's version), in
 * a folder of its own. Made from the current build in a moment, where building the sources again
 * took half a minute of both cores.
 */
export function newRelease(change: { from: string; to: string }): Release {
  const project = mkdtempSync(join(tmpdir(), "site-release-"));
  for (const entry of ["build", ...runTimeFiles]) {
    cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  const assets = join(project, "build/client/assets");
  let files = [
    ...textFiles(join(project, "build/client")),
    ...textFiles(join(project, "build/server")),
  ];

  const changed = new Set<string>();
  for (const quote of ['"', "'", "`"]) {
    const literal = (text: string) => `${quote}${text}${quote}`;
    for (const file of replaceIn(files, literal(change.from), literal(change.to))) {
      changed.add(file);
    }
  }
  if (changed.size === 0) throw new Error(`the build has no message "${change.from}"`);

  // The build id names the client's manifest file too.
  const manifest = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifest) throw new Error("the build has no client manifest");
  const version = manifest.slice("manifest-".length, -".js".length);
  const newVersion = contentHash(version + change.to, "hex");
  for (const file of replaceIn(files, version, newVersion)) changed.add(file);
  const newManifest = join(assets, `manifest-${newVersion}.js`);
  renameSync(join(assets, manifest), newManifest);
  files = files.map((path) => (path === join(assets, manifest) ? newManifest : path));

  // A browser file that changed gets a new name; the files naming it change in turn.
  const renamed = new Set<string>([join(assets, manifest), newManifest]);
  for (let file = next(); file; file = next()) {
    changed.delete(file);
    const [, name, extension] = fingerprinted.exec(basename(file)) ?? [];
    const renamedTo = join(
      dirname(file),
      `${name}-${contentHash(readFileSync(file, "utf8"))}${extension}`,
    );
    renameSync(file, renamedTo);
    for (const suffix of Object.values(encodingSuffix)) rmSync(file + suffix, { force: true });
    renamed.add(renamedTo);
    files = files.map((path) => (path === file ? renamedTo : path));
    for (const naming of replaceIn(files, basename(file), basename(renamedTo))) {
      changed.add(naming);
    }
  }
  function next(): string | undefined {
    return [...changed].find(
      (file) =>
        dirname(file) === assets && !renamed.has(file) && fingerprinted.test(basename(file)),
    );
  }

  return {
    project,
    remove: () => rmSync(project, { recursive: true, force: true }),
  } satisfies Release;
}
